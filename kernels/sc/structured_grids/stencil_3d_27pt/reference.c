/* stencil_3d_27pt: inside, B[c] = c0 A[c] + c1 (sum of the 6 face neighbours) + c2 (sum of the 12 edge
 * neighbours) + c3 (sum of the 8 corner neighbours); B = A on the boundary. */
#include "hpcab/kernel.h"

void stencil_3d_27pt(real_t *restrict B, const real_t *restrict A, int64_t N, real_t c0, real_t c1, real_t c2,
                     real_t c3)
{
  const int64_t si = N * N, sj = N;
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++)
      for (int64_t k = 0; k < N; k++) {
        int64_t c = i * si + j * sj + k;
        if (i == 0 || j == 0 || k == 0 || i == N - 1 || j == N - 1 || k == N - 1) {
          B[c] = A[c];
          continue;
        }
        real_t s[4] = {0, 0, 0, 0};
        for (int di = -1; di <= 1; di++)
          for (int dj = -1; dj <= 1; dj++)
            for (int dk = -1; dk <= 1; dk++)
              s[(di != 0) + (dj != 0) + (dk != 0)] += A[c + di * si + dj * sj + dk];
        B[c] = c0 * s[0] + c1 * s[1] + c2 * s[2] + c3 * s[3];
      }
}
