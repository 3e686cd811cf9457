/*
 * lib/stats/hodges_lehmann.c — the Hodges–Lehmann shift estimate and its Mann–Whitney confidence
 * interval (hpcab/hodges_lehmann.h).
 *
 * The order statistics of the differences x_i - y_j are found without forming them: with x sorted
 * ascending and z = -y sorted ascending, the differences are the sums x_i + z_j of a matrix sorted
 * along both rows and columns. A selection keeps, per row, the range of columns that may still hold
 * the k-th smallest sum, takes a random pivot among them, counts the sums below and up to the pivot in
 * one pass over the rows (the count per row can only fall as the row's x grows) and narrows every row
 * by the pivot's rank; the pivot leaves the ranges each round, and each round removes a random share
 * of what is left, as quickselect does. Sums are always formed as x[i] + z[j], so every comparison
 * sees the same rounded value (floating-point addition is monotone).
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/hodges_lehmann.h"
#include "hpcab/probability.h"
#include "internal.h"
#include "first_layouts.h"
#include "stats_internal.h"

typedef struct {
  const double *x, *z;
  size_t nx, nz;
  size_t *lo, *hi, *lt, *le; /* per row: candidate columns [lo, hi); columns with sums < / <= pivot */
  uint64_t rng;
} selector;

