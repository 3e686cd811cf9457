/* dst1_direct: tab[m] = sin(pi m / (N + 1)) (double, rounded to real_t), m = 0 .. 2N + 1; then
 * X[r][k] = sum_{n ascending} x[r][n] * tab[((n + 1)(k + 1)) mod (2N + 2)]. */
#include "hpcab/kernel.h"
#include <math.h>

void dst1_direct(real_t *restrict X, const real_t *restrict x, int64_t NROW, int64_t N)
{
  real_t tab[2 * 256 + 2];
  const int64_t P = 2 * N + 2;
  const double pi = 3.14159265358979323846;
  for (int64_t m = 0; m < P; m++)
    tab[m] = (real_t)sin(pi * (double)m / (double)(N + 1));
  for (int64_t r = 0; r < NROW; r++) {
    for (int64_t k = 0; k < N; k++) {
      real_t s = 0;
      int64_t m = 0; /* ((n + 1)(k + 1)) mod P, kept incrementally */
      for (int64_t n = 0; n < N; n++) {
        m += k + 1;
        if (m >= P)
          m -= P;
        s += x[r * N + n] * tab[m];
      }
      X[r * N + k] = s;
    }
  }
}
