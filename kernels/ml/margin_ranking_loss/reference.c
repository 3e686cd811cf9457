/* margin_ranking_loss: torch.nn.MarginRankingLoss (reduction mean) of scores x1, x2 and labels y = 2 lab - 1
 * (lab in {0, 1}, so y in {-1, 1}): loss = sum_i max(0, -y_i (x1_i - x2_i) + margin) / N, summed in order. */
#include "hpcab/kernel.h"

void margin_ranking_loss(real_t *restrict loss, const real_t *restrict x1, const real_t *restrict x2,
                         const int8_t *restrict lab, int64_t N, float margin)
{
  const acc_t m = (acc_t)margin;
  acc_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    const acc_t y = (acc_t)(2 * lab[i] - 1);
    const acc_t l = -y * (HPCAB_LD(x1[i]) - HPCAB_LD(x2[i])) + m;
    if (l > 0)
      s += l;
  }
  loss[0] = HPCAB_ST(s / (acc_t)N);
}
