/* A device kernel that computes a[i] = b[i] + 1 and writes one element past the end of a: the canary
   after the device array changes, an out_of_bounds verdict (tests/device/gpu_check.c). */
#include "hpcab/kernel.h"

__global__ void past_end(real_t *a, const real_t *b, int64_t n)
{
  int64_t i = (int64_t)blockIdx.x * 256 + threadIdx.x;
  if (i < n) a[i] = b[i] + 1;
  if (i == n) a[n] = 0;
}

extern "C" void s000(real_t *__restrict__ a, const real_t *__restrict__ b, int64_t LEN_1D)
{
  past_end<<<(unsigned)(LEN_1D / 256 + 1), 256>>>(a, b, LEN_1D);
}
