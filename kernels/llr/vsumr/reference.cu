/* TSVC-2 vsumr on the device: sum = sum a[i]. Deterministic: a fixed grid of BLOCKS blocks each sums a
 * fixed set of elements and reduces them in a fixed tree in shared memory; a second launch sums the
 * BLOCKS partial sums in a fixed tree. The device reference (the timed baseline of device grades);
 * nvcc and hipcc (as HIP) compile it. */
#include "hpcab/kernel.h"

#define THREADS 256
#define BLOCKS 1024

__device__ acc_t vsumr_partials[BLOCKS];

/* Sums s[0 .. THREADS) into s[0] in a fixed tree. */
__device__ void vsumr_tree(acc_t *s)
{
  for (unsigned w = THREADS / 2; w > 0; w /= 2) {
    if (threadIdx.x < w) s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
}

__global__ void vsumr_partial(const real_t *__restrict__ a, int64_t n)
{
  __shared__ acc_t s[THREADS];
  acc_t t = 0;
  for (int64_t i = (int64_t)blockIdx.x * THREADS + threadIdx.x; i < n; i += (int64_t)BLOCKS * THREADS)
    t += HPCAB_LD(a[i]);
  s[threadIdx.x] = t;
  __syncthreads();
  vsumr_tree(s);
  if (threadIdx.x == 0) vsumr_partials[blockIdx.x] = s[0];
}

__global__ void vsumr_final(real_t *__restrict__ sum)
{
  __shared__ acc_t s[THREADS];
  acc_t t = 0;
  for (unsigned k = threadIdx.x; k < BLOCKS; k += THREADS) t += vsumr_partials[k];
  s[threadIdx.x] = t;
  __syncthreads();
  vsumr_tree(s);
  if (threadIdx.x == 0) sum[0] = HPCAB_ST(s[0]);
}

extern "C" void vsumr(const real_t *__restrict__ a, real_t *__restrict__ sum, int64_t LEN_1D)
{
  vsumr_partial<<<BLOCKS, THREADS>>>(a, LEN_1D);
  vsumr_final<<<1, THREADS>>>(sum);
}
