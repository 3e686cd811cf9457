/* TSVC-2 s000 on the device: a[i] = b[i] + 1, one thread per element (the device reference: the
 * timed baseline of device grades; correctness is judged against reference.c). Written in the subset
 * CUDA and HIP share: nvcc compiles it, and hipcc as HIP. */
#include "hpcab/kernel.h"

#define THREADS 256

__global__ void s000_kernel(real_t *__restrict__ a, const real_t *__restrict__ b, int64_t n)
{
  int64_t i = (int64_t)blockIdx.x * THREADS + threadIdx.x;
  if (i < n) a[i] = b[i] + 1;
}

extern "C" void s000(real_t *__restrict__ a, const real_t *__restrict__ b, int64_t LEN_1D)
{
  if (LEN_1D <= 0) return;
  s000_kernel<<<(unsigned)((LEN_1D + THREADS - 1) / THREADS), THREADS>>>(a, b, LEN_1D);
}
