/* goertzel_power: for bin k = kb[b], c = (real_t)(2 cos(2 pi k / N)) in double; s1 = s2 = 0; over n
 * ascending: s = x[r][n] + c * s1 - s2, s2 = s1, s1 = s; pw[r][b] = s1 * s1 + s2 * s2 - c * s1 * s2
 * (left to right). */
#include "hpcab/kernel.h"
#include <math.h>

void goertzel_power(real_t *restrict pw, const int32_t *restrict kb, const real_t *restrict x, int64_t NROW,
                    int64_t N, int64_t NB)
{
  const double pi = 3.14159265358979323846;
  for (int64_t r = 0; r < NROW; r++) {
    for (int64_t b = 0; b < NB; b++) {
      const real_t c = (real_t)(2.0 * cos(2.0 * pi * (double)kb[b] / (double)N));
      real_t s1 = 0, s2 = 0;
      for (int64_t n = 0; n < N; n++) {
        const real_t s = x[r * N + n] + c * s1 - s2;
        s2 = s1;
        s1 = s;
      }
      pw[r * NB + b] = s1 * s1 + s2 * s2 - c * s1 * s2;
    }
  }
}
