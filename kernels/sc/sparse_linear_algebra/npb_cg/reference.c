/* npb_cg (NPB conj_grad): q = 0, z = 0, r = x, p = r, rho = r.r; 25 times:
 *   q = A p; d = p.q; alpha = rho / d; rho0 = rho; z += alpha p; r -= alpha q; rho = r.r;
 *   beta = rho / rho0; p = r + beta p.
 * Then r = A z and rnorm = sqrt(sum (x - r)^2). Dot products and row sums in index order. */
#include "hpcab/kernel.h"
#include <math.h>

static void spmv(real_t *restrict y, const int32_t *restrict rp, const int32_t *restrict col,
                 const real_t *restrict val, const real_t *restrict v, int64_t n)
{
  for (int64_t i = 0; i < n; i++) {
    real_t s = 0;
    for (int64_t e = rp[i]; e < rp[i + 1]; e++)
      s += val[e] * v[col[e]];
    y[i] = s;
  }
}

void npb_cg(const int32_t *restrict A_rowptr, const int32_t *restrict A_col, const real_t *restrict A_val,
            const real_t *restrict x, real_t *restrict z, real_t *restrict p, real_t *restrict q, real_t *restrict r,
            real_t *restrict rnorm, int64_t N, int64_t K, int64_t NNZ)
{
  (void)K;
  (void)NNZ;
  real_t rho = 0;
  for (int64_t j = 0; j < N; j++) {
    q[j] = 0;
    z[j] = 0;
    r[j] = x[j];
    p[j] = r[j];
    rho += r[j] * r[j];
  }
  for (int cgit = 1; cgit <= 25; cgit++) {
    spmv(q, A_rowptr, A_col, A_val, p, N);
    real_t d = 0;
    for (int64_t j = 0; j < N; j++)
      d += p[j] * q[j];
    real_t alpha = rho / d, rho0 = rho;
    rho = 0;
    for (int64_t j = 0; j < N; j++) {
      z[j] += alpha * p[j];
      r[j] -= alpha * q[j];
      rho += r[j] * r[j];
    }
    real_t beta = rho / rho0;
    for (int64_t j = 0; j < N; j++)
      p[j] = r[j] + beta * p[j];
  }
  spmv(r, A_rowptr, A_col, A_val, z, N);
  real_t s = 0;
  for (int64_t j = 0; j < N; j++)
    s += (x[j] - r[j]) * (x[j] - r[j]);
  rnorm[0] = (real_t)sqrt((double)s);
}

/* ---- custom initializers: a random symmetric sparsity pattern --------------------------------------
 * The graph is a relabelled circulant: K distinct offsets o_k in [1, (N-1)/2] and a random permutation
 * perm of the vertices; the vertex v = perm[t] is adjacent to perm[(t + o_k) mod N] and
 * perm[(t - o_k) mod N] for every k. So every row has exactly 2K distinct off-diagonal columns, the
 * pattern is symmetric, and it looks random (scattered columns). Offsets come in triples (a, b, a + b)
 * as far as K allows, so every vertex lies on triangles. Row pointers are regular (SYMG_DIAG adds the
 * diagonal to every row); columns are sorted within each row. */
#include "hpcab/rng.h"
#include <stdlib.h>

static inline int64_t symg_size(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], name))
      return ctx->size_values[i];
  return -1;
}

static inline void *symg_array(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->n_arrays; i++)
    if (!strcmp(ctx->array_names[i], name))
      return ctx->arrays[i];
  return NULL;
}

static inline uint64_t symg_below(const hpcab_init_ctx *ctx, uint64_t n)
{
  return ctx->next_u64(ctx->rng) % n;
}

static inline int symg_rowptr(const hpcab_init_ctx *ctx, int64_t per_row)
{
  int32_t *rp = ctx->arrays[ctx->target];
  int64_t n = (int64_t)ctx->array_counts[ctx->target] - 1;
  if (n < 1 || n * per_row > INT32_MAX)
    return 1;
  for (int64_t i = 0; i <= n; i++)
    rp[i] = (int32_t)(i * per_row);
  return 0;
}

static inline int symg_cmp(const void *a, const void *b)
{
  int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
  return (x > y) - (x < y);
}

