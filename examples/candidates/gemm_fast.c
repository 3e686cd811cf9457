/* gemm candidate (correct, faster): C = alpha A B + beta C.
 * - rows of C in chunks of 64 over the OpenMP threads (static);
 * - k in panels of 256: the 256 x 4 slice of B a micro-tile needs stays in L1 while the tile walks down
 *   the 64 rows of its chunk, and the chunk's 64 x 256 slice of A stays in L2;
 * - 4 x 4 micro-tiles of C kept in 16 local accumulators (registers) across the k panel, so each
 *   loaded A or B value feeds four multiply-adds.
 * Build with -fopenmp to use more than one core. */
#include "hpcab/kernel.h"

#define RB 64  /* rows per thread chunk */
#define KB 256 /* k panel */

static inline int64_t min64(int64_t x, int64_t y) { return x < y ? x : y; }

/* C[i0..i0+4) x [j0..j0+4) += alpha * A[i0.., k0..k1) * B[k0..k1, j0..) */
static inline void tile4x4(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t NJ,
                           int64_t NK, int64_t i0, int64_t j0, int64_t k0, int64_t k1, real_t alpha)
{
  real_t acc[4][4] = {{0}};
  const real_t *a0 = A + i0 * NK, *a1 = a0 + NK, *a2 = a1 + NK, *a3 = a2 + NK;
  for (int64_t k = k0; k < k1; k++) {
    const real_t *bk = B + k * NJ + j0;
    real_t av[4] = {a0[k], a1[k], a2[k], a3[k]};
    for (int r = 0; r < 4; r++)
      for (int c = 0; c < 4; c++)
        acc[r][c] += av[r] * bk[c];
  }
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      C[(i0 + r) * NJ + j0 + c] += alpha * acc[r][c];
}

void gemm(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t NI, int64_t NJ,
          int64_t NK, real_t alpha, real_t beta)
{
#pragma omp parallel for schedule(static)
  for (int64_t r0 = 0; r0 < NI; r0 += RB) {
    int64_t r1 = min64(r0 + RB, NI);
    for (int64_t i = r0; i < r1; i++)
      for (int64_t j = 0; j < NJ; j++)
        C[i * NJ + j] *= beta;
    for (int64_t k0 = 0; k0 < NK; k0 += KB) {
      int64_t k1 = min64(k0 + KB, NK);
      int64_t j4 = NJ - NJ % 4, i4 = r0 + (r1 - r0) - (r1 - r0) % 4;
      for (int64_t j0 = 0; j0 < j4; j0 += 4)
        for (int64_t i0 = r0; i0 < i4; i0 += 4)
          tile4x4(C, A, B, NJ, NK, i0, j0, k0, k1, alpha);
      /* edges: the last NJ % 4 columns of every row, the last rows of the chunk */
      for (int64_t i = r0; i < r1; i++)
        for (int64_t k = k0; k < k1; k++) {
          real_t av = alpha * A[i * NK + k];
          int64_t jlo = i < i4 ? j4 : 0;
          for (int64_t j = jlo; j < NJ; j++)
            C[i * NJ + j] += av * B[k * NJ + j];
        }
    }
  }
}
