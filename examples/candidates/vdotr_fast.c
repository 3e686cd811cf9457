/* vdotr candidate (correct, faster): the dot product as an OpenMP SIMD reduction over the threads.
 * The summation order differs from the reference's; the result stays within the sqrt(l) band. */
#include "hpcab/kernel.h"

void vdotr(const real_t *restrict a, const real_t *restrict b, real_t *restrict dot, int64_t LEN_1D)
{
  real_t s = 0;
#pragma omp parallel for simd schedule(static) reduction(+ : s) if (LEN_1D > 32768)
  for (int64_t i = 0; i < LEN_1D; i++)
    s += a[i] * b[i];
  dot[0] = s;
}