static inline int symg_colidx(const hpcab_init_ctx *ctx, int64_t n, int64_t K, int diag)
{
  int32_t *col = ctx->arrays[ctx->target];
  const int64_t per_row = 2 * K + diag, half = (n - 1) / 2;
  if (K < 1 || K > 64 || half < 4 * K || (int64_t)ctx->array_counts[ctx->target] != n * per_row)
    return 1;
  int64_t off[64];
  for (int64_t k = 0; k < K;) {
    int64_t o;
    if (k % 3 == 2) { /* the third of a triple: the sum of the two before it */
      o = off[k - 1] + off[k - 2];
    } else {
      o = 1 + (int64_t)symg_below(ctx, (uint64_t)(half / 2));
    }
    int dup = o > half;
    for (int64_t j = 0; j < k; j++)
      dup |= off[j] == o;
    if (dup) { /* redraw the whole triple */
      k -= k % 3;
      continue;
    }
    off[k++] = o;
  }
  int32_t *perm = malloc(sizeof *perm * (size_t)n), *inv = malloc(sizeof *inv * (size_t)n);
  if (!perm || !inv) {
    free(perm);
    free(inv);
    return 1;
  }
  for (int64_t i = 0; i < n; i++)
    perm[i] = (int32_t)i;
  for (int64_t i = n - 1; i > 0; i--) {
    int64_t j = (int64_t)symg_below(ctx, (uint64_t)(i + 1));
    int32_t t = perm[i];
    perm[i] = perm[j];
    perm[j] = t;
  }
  for (int64_t i = 0; i < n; i++)
    inv[perm[i]] = (int32_t)i;
  for (int64_t v = 0; v < n; v++) {
    int32_t *row = col + v * per_row;
    int64_t t = inv[v], m = 0;
    if (diag)
      row[m++] = (int32_t)v;
    for (int64_t k = 0; k < K; k++) {
      row[m++] = perm[(t + off[k]) % n];
      row[m++] = perm[(t - off[k] + n) % n];
    }
    qsort(row, (size_t)m, sizeof *row, symg_cmp);
  }
  free(perm);
  free(inv);
  return 0;
}

int npb_cg_rowptr(const hpcab_init_ctx *ctx)
{
  return symg_rowptr(ctx, 2 * symg_size(ctx, "K") + 1);
}

int npb_cg_colidx(const hpcab_init_ctx *ctx)
{
  return symg_colidx(ctx, symg_size(ctx, "N"), symg_size(ctx, "K"), 1);
}

static uint64_t mix64(uint64_t z)
{
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static double hash01(uint64_t key, uint64_t a, uint64_t b)
{
  return (double)(mix64(key ^ mix64(a * 0x9e3779b97f4a7c15ull + b)) >> 11) * 0x1p-53;
}

/* off-diagonal (i, j): -u with u = 10^(-2 + 3 h), h uniform in [0, 1) hashed from (key, min(i, j), max(i, j));
   diagonal: the sum of the row's u plus 10^(-3 + 3 h_i) (h_i hashed from (key, i)). A shifted weighted graph
   Laplacian: symmetric positive definite, its spectrum spread over about four decades. Reads A_rowptr and
   A_col (filled before). */
int npb_cg_values(const hpcab_init_ctx *ctx)
{
  real_t *val = ctx->arrays[ctx->target];
  const int32_t *rp = symg_array(ctx, "A_rowptr"), *col = symg_array(ctx, "A_col");
  const int64_t n = symg_size(ctx, "N");
  if (!rp || !col || n < 1)
    return 1;
  const uint64_t key = ctx->next_u64(ctx->rng);
  for (int64_t i = 0; i < n; i++) {
    double sum = 0;
    int64_t d = -1;
    for (int64_t e = rp[i]; e < rp[i + 1]; e++) {
      int64_t j = col[e];
      if (j == i) {
        d = e;
        continue;
      }
      uint64_t lo = (uint64_t)(i < j ? i : j), hi = (uint64_t)(i < j ? j : i);
      real_t u = (real_t)pow(10.0, -2.0 + 3.0 * hash01(key, lo, hi));
      val[e] = -u;
      sum += (double)u;
    }
    if (d < 0)
      return 1;
    val[d] = (real_t)(sum + pow(10.0, -3.0 + 3.0 * hash01(~key, (uint64_t)i, 0)));
  }
  return 0;
}
