/* softmax on the device, for `hpcab-judge grade kernels/ml/softmax softmax_fast.cu --residency device`:
 * one block per row instead of one thread per row — the block's threads read the row together
 * (coalesced), and the maximum and the sum meet in fixed trees in shared memory. Every precision
 * (f16/bf16 through hpcab/kernel.h's conversions, arithmetic in acc_t). Deterministic and honest. */
#include "hpcab/kernel.h"

#define THREADS 256

__global__ void softmax_block_rows(real_t *__restrict__ Y, const real_t *__restrict__ X, int64_t C)
{
  __shared__ acc_t s[THREADS];
  const real_t *x = X + (int64_t)blockIdx.x * C;
  real_t *y = Y + (int64_t)blockIdx.x * C;
  acc_t m = HPCAB_LD(x[0]);
  for (int64_t c = threadIdx.x; c < C; c += THREADS)
    if (HPCAB_LD(x[c]) > m) m = HPCAB_LD(x[c]);
  s[threadIdx.x] = m;
  __syncthreads();
  for (unsigned w = THREADS / 2; w > 0; w /= 2) {
    if (threadIdx.x < w && s[threadIdx.x + w] > s[threadIdx.x]) s[threadIdx.x] = s[threadIdx.x + w];
    __syncthreads();
  }
  m = s[0];
  __syncthreads();
  acc_t t = 0;
  for (int64_t c = threadIdx.x; c < C; c += THREADS) t += HPCAB_EXP(HPCAB_LD(x[c]) - m);
  s[threadIdx.x] = t;
  __syncthreads();
  for (unsigned w = THREADS / 2; w > 0; w /= 2) {
    if (threadIdx.x < w) s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
  acc_t inv = 1 / s[0];
  for (int64_t c = threadIdx.x; c < C; c += THREADS) y[c] = HPCAB_ST(HPCAB_EXP(HPCAB_LD(x[c]) - m) * inv);
}

extern "C" void softmax(real_t *__restrict__ Y, const real_t *__restrict__ X, int64_t R, int64_t C)
{
  if (R <= 0 || C <= 0) return;
  softmax_block_rows<<<(unsigned)R, THREADS>>>(Y, X, C);
}
