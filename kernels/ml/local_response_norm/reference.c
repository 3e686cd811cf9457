/* local_response_norm: PyTorch's LocalResponseNorm(size NW, alpha, beta, k) on X of shape [B, C, S] (S the
 * flattened spatial positions): the window of channel c is c - NW/2 .. c + (NW - 1)/2 clipped to 0 .. C-1,
 * padding counted as zeros; Y = X / (avg * alpha + k)^beta with avg = (sum of x^2 over the window) / NW,
 * all in acc_t. */
#include "hpcab/kernel.h"

#if defined(HPCAB_PREC_F64)
#define MPOW pow
#else
#define MPOW powf
#endif

void local_response_norm(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t C, int64_t S,
                         int64_t NW, float alpha, float beta, float k)
{
  const acc_t al = (acc_t)alpha, be = (acc_t)beta, kk = (acc_t)k;
  for (int64_t b = 0; b < B; b++)
    for (int64_t c = 0; c < C; c++) {
      const int64_t lo = c - NW / 2 < 0 ? 0 : c - NW / 2;
      const int64_t hi = c + (NW - 1) / 2 > C - 1 ? C - 1 : c + (NW - 1) / 2;
      for (int64_t s = 0; s < S; s++) {
        acc_t sum = 0;
        for (int64_t d = lo; d <= hi; d++) {
          const acc_t v = HPCAB_LD(X[(b * C + d) * S + s]);
          sum += v * v;
        }
        const acc_t avg = sum / (acc_t)NW;
        Y[(b * C + c) * S + s] = HPCAB_ST(HPCAB_LD(X[(b * C + c) * S + s]) / MPOW(avg * al + kk, be));
      }
    }
}
