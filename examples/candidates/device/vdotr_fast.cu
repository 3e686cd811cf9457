/* vdotr (dot = sum a[i] * b[i]) on the device, for `hpcab-judge grade kernels/llr/vdotr vdotr_fast.cu --residency device`:
 * one launch instead of the reference's two — each block reduces its share with four independent
 * partial sums per thread (loads in flight) and a tree in shared memory, and the last block to finish
 * (an atomic ticket after a memory fence) sums the blocks' partial sums in a fixed order and resets the
 * ticket. Deterministic: which elements a block takes and every order of summation are fixed by the
 * size alone. Honest: every element is read on every call. */
#include "hpcab/kernel.h"

#define THREADS 256
#define MAX_BLOCKS 1024

__device__ acc_t vdotr_partials[MAX_BLOCKS];
__device__ unsigned int vdotr_ticket;

/* Sums s[0 .. THREADS) into s[0] in a fixed tree. */
__device__ void vdotr_tree(acc_t *s)
{
  for (unsigned w = THREADS / 2; w > 0; w /= 2) {
    if (threadIdx.x < w) s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
}

__global__ void vdotr_one_pass(const real_t *__restrict__ a, const real_t *__restrict__ b, real_t *__restrict__ out, int64_t n)
{
  __shared__ acc_t s[THREADS];
  __shared__ bool last;
  int64_t stride = (int64_t)gridDim.x * THREADS;
  acc_t t0 = 0, t1 = 0, t2 = 0, t3 = 0;
  int64_t i = (int64_t)blockIdx.x * THREADS + threadIdx.x;
  for (; i + 3 * stride < n; i += 4 * stride) {
    t0 += HPCAB_LD(a[i]) * HPCAB_LD(b[i]);
    t1 += HPCAB_LD(a[i + stride]) * HPCAB_LD(b[i + stride]);
    t2 += HPCAB_LD(a[i + 2 * stride]) * HPCAB_LD(b[i + 2 * stride]);
    t3 += HPCAB_LD(a[i + 3 * stride]) * HPCAB_LD(b[i + 3 * stride]);
  }
  for (; i < n; i += stride) t0 += HPCAB_LD(a[i]) * HPCAB_LD(b[i]);
  s[threadIdx.x] = (t0 + t1) + (t2 + t3);
  __syncthreads();
  vdotr_tree(s);
  if (threadIdx.x == 0) {
    vdotr_partials[blockIdx.x] = s[0];
    __threadfence(); /* the partial sum is visible before the ticket is taken */
    last = atomicAdd(&vdotr_ticket, 1u) == gridDim.x - 1;
  }
  __syncthreads();
  if (!last) return;
  __threadfence();
  acc_t t = 0;
  for (unsigned k = threadIdx.x; k < gridDim.x; k += THREADS) t += ((volatile acc_t *)vdotr_partials)[k];
  s[threadIdx.x] = t;
  __syncthreads();
  vdotr_tree(s);
  if (threadIdx.x == 0) {
    out[0] = HPCAB_ST(s[0]);
    vdotr_ticket = 0;
  }
}

extern "C" void vdotr(const real_t *__restrict__ a, const real_t *__restrict__ b, real_t *__restrict__ dot, int64_t LEN_1D)
{
  int64_t blocks = (LEN_1D + 4 * THREADS - 1) / (4 * THREADS);
  if (blocks < 1) blocks = 1;
  if (blocks > MAX_BLOCKS) blocks = MAX_BLOCKS;
  vdotr_one_pass<<<(unsigned)blocks, THREADS>>>(a, b, dot, LEN_1D);
}
