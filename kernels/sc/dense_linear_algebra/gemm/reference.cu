/* gemm on the device: C = alpha * A * B + beta * C (row-major; A NI x NK, B NK x NJ, C NI x NJ). One
 * thread per element of C, in reference.c's order: C[i][j] * beta, then + alpha A[i][k] B[k][j] for
 * k = 0, 1, ... The device reference; nvcc and hipcc (as HIP) compile it. */
#include "hpcab/kernel.h"

#define TILE 16

__global__ void gemm_kernel(real_t *__restrict__ C, const real_t *__restrict__ A, const real_t *__restrict__ B,
                            int64_t NI, int64_t NJ, int64_t NK, real_t alpha, real_t beta)
{
  int64_t i = (int64_t)blockIdx.y * TILE + threadIdx.y, j = (int64_t)blockIdx.x * TILE + threadIdx.x;
  if (i >= NI || j >= NJ) return;
  real_t c = C[i * NJ + j] * beta;
  for (int64_t k = 0; k < NK; k++) c += alpha * A[i * NK + k] * B[k * NJ + j];
  C[i * NJ + j] = c;
}

extern "C" void gemm(real_t *__restrict__ C, const real_t *__restrict__ A, const real_t *__restrict__ B, int64_t NI,
                     int64_t NJ, int64_t NK, real_t alpha, real_t beta)
{
  if (NI <= 0 || NJ <= 0) return;
  dim3 block(TILE, TILE), grid((unsigned)((NJ + TILE - 1) / TILE), (unsigned)((NI + TILE - 1) / TILE));
  gemm_kernel<<<grid, block>>>(C, A, B, NI, NJ, NK, alpha, beta);
}
