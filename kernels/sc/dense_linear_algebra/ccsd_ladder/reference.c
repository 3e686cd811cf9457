/* ccsd_ladder: for each (i, j) and (a, b): R = sum over c, then d (row-major cd) of W[a][b][c][d] T[i][j][c][d]. */
#include "hpcab/kernel.h"

void ccsd_ladder(real_t *restrict R, const real_t *restrict W, const real_t *restrict T, int64_t NOCC, int64_t NVIR)
{
  const int64_t v2 = NVIR * NVIR;
  for (int64_t ij = 0; ij < NOCC * NOCC; ij++)
    for (int64_t ab = 0; ab < v2; ab++) {
      real_t s = 0;
      for (int64_t cd = 0; cd < v2; cd++)
        s += W[ab * v2 + cd] * T[ij * v2 + cd];
      R[ij * v2 + ab] = s;
    }
}
