/* spmv_csr on the device: y[i] = sum over row i's entries of A_val[k] * x[A_col[k]], one thread per row,
 * the entries in reference.c's order. The device reference; nvcc and hipcc (as HIP) compile it. */
#include "hpcab/kernel.h"

#define THREADS 256

__global__ void spmv_csr_rows(real_t *__restrict__ y, const int32_t *__restrict__ A_rowptr,
                              const int32_t *__restrict__ A_col, const real_t *__restrict__ A_val,
                              const real_t *__restrict__ x, int64_t N)
{
  int64_t i = (int64_t)blockIdx.x * THREADS + threadIdx.x;
  if (i >= N) return;
  real_t s = 0;
  for (int64_t k = A_rowptr[i]; k < A_rowptr[i + 1]; k++) s += A_val[k] * x[A_col[k]];
  y[i] = s;
}

extern "C" void spmv_csr(real_t *__restrict__ y, const int32_t *__restrict__ A_rowptr, const int32_t *__restrict__ A_col,
                         const real_t *__restrict__ A_val, const real_t *__restrict__ x, int64_t N, int64_t NNZ)
{
  (void)NNZ;
  if (N <= 0) return;
  spmv_csr_rows<<<(unsigned)((N + THREADS - 1) / THREADS), THREADS>>>(y, A_rowptr, A_col, A_val, x, N);
}
