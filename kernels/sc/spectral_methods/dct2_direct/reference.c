/* dct2_direct: tab[m] = cos(pi m / (2N)) (double, rounded to real_t), m = 0 .. 4N - 1; then
 * X[r][k] = sum_{n ascending} x[r][n] * tab[((2n + 1) k) mod 4N]. */
#include "hpcab/kernel.h"
#include <math.h>

void dct2_direct(real_t *restrict X, const real_t *restrict x, int64_t NROW, int64_t N)
{
  real_t tab[4 * 256];
  const int64_t P = 4 * N;
  const double pi = 3.14159265358979323846;
  for (int64_t m = 0; m < P; m++)
    tab[m] = (real_t)cos(pi * (double)m / (double)(2 * N));
  for (int64_t r = 0; r < NROW; r++) {
    for (int64_t k = 0; k < N; k++) {
      real_t s = 0;
      int64_t m = k; /* ((2n + 1) k) mod P, kept incrementally */
      for (int64_t n = 0; n < N; n++) {
        s += x[r * N + n] * tab[m];
        m += 2 * k;
        while (m >= P)
          m -= P;
      }
      X[r * N + k] = s;
    }
  }
}
