/* stencil_2d_9pt: B[i][j] = c0 A[i][j] + c1 (A[i-1][j] + A[i+1][j] + A[i][j-1] + A[i][j+1])
 *                          + c2 (A[i-1][j-1] + A[i-1][j+1] + A[i+1][j-1] + A[i+1][j+1]) inside; B = A on the boundary. */
#include "hpcab/kernel.h"

void stencil_2d_9pt(real_t *restrict B, const real_t *restrict A, int64_t NY, int64_t NX, real_t c0, real_t c1,
                    real_t c2)
{
  for (int64_t i = 0; i < NY; i++)
    for (int64_t j = 0; j < NX; j++) {
      int64_t c = i * NX + j;
      if (i == 0 || j == 0 || i == NY - 1 || j == NX - 1) {
        B[c] = A[c];
        continue;
      }
      B[c] = c0 * A[c] + c1 * (A[c - NX] + A[c + NX] + A[c - 1] + A[c + 1]) +
             c2 * (A[c - NX - 1] + A[c - NX + 1] + A[c + NX - 1] + A[c + NX + 1]);
    }
}
