/* triangle_count: sum over u, over v in adj(u) with v > u, of the number of w > v in both adj(u) and adj(v)
 * (sorted merge of the two rows). */
#include "hpcab/kernel.h"

void triangle_count(int64_t *restrict count, const int32_t *restrict G_rowptr, const int32_t *restrict G_col, int64_t N,
                    int64_t K, int64_t NE)
{
  (void)K;
  (void)NE;
  int64_t total = 0;
  for (int64_t u = 0; u < N; u++)
    for (int64_t e = G_rowptr[u]; e < G_rowptr[u + 1]; e++) {
      const int32_t v = G_col[e];
      if (v <= u)
        continue;
      int64_t a = e + 1, b = G_rowptr[v];
      const int64_t ae = G_rowptr[u + 1], be = G_rowptr[v + 1];
      while (b < be && G_col[b] <= v)
        b++;
      while (a < ae && b < be) {
        if (G_col[a] < G_col[b])
          a++;
        else if (G_col[a] > G_col[b])
          b++;
        else {
          total++;
          a++;
          b++;
        }
      }
    }
  count[0] = total;
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

int tc_rowptr(const hpcab_init_ctx *ctx)
{
  return symg_rowptr(ctx, 2 * symg_size(ctx, "K"));
}

int tc_colidx(const hpcab_init_ctx *ctx)
{
  return symg_colidx(ctx, symg_size(ctx, "N"), symg_size(ctx, "K"), 0);
}
