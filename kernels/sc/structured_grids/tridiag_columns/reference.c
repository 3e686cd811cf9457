/* tridiag_columns: per column: cp[0] = c[0] / b[0], x[0] = d[0] / b[0];
 * m = b[k] - a[k] cp[k-1], cp[k] = c[k] / m, x[k] = (d[k] - a[k] x[k-1]) / m;
 * then x[k] -= cp[k] x[k+1] from the top down. */
#include "hpcab/kernel.h"

void tridiag_columns(real_t *restrict x, const real_t *restrict a, const real_t *restrict b, const real_t *restrict c,
                     const real_t *restrict d, int64_t NCOL, int64_t NZ)
{
  real_t cp[256];
  if (NZ > 256 || NZ < 1)
    return;
  for (int64_t col = 0; col < NCOL; col++) {
    const int64_t o = col * NZ;
    cp[0] = c[o] / b[o];
    x[o] = d[o] / b[o];
    for (int64_t k = 1; k < NZ; k++) {
      real_t m = b[o + k] - a[o + k] * cp[k - 1];
      cp[k] = c[o + k] / m;
      x[o + k] = (d[o + k] - a[o + k] * x[o + k - 1]) / m;
    }
    for (int64_t k = NZ - 2; k >= 0; k--)
      x[o + k] -= cp[k] * x[o + k + 1];
  }
}
