/* A candidate for examples/kernels/mylab/gather_rowsum: two rows at a time, four partial sums per
   row (a different summation order than the reference: within the sqrt(K) tolerance). */
#include "hpcab/kernel.h"

static acc_t row(const real_t *restrict a, const real_t *restrict x, const int32_t *restrict ix, int64_t K)
{
  acc_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  int64_t k = 0;
  for (; k + 4 <= K; k += 4) {
    s0 += HPCAB_LD(a[k]) * HPCAB_LD(x[ix[k]]);
    s1 += HPCAB_LD(a[k + 1]) * HPCAB_LD(x[ix[k + 1]]);
    s2 += HPCAB_LD(a[k + 2]) * HPCAB_LD(x[ix[k + 2]]);
    s3 += HPCAB_LD(a[k + 3]) * HPCAB_LD(x[ix[k + 3]]);
  }
  for (; k < K; k++) s0 += HPCAB_LD(a[k]) * HPCAB_LD(x[ix[k]]);
  return (s0 + s1) + (s2 + s3);
}

void gather_rowsum(real_t *restrict y, const real_t *restrict A, const real_t *restrict x,
                   const int32_t *restrict idx, int64_t N, int64_t K, int64_t M, real_t alpha, real_t beta)
{
  (void)M;
  const acc_t al = HPCAB_LD(alpha), be = HPCAB_LD(beta);
  int64_t i = 0;
  for (; i + 2 <= N; i += 2) {
    y[i] = HPCAB_ST(al * row(A + i * K, x, idx + i * K, K) + be);
    y[i + 1] = HPCAB_ST(al * row(A + (i + 1) * K, x, idx + (i + 1) * K, K) + be);
  }
  if (i < N) y[i] = HPCAB_ST(al * row(A + i * K, x, idx + i * K, K) + be);
}
