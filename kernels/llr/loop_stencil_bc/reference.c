/* loop_stencil_bc: bb[i][j] = 0.5 * aa[i][j] + 0.125 * (north + south + west + east), where a neighbour
 * outside the grid is its mirror image across the boundary (row/column 1 or N-2). The boundary tests
 * sit inside the loop nest; peeling the first and last iterations of both loops removes them. */
#include "hpcab/kernel.h"

void loop_stencil_bc(real_t *restrict bb, const real_t *restrict aa, int64_t LEN_2D)
{
  const int64_t N = LEN_2D;
  for (int64_t i = 0; i < N; i++) {
    for (int64_t j = 0; j < N; j++) {
      real_t no, so, we, ea;
      if (i == 0) {
        no = aa[1 * N + j];
        so = aa[1 * N + j];
      } else if (i == N - 1) {
        no = aa[(N - 2) * N + j];
        so = aa[(N - 2) * N + j];
      } else {
        no = aa[(i - 1) * N + j];
        so = aa[(i + 1) * N + j];
      }
      if (j == 0) {
        we = aa[i * N + 1];
        ea = aa[i * N + 1];
      } else if (j == N - 1) {
        we = aa[i * N + (N - 2)];
        ea = aa[i * N + (N - 2)];
      } else {
        we = aa[i * N + (j - 1)];
        ea = aa[i * N + (j + 1)];
      }
      bb[i * N + j] = (real_t)0.5 * aa[i * N + j] + (real_t)0.125 * (((no + so) + we) + ea);
    }
  }
}
