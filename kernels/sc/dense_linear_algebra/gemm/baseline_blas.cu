/* gemm's library baseline on the device: cuBLAS (nvcc) or hipBLAS (hipcc), loaded with dlopen when the
 * object loads — no link-time dependency, so the object builds where only the compiler is installed —
 * and its handle made then, before the judge's sandbox closes. A machine without the library ends the
 * baseline's worker while loading (SIGABRT), which the judge reports; `--baseline reference` times the
 * device reference instead.
 *
 * Row-major C = alpha A B + beta C is column-major C^T = alpha B^T A^T + beta C^T: one call with
 * m = NJ, n = NI, k = NK, the operands swapped, leading dimensions NJ, NK, NJ. f64 and f32 only. The
 * prototypes below are the libraries' published C interfaces, declared here. */
#include <dlfcn.h>
#include <stdlib.h>

#include "hpcab/kernel.h"

#if defined(__HIPCC__)
static const char *const BLAS_LIBS[] = {"libhipblas.so.2", "libhipblas.so.1", "libhipblas.so.0", "libhipblas.so", 0};
#define BLAS_CREATE "hipblasCreate"
#define BLAS_DGEMM "hipblasDgemm"
#define BLAS_SGEMM "hipblasSgemm"
#define BLAS_OP_N 111 /* HIPBLAS_OP_N */
#else
static const char *const BLAS_LIBS[] = {"libcublas.so.13", "libcublas.so.12", "libcublas.so.11", "libcublas.so", 0};
#define BLAS_CREATE "cublasCreate_v2"
#define BLAS_DGEMM "cublasDgemm_v2"
#define BLAS_SGEMM "cublasSgemm_v2"
#define BLAS_OP_N 0 /* CUBLAS_OP_N */
#endif

typedef int (*create_fn)(void **handle);
typedef int (*gemm_fn)(void *handle, int transa, int transb, int m, int n, int k, const real_t *alpha, const real_t *A,
                       int lda, const real_t *B, int ldb, const real_t *beta, real_t *C, int ldc);

static void *blas_handle;
static gemm_fn blas_gemm;

__attribute__((constructor)) static void blas_load(void)
{
  void *lib = 0;
  for (int i = 0; BLAS_LIBS[i] && !lib; i++) lib = dlopen(BLAS_LIBS[i], RTLD_NOW | RTLD_LOCAL);
  create_fn create = lib ? (create_fn)dlsym(lib, BLAS_CREATE) : 0;
#if defined(HPCAB_PREC_F32)
  blas_gemm = lib ? (gemm_fn)dlsym(lib, BLAS_SGEMM) : 0;
#else
  blas_gemm = lib ? (gemm_fn)dlsym(lib, BLAS_DGEMM) : 0;
#endif
  if (!create || !blas_gemm || create(&blas_handle) != 0) abort(); /* no BLAS: the judge reports the load failure */
}

extern "C" void gemm(real_t *__restrict__ C, const real_t *__restrict__ A, const real_t *__restrict__ B, int64_t NI,
                     int64_t NJ, int64_t NK, real_t alpha, real_t beta)
{
  if (NI <= 0 || NJ <= 0) return;
  blas_gemm(blas_handle, BLAS_OP_N, BLAS_OP_N, (int)NJ, (int)NI, (int)NK, &alpha, B, (int)NJ, A, (int)NK, &beta, C,
            (int)NJ);
}
