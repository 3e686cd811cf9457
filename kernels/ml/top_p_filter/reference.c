/* top_p_filter: per row, order = indices sorted by P descending, lower index first on ties (a heapsort under that
 * total order); total = sum_v P[v] in index order; thr = top_p * total; cum = running sum of P[order[k]] for
 * k = 0, 1, ... until cum >= thr (at least one, at most V tokens); keep = that count; Q[order[k]] = P[order[k]] / cum
 * for k < keep, every other Q = 0. All sums in acc_t. */
#include "hpcab/kernel.h"

/* token a comes before token b: larger P, or equal P and lower index */
static int first(const real_t *p, int32_t a, int32_t b)
{
  return p[a] > p[b] || (p[a] == p[b] && a < b);
}

static void sift(const real_t *p, int32_t *o, int64_t root, int64_t end)
{
  while (2 * root + 1 <= end) {
    int64_t child = 2 * root + 1;
    if (child + 1 <= end && first(p, o[child], o[child + 1]))
      child++;
    if (!first(p, o[root], o[child]))
      return;
    const int32_t t = o[root];
    o[root] = o[child];
    o[child] = t;
    root = child;
  }
}

void top_p_filter(int32_t *restrict order, int32_t *restrict keep, real_t *restrict Q, const real_t *restrict P,
                  int64_t R, int64_t V, real_t top_p)
{
  for (int64_t r = 0; r < R; r++) {
    const real_t *p = P + r * V;
    int32_t *o = order + r * V;
    real_t *q = Q + r * V;
    for (int64_t v = 0; v < V; v++)
      o[v] = (int32_t)v;
    for (int64_t s = (V - 2) / 2; s >= 0; s--)
      sift(p, o, s, V - 1);
    for (int64_t e = V - 1; e > 0; e--) {
      const int32_t t = o[0];
      o[0] = o[e];
      o[e] = t;
      sift(p, o, 0, e - 1);
    }
    acc_t total = 0;
    for (int64_t v = 0; v < V; v++)
      total += HPCAB_LD(p[v]);
    const acc_t thr = HPCAB_LD(top_p) * total;
    acc_t cum = 0;
    int64_t k = 0;
    while (k < V) {
      cum += HPCAB_LD(p[o[k]]);
      k++;
      if (cum >= thr)
        break;
    }
    keep[r] = (int32_t)k;
    for (int64_t v = 0; v < V; v++)
      q[v] = HPCAB_ST(0);
    for (int64_t j = 0; j < k; j++)
      q[o[j]] = HPCAB_ST(HPCAB_LD(p[o[j]]) / cum);
  }
}
