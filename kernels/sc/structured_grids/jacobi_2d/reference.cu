/* jacobi_2d on the device: TSTEPS times B = 0.2 (5-point sum of A), then A from B, on the interior; one
 * thread per interior point and one launch per sweep, the terms summed in reference.c's order. The
 * device reference; nvcc and hipcc (as HIP) compile it. */
#include "hpcab/kernel.h"

#define TILE 16

__global__ void jacobi_2d_sweep(real_t *__restrict__ out, const real_t *__restrict__ in, int64_t N)
{
  int64_t i = (int64_t)blockIdx.y * TILE + threadIdx.y + 1, j = (int64_t)blockIdx.x * TILE + threadIdx.x + 1;
  if (i >= N - 1 || j >= N - 1) return;
  out[i * N + j] = (real_t)0.2 * (in[i * N + j] + in[i * N + j - 1] + in[i * N + j + 1] + in[(i + 1) * N + j] +
                                  in[(i - 1) * N + j]);
}

extern "C" void jacobi_2d(real_t *__restrict__ A, real_t *__restrict__ B, int64_t TSTEPS, int64_t N)
{
  if (N < 3) return;
  unsigned g = (unsigned)((N - 2 + TILE - 1) / TILE);
  dim3 block(TILE, TILE), grid(g, g);
  for (int64_t t = 0; t < TSTEPS; t++) {
    jacobi_2d_sweep<<<grid, block>>>(B, A, N);
    jacobi_2d_sweep<<<grid, block>>>(A, B, N);
  }
}
