/* pcg_jacobi_diffusion: face coefficient between cells P and Q: (c[P] + c[Q]) / 2; a boundary face: c[P].
 * A u at (i, j) = sum over faces W, E, S, N (that order: j-1, j+1, i-1, i+1) of k_f (u_ij - u_nb), u_nb = 0
 * outside; dg = sum of the four k_f in the same order. x = 0, r = b, z = r / dg, p = z, rz[0] = r . z;
 * K times: q = A p; pq = p . q; alpha = rz / pq; x += alpha p; r -= alpha q; z = r / dg; rzn = r . z;
 * beta = rzn / rz; p = z + beta p; rz = rzn, stored in rz[it + 1]. Dot products in row-major order. */
#include "hpcab/kernel.h"

static inline real_t face(const real_t *c, int64_t N, int64_t i, int64_t j, int64_t ii, int64_t jj)
{
  if (ii < 0 || ii >= N || jj < 0 || jj >= N)
    return c[i * N + j];
  return (c[i * N + j] + c[ii * N + jj]) / 2;
}

static real_t diagv(const real_t *c, int64_t N, int64_t i, int64_t j)
{
  real_t d = face(c, N, i, j, i, j - 1);
  d += face(c, N, i, j, i, j + 1);
  d += face(c, N, i, j, i - 1, j);
  d += face(c, N, i, j, i + 1, j);
  return d;
}

static real_t nb(const real_t *u, int64_t N, int64_t i, int64_t j)
{
  return (i < 0 || i >= N || j < 0 || j >= N) ? 0 : u[i * N + j];
}

void pcg_jacobi_diffusion(real_t *restrict x, real_t *restrict r, real_t *restrict z, real_t *restrict p,
                          real_t *restrict q, real_t *restrict rz, const real_t *restrict c,
                          const real_t *restrict b, int64_t N, int64_t K)
{
  real_t rzo = 0;
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++) {
      int64_t o = i * N + j;
      x[o] = 0;
      r[o] = b[o];
      z[o] = r[o] / diagv(c, N, i, j);
      p[o] = z[o];
      rzo += r[o] * z[o];
    }
  rz[0] = rzo;
  for (int64_t it = 0; it < K; it++) {
    real_t pq = 0;
    for (int64_t i = 0; i < N; i++)
      for (int64_t j = 0; j < N; j++) {
        real_t u = p[i * N + j];
        real_t s = face(c, N, i, j, i, j - 1) * (u - nb(p, N, i, j - 1));
        s += face(c, N, i, j, i, j + 1) * (u - nb(p, N, i, j + 1));
        s += face(c, N, i, j, i - 1, j) * (u - nb(p, N, i - 1, j));
        s += face(c, N, i, j, i + 1, j) * (u - nb(p, N, i + 1, j));
        q[i * N + j] = s;
        pq += u * s;
      }
    real_t alpha = rzo / pq;
    real_t rzn = 0;
    for (int64_t i = 0; i < N; i++)
      for (int64_t j = 0; j < N; j++) {
        int64_t o = i * N + j;
        x[o] += alpha * p[o];
        r[o] -= alpha * q[o];
        z[o] = r[o] / diagv(c, N, i, j);
        rzn += r[o] * z[o];
      }
    real_t beta = rzn / rzo;
    for (int64_t o = 0; o < N * N; o++)
      p[o] = z[o] + beta * p[o];
    rzo = rzn;
    rz[it + 1] = rzn;
  }
}
