/* softmax on the device: Y[r][c] = exp(X[r][c] - m_r) / sum_c' exp(X[r][c'] - m_r), one thread per row,
 * in reference.c's order (the maximum, the sum, the quotients), arithmetic in acc_t. The device
 * reference; nvcc and hipcc (as HIP) compile it. */
#include "hpcab/kernel.h"

#define THREADS 128

__global__ void softmax_rows(real_t *__restrict__ Y, const real_t *__restrict__ X, int64_t R, int64_t C)
{
  int64_t r = (int64_t)blockIdx.x * THREADS + threadIdx.x;
  if (r >= R) return;
  const real_t *x = X + r * C;
  real_t *y = Y + r * C;
  acc_t m = HPCAB_LD(x[0]);
  for (int64_t c = 1; c < C; c++)
    if (HPCAB_LD(x[c]) > m) m = HPCAB_LD(x[c]);
  acc_t s = 0;
  for (int64_t c = 0; c < C; c++) s += HPCAB_EXP(HPCAB_LD(x[c]) - m);
  for (int64_t c = 0; c < C; c++) y[c] = HPCAB_ST(HPCAB_EXP(HPCAB_LD(x[c]) - m) / s);
}

extern "C" void softmax(real_t *__restrict__ Y, const real_t *__restrict__ X, int64_t R, int64_t C)
{
  if (R <= 0 || C <= 0) return;
  softmax_rows<<<(unsigned)((R + THREADS - 1) / THREADS), THREADS>>>(Y, X, R, C);
}
