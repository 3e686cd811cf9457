/* layernorm on the device, for `hpcab-judge grade kernels/ml/layernorm layernorm_fast.cu --residency
 * device`: one block per row instead of one thread per row — the block reads the row together
 * (coalesced; the second pass finds it in cache), the sums meet in fixed trees in shared memory. Every
 * precision. Deterministic and honest. */
#include "hpcab/kernel.h"

#define THREADS 256

/* Sums s[0 .. THREADS) into s[0] in a fixed tree and returns it to every thread. */
__device__ acc_t layernorm_block_sum(acc_t *s, acc_t v)
{
  s[threadIdx.x] = v;
  __syncthreads();
  for (unsigned w = THREADS / 2; w > 0; w /= 2) {
    if (threadIdx.x < w) s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
  acc_t total = s[0];
  __syncthreads();
  return total;
}

__global__ void layernorm_block_rows(real_t *__restrict__ Y, const real_t *__restrict__ X,
                                     const real_t *__restrict__ gamma, const real_t *__restrict__ beta, int64_t C,
                                     float eps)
{
  __shared__ acc_t s[THREADS];
  const real_t *x = X + (int64_t)blockIdx.x * C;
  real_t *y = Y + (int64_t)blockIdx.x * C;
  acc_t t = 0;
  for (int64_t c = threadIdx.x; c < C; c += THREADS) t += HPCAB_LD(x[c]);
  acc_t mean = layernorm_block_sum(s, t) / (acc_t)C;
  t = 0;
  for (int64_t c = threadIdx.x; c < C; c += THREADS) {
    acc_t d = HPCAB_LD(x[c]) - mean;
    t += d * d;
  }
  acc_t var = layernorm_block_sum(s, t) / (acc_t)C;
  acc_t inv = 1 / HPCAB_SQRT(var + (acc_t)eps);
  for (int64_t c = threadIdx.x; c < C; c += THREADS)
    y[c] = HPCAB_ST((HPCAB_LD(x[c]) - mean) * inv * HPCAB_LD(gamma[c]) + HPCAB_LD(beta[c]));
}

extern "C" void layernorm(real_t *__restrict__ Y, const real_t *__restrict__ X, const real_t *__restrict__ gamma,
                          const real_t *__restrict__ beta, int64_t R, int64_t C, float eps)
{
  if (R <= 0 || C <= 0) return;
  layernorm_block_rows<<<(unsigned)R, THREADS>>>(Y, X, gamma, beta, C, eps);
}
