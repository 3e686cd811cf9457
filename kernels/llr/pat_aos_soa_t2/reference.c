/* pat_aos_soa_t2: blk holds N 2x2 blocks (m00, m01, m10, m11) back to back; soa is 4 planes of N:
 * soa[0][i] = alpha m00, soa[1][i] = alpha m10, soa[2][i] = alpha m01, soa[3][i] = alpha m11. */
#include "hpcab/kernel.h"

void pat_aos_soa_t2(const real_t *restrict blk, real_t *restrict soa, int64_t N, real_t alpha)
{
  for (int64_t i = 0; i < N; i++) {
    soa[0 * N + i] = alpha * blk[4 * i + 0];
    soa[1 * N + i] = alpha * blk[4 * i + 2];
    soa[2 * N + i] = alpha * blk[4 * i + 1];
    soa[3 * N + i] = alpha * blk[4 * i + 3];
  }
}
