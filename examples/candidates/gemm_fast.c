/* gemm candidate (correct, faster): C = alpha A B + beta C.
 * - rows of C in chunks of 64 over the OpenMP threads (static);
 * - k in panels of 256: the B strip a micro-tile reads (256 rows x 2 vectors) stays in L1 while the
 *   tile walks down the chunk's rows, and the chunk's 64 x 256 slice of A stays in L2;
 * - 4 x (2 vectors) micro-tiles of C held in 8 vector accumulators across the k panel, written with GCC
 *   vector extensions (no intrinsics); on x86-64 a copy built for AVX2 is chosen at run time when the
 *   CPU has it, otherwise the same code runs on the baseline vector width.
 * Build with -fopenmp to use more than one core. */
#include "hpcab/kernel.h"
#include <string.h>

#define RB 64  /* rows per thread chunk */
#define KB 256 /* k panel */

typedef real_t vreal __attribute__((vector_size(32)));
#define VW ((int64_t)(sizeof(vreal) / sizeof(real_t))) /* elements per vector */

static inline int64_t min64(int64_t x, int64_t y) { return x < y ? x : y; }

/* Defines NAME: C[i0..i0+4) x [j0..j0+2VW) += alpha * A[i0.., k0..k1) * B[k0..k1, j0..). */
#define DEFINE_TILE(NAME, ATTR)                                                                            \
  ATTR static void NAME(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t NJ, \
                        int64_t NK, int64_t i0, int64_t j0, int64_t k0, int64_t k1, real_t alpha)           \
  {                                                                                                        \
    vreal c00 = {0}, c01 = {0}, c10 = {0}, c11 = {0}, c20 = {0}, c21 = {0}, c30 = {0}, c31 = {0};          \
    const real_t *a0 = A + i0 * NK, *a1 = a0 + NK, *a2 = a1 + NK, *a3 = a2 + NK;                          \
    for (int64_t k = k0; k < k1; k++) {                                                                    \
      vreal b0, b1;                                                                                        \
      memcpy(&b0, B + k * NJ + j0, sizeof b0);                                                             \
      memcpy(&b1, B + k * NJ + j0 + VW, sizeof b1);                                                        \
      vreal x0 = (vreal){0} + a0[k], x1 = (vreal){0} + a1[k];                                              \
      vreal x2 = (vreal){0} + a2[k], x3 = (vreal){0} + a3[k];                                              \
      c00 += x0 * b0, c01 += x0 * b1, c10 += x1 * b0, c11 += x1 * b1;                                      \
      c20 += x2 * b0, c21 += x2 * b1, c30 += x3 * b0, c31 += x3 * b1;                                      \
    }                                                                                                      \
    vreal acc[8] = {c00, c01, c10, c11, c20, c21, c30, c31};                                               \
    for (int64_t r = 0; r < 4; r++)                                                                        \
      for (int64_t h = 0; h < 2; h++)                                                                      \
        for (int64_t e = 0; e < VW; e++)                                                                   \
          C[(i0 + r) * NJ + j0 + h * VW + e] += alpha * acc[2 * r + h][e];                                 \
  }

DEFINE_TILE(tile_base, )
#if defined(__x86_64__) && defined(__GNUC__)
DEFINE_TILE(tile_avx2, __attribute__((target("avx2"))))
#endif

void gemm(real_t *restrict C, const real_t *restrict A, const real_t *restrict B, int64_t NI, int64_t NJ,
          int64_t NK, real_t alpha, real_t beta)
{
  int avx2 = 0;
#if defined(__x86_64__) && defined(__GNUC__)
  avx2 = __builtin_cpu_supports("avx2");
#endif
  const int64_t JT = 2 * VW; /* columns per micro-tile */
#pragma omp parallel for schedule(static)
  for (int64_t r0 = 0; r0 < NI; r0 += RB) {
    int64_t r1 = min64(r0 + RB, NI);
    int64_t i4 = r1 - (r1 - r0) % 4, jt = NJ - NJ % JT;
    for (int64_t i = r0; i < r1; i++)
      for (int64_t j = 0; j < NJ; j++)
        C[i * NJ + j] *= beta;
    for (int64_t k0 = 0; k0 < NK; k0 += KB) {
      int64_t k1 = min64(k0 + KB, NK);
      for (int64_t j0 = 0; j0 < jt; j0 += JT)
        for (int64_t i0 = r0; i0 < i4; i0 += 4) {
#if defined(__x86_64__) && defined(__GNUC__)
          if (avx2) {
            tile_avx2(C, A, B, NJ, NK, i0, j0, k0, k1, alpha);
            continue;
          }
#endif
          tile_base(C, A, B, NJ, NK, i0, j0, k0, k1, alpha);
        }
      /* edges: the last NJ % JT columns of the tiled rows, every column of the last rows */
      for (int64_t i = r0; i < r1; i++)
        for (int64_t k = k0; k < k1; k++) {
          real_t av = alpha * A[i * NK + k];
          for (int64_t j = i < i4 ? jt : 0; j < NJ; j++)
            C[i * NJ + j] += av * B[k * NJ + j];
        }
    }
  }
}
