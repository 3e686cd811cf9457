/* gemm baseline: the library-optimized OpenBLAS call (cblas_dgemm / cblas_sgemm), row-major. */
#include "hpcab/kernel.h"
#include <cblas.h>

void gemm(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t NI, int64_t NJ,
          int64_t NK, real_t alpha, real_t beta)
{
#if defined(HPCAB_PREC_F32)
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (blasint)NI, (blasint)NJ, (blasint)NK, alpha, A,
              (blasint)NK, B, (blasint)NJ, beta, C, (blasint)NJ);
#else
  cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (blasint)NI, (blasint)NJ, (blasint)NK, alpha, A,
              (blasint)NK, B, (blasint)NJ, beta, C, (blasint)NJ);
#endif
}
