/* cg_step: one CG iteration for A = the 5-point Laplacian (4 on the diagonal, -1 to each neighbour
 * inside the N x N grid). Two passes over the grid; q = A p is recomputed rather than stored. */
#include "hpcab/kernel.h"

static real_t apply(const real_t *restrict p, int64_t N, int64_t i, int64_t j)
{
  real_t v = 4 * p[i * N + j];
  if (i > 0) v -= p[(i - 1) * N + j];
  if (i < N - 1) v -= p[(i + 1) * N + j];
  if (j > 0) v -= p[i * N + j - 1];
  if (j < N - 1) v -= p[i * N + j + 1];
  return v;
}

void cg_step(real_t *restrict x, real_t *restrict r, real_t *restrict p, real_t *restrict rr, int64_t N)
{
  real_t rr_old = 0, pq = 0;
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++) {
      rr_old += r[i * N + j] * r[i * N + j];
      pq += p[i * N + j] * apply(p, N, i, j);
    }
  real_t alpha = rr_old / pq;
  real_t rr_new = 0;
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++) {
      x[i * N + j] += alpha * p[i * N + j];
      r[i * N + j] -= alpha * apply(p, N, i, j);
      rr_new += r[i * N + j] * r[i * N + j];
    }
  real_t beta = rr_new / rr_old;
  for (int64_t k = 0; k < N * N; k++)
    p[k] = r[k] + beta * p[k];
  rr[0] = rr_new;
}
