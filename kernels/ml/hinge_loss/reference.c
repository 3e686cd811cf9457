/* hinge_loss: multi-class hinge (margin) loss per row, as PyTorch's MultiMarginLoss (p = 1, no weights,
 * reduction none): L[n] = sum over c != y[n] of max(0, margin - X[n][y[n]] + X[n][c]) / C, in acc_t. */
#include "hpcab/kernel.h"

void hinge_loss(real_t *restrict L, const real_t *restrict X, const int32_t *restrict y, int64_t N, int64_t C,
                float margin)
{
  const acc_t mg = (acc_t)margin;
  for (int64_t n = 0; n < N; n++) {
    const real_t *x = X + n * C;
    const int64_t yn = y[n];
    const acc_t xy = HPCAB_LD(x[yn]);
    acc_t s = 0;
    for (int64_t c = 0; c < C; c++) {
      if (c == yn)
        continue;
      const acc_t h = mg - xy + HPCAB_LD(x[c]);
      if (h > 0)
        s += h;
    }
    L[n] = HPCAB_ST(s / (acc_t)C);
  }
}
