/* periodogram_direct: ct[m] = cos(2 pi m / N), st[m] = sin(2 pi m / N) (double, rounded to real_t),
 * m = 0 .. N - 1; for k < M, over n ascending with m = (k n) mod N: re += x[r][n] * ct[m],
 * im += x[r][n] * st[m]; P[r][k] = (re * re + im * im) / (real_t)N. */
#include "hpcab/kernel.h"
#include <math.h>

void periodogram_direct(real_t *restrict P, const real_t *restrict x, int64_t NROW, int64_t N, int64_t M)
{
  real_t ct[1024], st[1024];
  const double pi = 3.14159265358979323846;
  for (int64_t m = 0; m < N; m++) {
    ct[m] = (real_t)cos(2.0 * pi * (double)m / (double)N);
    st[m] = (real_t)sin(2.0 * pi * (double)m / (double)N);
  }
  const real_t rn = (real_t)N;
  for (int64_t r = 0; r < NROW; r++) {
    for (int64_t k = 0; k < M; k++) {
      real_t re = 0, im = 0;
      int64_t m = 0; /* (k n) mod N, kept incrementally */
      for (int64_t n = 0; n < N; n++) {
        re += x[r * N + n] * ct[m];
        im += x[r * N + n] * st[m];
        m += k;
        if (m >= N)
          m -= N;
      }
      P[r * M + k] = (re * re + im * im) / rn;
    }
  }
}
