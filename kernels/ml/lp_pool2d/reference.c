/* lp_pool2d: power-average pooling (PyTorch's LPPool2d with stride = kernel size, no padding, taken on |x| so
 * that a non-integer p is defined): Y[n][c][i][j] = (sum over the K x K window at (K i, K j) of |x|^p)^(1/p),
 * the window summed row by row in acc_t. */
#include "hpcab/kernel.h"

#if defined(HPCAB_PREC_F64)
#define MPOW pow
#else
#define MPOW powf
#endif

void lp_pool2d(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t C, int64_t H, int64_t W,
               int64_t K, int64_t OH, int64_t OW, float p)
{
  const acc_t pp = (acc_t)p, ip = 1 / (acc_t)p;
  for (int64_t q = 0; q < B * C; q++)
    for (int64_t i = 0; i < OH; i++)
      for (int64_t j = 0; j < OW; j++) {
        acc_t s = 0;
        for (int64_t u = 0; u < K; u++)
          for (int64_t v = 0; v < K; v++)
            s += MPOW(HPCAB_FABS(HPCAB_LD(X[(q * H + K * i + u) * W + K * j + v])), pp);
        Y[(q * OH + i) * OW + j] = HPCAB_ST(MPOW(s, ip));
      }
}
