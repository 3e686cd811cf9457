/* loop_wavefront3d: a three-level nest where every point depends on its three lower neighbours and on
 * the diagonal one, a[i-1][j-1][k-1]. No loop of the nest is parallel as written; the points of one
 * plane i + j + k = const are (a wavefront, after skewing). Plane 0 of each dimension is boundary data. */
#include "hpcab/kernel.h"

void loop_wavefront3d(real_t *restrict a, const real_t *restrict b, int64_t N)
{
  const int64_t P = N * N;
  for (int64_t i = 1; i < N; i++)
    for (int64_t j = 1; j < N; j++)
      for (int64_t k = 1; k < N; k++)
        a[i * P + j * N + k] = (real_t)0.25 * ((a[(i - 1) * P + j * N + k] + a[i * P + (j - 1) * N + k]) + a[i * P + j * N + (k - 1)])
                               + (real_t)0.125 * a[(i - 1) * P + (j - 1) * N + (k - 1)] + b[i * P + j * N + k];
}
