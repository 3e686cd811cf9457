/* gemm candidate (correct, faster): C = alpha A B + beta C with the rows of C split over the OpenMP
 * threads, the k dimension blocked so a panel of B stays in cache, and four rows of C updated per pass
 * over a row of B (each B element loaded once for four multiply-adds). Build with -fopenmp. */
#include "hpcab/kernel.h"

#define KB 128 /* rows of B per panel */
#define JB 512 /* columns of C per panel */

void gemm(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t NI, int64_t NJ,
          int64_t NK, real_t alpha, real_t beta)
{
#pragma omp parallel for schedule(static)
  for (int64_t i0 = 0; i0 < NI; i0 += 4) {
    int64_t ni = NI - i0 < 4 ? NI - i0 : 4;
    for (int64_t r = 0; r < ni; r++)
      for (int64_t j = 0; j < NJ; j++)
        C[(i0 + r) * NJ + j] *= beta;
    for (int64_t j0 = 0; j0 < NJ; j0 += JB) {
      int64_t nj = NJ - j0 < JB ? NJ - j0 : JB;
      for (int64_t k0 = 0; k0 < NK; k0 += KB) {
        int64_t nk = NK - k0 < KB ? NK - k0 : KB;
        if (ni == 4) {
          real_t *c0 = C + i0 * NJ + j0, *c1 = c0 + NJ, *c2 = c1 + NJ, *c3 = c2 + NJ;
          for (int64_t k = k0; k < k0 + nk; k++) {
            const real_t *bk = B + k * NJ + j0;
            real_t a0 = alpha * A[i0 * NK + k], a1 = alpha * A[(i0 + 1) * NK + k];
            real_t a2 = alpha * A[(i0 + 2) * NK + k], a3 = alpha * A[(i0 + 3) * NK + k];
#pragma omp simd
            for (int64_t j = 0; j < nj; j++) {
              real_t bv = bk[j];
              c0[j] += a0 * bv;
              c1[j] += a1 * bv;
              c2[j] += a2 * bv;
              c3[j] += a3 * bv;
            }
          }
        } else {
          for (int64_t r = 0; r < ni; r++)
            for (int64_t k = k0; k < k0 + nk; k++) {
              real_t av = alpha * A[(i0 + r) * NK + k];
              for (int64_t j = 0; j < nj; j++)
                C[(i0 + r) * NJ + j0 + j] += av * B[k * NJ + j0 + j];
            }
        }
      }
    }
  }
}
