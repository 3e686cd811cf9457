/* cosine_nn_top1: for query m and row n, dot, qq, dd = sums over j in order (acc_t) of q*d, q*q, d*d;
 * s = dot / (sqrt(qq) * sqrt(dd)); best[m] = the first n with the largest s, score[m] = that s. */
#include "hpcab/kernel.h"

void cosine_nn_top1(int32_t *restrict best, real_t *restrict score, const real_t *restrict Q,
                    const real_t *restrict DB, int64_t M, int64_t N, int64_t D)
{
  for (int64_t m = 0; m < M; m++) {
    int64_t bi = 0;
    acc_t bs = 0;
    for (int64_t n = 0; n < N; n++) {
      acc_t dot = 0, qq = 0, dd = 0;
      for (int64_t j = 0; j < D; j++) {
        const acc_t q = HPCAB_LD(Q[m * D + j]), d = HPCAB_LD(DB[n * D + j]);
        dot += q * d;
        qq += q * q;
        dd += d * d;
      }
      const acc_t s = dot / (HPCAB_SQRT(qq) * HPCAB_SQRT(dd));
      if (n == 0 || s > bs) {
        bs = s;
        bi = n;
      }
    }
    best[m] = (int32_t)bi;
    score[m] = HPCAB_ST(bs);
  }
}
