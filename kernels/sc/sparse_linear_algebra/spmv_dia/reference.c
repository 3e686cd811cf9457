/* spmv_dia: y = 0; for d = 0 .. ND-1 (in order), k = offset[d]: y[i] += data[d][i] x[i + k] for every row i
 * with 0 <= i + k < N. */
#include "hpcab/kernel.h"

void spmv_dia(real_t *restrict y, const real_t *restrict data, const int32_t *restrict offset,
              const real_t *restrict x, int64_t N, int64_t ND)
{
  for (int64_t i = 0; i < N; i++)
    y[i] = 0;
  for (int64_t d = 0; d < ND; d++) {
    const int64_t k = offset[d];
    const int64_t lo = k < 0 ? -k : 0, hi = k > 0 ? N - k : N;
    const real_t *a = data + d * N;
    for (int64_t i = lo; i < hi; i++)
      y[i] += a[i] * x[i + k];
  }
}
