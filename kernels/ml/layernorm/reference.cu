/* layernorm on the device: per row, mean and (biased) variance in acc_t, then
 * y = (x - mean) / sqrt(var + eps) * gamma + beta; one thread per row, in reference.c's order. The
 * device reference; nvcc and hipcc (as HIP) compile it. */
#include "hpcab/kernel.h"

#define THREADS 128

__global__ void layernorm_rows(real_t *__restrict__ Y, const real_t *__restrict__ X, const real_t *__restrict__ gamma,
                               const real_t *__restrict__ beta, int64_t R, int64_t C, float eps)
{
  int64_t r = (int64_t)blockIdx.x * THREADS + threadIdx.x;
  if (r >= R) return;
  const real_t *x = X + r * C;
  real_t *y = Y + r * C;
  acc_t mean = 0, var = 0;
  for (int64_t c = 0; c < C; c++) mean += HPCAB_LD(x[c]);
  mean /= (acc_t)C;
  for (int64_t c = 0; c < C; c++) {
    acc_t d = HPCAB_LD(x[c]) - mean;
    var += d * d;
  }
  var /= (acc_t)C;
  acc_t inv = 1 / HPCAB_SQRT(var + (acc_t)eps);
  for (int64_t c = 0; c < C; c++) y[c] = HPCAB_ST((HPCAB_LD(x[c]) - mean) * inv * HPCAB_LD(gamma[c]) + HPCAB_LD(beta[c]));
}

extern "C" void layernorm(real_t *__restrict__ Y, const real_t *__restrict__ X, const real_t *__restrict__ gamma,
                          const real_t *__restrict__ beta, int64_t R, int64_t C, float eps)
{
  if (R <= 0 || C <= 0) return;
  layernorm_rows<<<(unsigned)((R + THREADS - 1) / THREADS), THREADS>>>(Y, X, gamma, beta, R, C, eps);
}
