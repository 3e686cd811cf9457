/* dist_jacobi_1d, serial: T sweeps (T even), sweep t from u to v when t is even and from v to u when odd:
   dst[i] = (src[i-1] + src[i] + src[i+1]) / 3 inside, dst = src at both ends. The result is in u; v
   holds the last sweep's input. */
#include "hpcab/kernel.h"

static void sweep(real_t *restrict dst, const real_t *restrict src, int64_t N)
{
  dst[0] = src[0];
  dst[N - 1] = src[N - 1];
  for (int64_t i = 1; i < N - 1; i++)
    dst[i] = HPCAB_ST((HPCAB_LD(src[i - 1]) + HPCAB_LD(src[i]) + HPCAB_LD(src[i + 1])) / 3);
}

void dist_jacobi_1d(real_t *restrict u, real_t *restrict v, int64_t N, int64_t T)
{
  for (int64_t t = 0; t < T; t++) {
    if (t % 2 == 0)
      sweep(v, u, N);
    else
      sweep(u, v, N);
  }
}
