/* dtw: D[0][0] = |x0 - y0|; D[0][j] = D[0][j-1] + |x0 - yj|; D[i][0] = D[i-1][0] + |xi - y0|;
 * D[i][j] = |xi - yj| + min(D[i-1][j], D[i][j-1], D[i-1][j-1]). */
#include "hpcab/kernel.h"
#include <math.h>

void dtw(real_t *restrict D, const real_t *restrict x, const real_t *restrict y, int64_t N, int64_t M)
{
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < M; j++) {
      const real_t c = (real_t)fabs((double)(x[i] - y[j]));
      real_t m;
      if (i == 0 && j == 0)
        m = 0;
      else if (i == 0)
        m = D[j - 1];
      else if (j == 0)
        m = D[(i - 1) * M];
      else {
        m = D[(i - 1) * M + j];
        if (D[i * M + j - 1] < m)
          m = D[i * M + j - 1];
        if (D[(i - 1) * M + j - 1] < m)
          m = D[(i - 1) * M + j - 1];
      }
      D[i * M + j] = c + m;
    }
}