static uint64_t next_random(uint64_t *s) /* splitmix64: a fixed sequence, so results are repeatable */
{
  uint64_t z = (*s += UINT64_C(0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* Counts, per row, the sums below (lt) and up to (le) p; returns the totals. */
static void count_rank(selector *s, double p, uint64_t *below, uint64_t *upto)
{
  size_t j = s->nz, k = s->nz;
  uint64_t a = 0, b = 0;
  for (size_t i = 0; i < s->nx; i++) {
    while (j > 0 && s->x[i] + s->z[j - 1] >= p) j--;
    while (k > 0 && s->x[i] + s->z[k - 1] > p) k--;
    s->lt[i] = j;
    s->le[i] = k;
    a += j;
    b += k;
  }
  *below = a;
  *upto = b;
}

/* The k-th smallest (0-based) sum x_i + z_j. */
static hpcab_status select_kth(selector *s, uint64_t k, double *out)
{
  for (size_t i = 0; i < s->nx; i++) {
    s->lo[i] = 0;
    s->hi[i] = s->nz;
  }
  for (;;) {
    uint64_t total = 0;
    for (size_t i = 0; i < s->nx; i++) total += s->hi[i] - s->lo[i];
    if (total == 0) return hpcab__seterr(HPCAB_E_INTERNAL, "hodges-lehmann: the selection lost its element");
    uint64_t r = next_random(&s->rng) % total;
    size_t row = 0;
    while (r >= s->hi[row] - s->lo[row]) {
      r -= s->hi[row] - s->lo[row];
      row++;
    }
    double pivot = s->x[row] + s->z[s->lo[row] + r];
    uint64_t below, upto;
    count_rank(s, pivot, &below, &upto);
    if (k < below) {
      for (size_t i = 0; i < s->nx; i++)
        if (s->lt[i] < s->hi[i]) s->hi[i] = s->lt[i];
    } else if (k >= upto) {
      for (size_t i = 0; i < s->nx; i++)
        if (s->le[i] > s->lo[i]) s->lo[i] = s->le[i];
    } else {
      *out = pivot;
      return HPCAB_OK;
    }
  }
}

static hpcab_status check_sample(const char *what, const double *v, size_t n, int positive)
{
  if (!v) return hpcab__seterr(HPCAB_E_INVALID, "hodges-lehmann: %s is NULL", what);
  if (n == 0) return hpcab__seterr(HPCAB_E_INVALID, "hodges-lehmann: %s is empty", what);
  for (size_t i = 0; i < n; i++)
    if (!isfinite(v[i]) || (positive && !(v[i] > 0)))
      return hpcab__seterr(HPCAB_E_INVALID, "hodges-lehmann: %s[%zu] = %g is not finite%s", what, i, v[i],
                           positive ? " and positive" : "");
  return HPCAB_OK;
}

/* sum(t^3 - t) over the groups t of equal values in sorted v[0..n). */
static double tie_term(const double *v, size_t n)
{
  double sum = 0;
  for (size_t i = 0; i < n;) {
    size_t j = i + 1;
    while (j < n && v[j] == v[i]) j++;
    double t = (double)(j - i);
    sum += t * t * t - t;
    i = j;
  }
  return sum;
}

/* The estimate and interval of x - y; x and y are copied. */
static hpcab_status hl(const double *x, size_t nx, const double *y, size_t ny, double confidence, hpcab_hl_result *r)
{
  if (!(confidence > 0 && confidence < 1))
    return hpcab__seterr(HPCAB_E_INVALID, "hodges-lehmann: confidence %g is not in (0, 1)", confidence);
  if ((double)nx * (double)ny > 9007199254740992.0)
    return hpcab__seterr(HPCAB_E_RANGE, "hodges-lehmann: %zu x %zu differences exceed 2^53", nx, ny);
  uint64_t N = (uint64_t)nx * ny;
  double *xs = malloc(nx * sizeof *xs), *zs = malloc(ny * sizeof *zs), *all = malloc((nx + ny) * sizeof *all);
  size_t *idx = malloc(4 * nx * sizeof *idx);
  if (!xs || !zs || !all || !idx) {
    free(xs), free(zs), free(all), free(idx);
    return hpcab__nomem("hodges-lehmann", (3 * nx + 2 * ny) * sizeof(double));
  }
  memcpy(xs, x, nx * sizeof *xs);
  for (size_t j = 0; j < ny; j++) zs[j] = -y[j];
  qsort(xs, nx, sizeof *xs, hpcab__double_cmp);
  qsort(zs, ny, sizeof *zs, hpcab__double_cmp);
  memcpy(all, x, nx * sizeof *all);
  memcpy(all + nx, y, ny * sizeof *all);
  qsort(all, nx + ny, sizeof *all, hpcab__double_cmp);
  double n = (double)(nx + ny), ties = tie_term(all, nx + ny);
  free(all);
  double var = (double)nx * (double)ny / 12.0 * ((n + 1) - (n > 1 ? ties / (n * (n - 1)) : 0));
  double sigma = var > 0 ? sqrt(var) : 0;
  double z = hpcab_norm_quantile(0.5 * (1 + confidence));
  double cf = floor((double)N / 2 - z * sigma);
  uint64_t cmax = (N + 1) / 2, c = cf < 1 ? 1 : cf > (double)cmax ? cmax : (uint64_t)cf;
  selector s = {xs, zs, nx, ny, idx, idx + nx, idx + 2 * nx, idx + 3 * nx, UINT64_C(0x4c484831)};
  double m1, m2, lo, hi;
  hpcab_status st = select_kth(&s, (N - 1) / 2, &m1);
  if (!st) st = N % 2 ? (m2 = m1, HPCAB_OK) : select_kth(&s, N / 2, &m2);
  if (!st) st = select_kth(&s, c - 1, &lo);
  if (!st) st = select_kth(&s, N - c, &hi);
  free(xs);
  free(zs);
  free(idx);
  if (st) return st;
  r->estimate = N % 2 ? m1 : 0.5 * (m1 + m2);
  r->lo = lo;
  r->hi = hi;
  r->confidence = confidence;
  r->pairs = N;
  r->c = c;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_hl_shift(const double *x, size_t nx, const double *y, size_t ny, double confidence,
                                      hpcab_hl_result *out)
{
  hpcab_hl_result r = {.size = sizeof r};
  hpcab_status st = check_sample("x", x, nx, 0);
  if (!st) st = check_sample("y", y, ny, 0);
  if (!st) st = hpcab__struct_check(out, HPCAB__FIRST_HL_RESULT, SIZE_MAX, "hpcab_hl_shift: result");
  if (!st) st = hl(x, nx, y, ny, confidence, &r);
  if (st) return st;
  return hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_HL_RESULT, "hpcab_hl_shift");
}

HPCAB_API hpcab_status hpcab_hl_ratio(const double *ref, size_t nref, const double *cand, size_t ncand,
                                      double confidence, hpcab_hl_result *out)
{
  hpcab_hl_result r = {.size = sizeof r};
  hpcab_status st = check_sample("ref", ref, nref, 1);
  if (!st) st = check_sample("cand", cand, ncand, 1);
  if (!st) st = hpcab__struct_check(out, HPCAB__FIRST_HL_RESULT, SIZE_MAX, "hpcab_hl_ratio: result");
  if (st) return st;
  double *lr = malloc(nref * sizeof *lr), *lc = malloc(ncand * sizeof *lc);
  if (!lr || !lc) {
    free(lr), free(lc);
    return hpcab__nomem("hodges-lehmann", (nref + ncand) * sizeof(double));
  }
  for (size_t i = 0; i < nref; i++) lr[i] = log(ref[i]);
  for (size_t j = 0; j < ncand; j++) lc[j] = log(cand[j]);
  st = hl(lr, nref, lc, ncand, confidence, &r);
  free(lr);
  free(lc);
  if (st) return st;
  r.estimate = exp(r.estimate);
  r.lo = exp(r.lo);
  r.hi = exp(r.hi);
  return hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_HL_RESULT, "hpcab_hl_ratio");
}
