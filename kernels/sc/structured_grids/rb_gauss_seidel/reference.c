/* rb_gauss_seidel: for colour 0 (red, (i + j) even) then colour 1 (black), every interior point of that colour:
 * u[i][j] = (1 - omega) u[i][j] + omega (f[i][j] + u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]) / 4
 * (f holds h^2 times the right-hand side). Boundary values are not changed. */
#include "hpcab/kernel.h"

void rb_gauss_seidel(real_t *restrict u, const real_t *restrict f, int64_t N, real_t omega)
{
  for (int colour = 0; colour < 2; colour++)
    for (int64_t i = 1; i < N - 1; i++)
      for (int64_t j = 1 + ((i + 1 + colour) & 1); j < N - 1; j += 2) {
        int64_t c = i * N + j;
        real_t gs = (f[c] + u[c - N] + u[c + N] + u[c - 1] + u[c + 1]) * (real_t)0.25;
        u[c] = ((real_t)1 - omega) * u[c] + omega * gs;
      }
}
