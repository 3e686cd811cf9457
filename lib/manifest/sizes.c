/* lib/manifest/sizes.c — sizes values, size and param draws, footprints and cost of a manifest (hpcab/manifest.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/manifest.h"
#include "hpcab/sizes.h"
#include "internal.h"
#include "first_layouts.h"
#include "manifest_internal.h"

HPCAB_API hpcab_status hpcab_sizes_new(const hpcab_manifest *m, hpcab_sizes **out)
{
  if (!m || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_sizes_new: NULL argument");
  *out = NULL;
  hpcab_sizes *s = calloc(1, sizeof *s);
  int64_t *v = calloc(m->nsizes ? m->nsizes : 1, sizeof *v);
  if (!s || !v) {
    free(s);
    free(v);
    return hpcab__nomem("a sizes value", (m->nsizes + 1) * sizeof *v);
  }
  s->m = m;
  s->n = m->nsizes;
  s->v = v;
  *out = s;
  return HPCAB_OK;
}

HPCAB_API void hpcab_sizes_free(hpcab_sizes *s)
{
  if (!s) return;
  free(s->v);
  free(s);
}

HPCAB_API size_t hpcab_sizes_count(const hpcab_sizes *s)
{
  return s ? s->n : 0;
}

HPCAB_API int64_t hpcab_sizes_get(const hpcab_sizes *s, size_t i)
{
  return s && i < s->n ? s->v[i] : 0;
}

HPCAB_API hpcab_status hpcab_sizes_set(hpcab_sizes *s, size_t i, int64_t v)
{
  if (!s || i >= s->n) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_sizes_set: size index %zu out of range", i);
  s->v[i] = v;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_sizes_lookup(const hpcab_sizes *s, const char *name, int64_t *v)
{
  if (!s || !name || !v) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_sizes_lookup: NULL argument");
  int i = hpcab__manifest_resolve_size((void *)s->m, name, strlen(name));
  if (i < 0) return hpcab__seterr(HPCAB_E_NOTFOUND, "%s: no size named '%s'", s->m->id, name);
  *v = s->v[i];
  return HPCAB_OK;
}

hpcab_status hpcab__sizes_derive_values(const hpcab_manifest *m, int64_t *v)
{
  for (size_t k = 0; k < m->nsizes; k++) {
    size_t i = m->order ? m->order[k] : k;
    const hpcab__msize *s = &m->sizes[i];
    if (s->kind != HPCAB_SIZE_EXPR || !s->expr) continue;
    hpcab_status st = hpcab__expr_eval(s->expr, v, &v[i]);
    if (st != HPCAB_OK) {
      hpcab__error_prefix("size '%s'", s->name);
      return st;
    }
  }
  return HPCAB_OK;
}

static bool same_manifest(const hpcab_manifest *m, const hpcab_sizes *s, const char *fn)
{
  if (!m || !s || s->m != m) {
    hpcab__seterr(HPCAB_E_INVALID, "%s: %s", fn, !m || !s ? "NULL argument" : "the sizes belong to another manifest");
    return false;
  }
  return true;
}

HPCAB_API hpcab_status hpcab_sizes_derive(const hpcab_manifest *m, hpcab_sizes *s)
{
  if (!same_manifest(m, s, "hpcab_sizes_derive")) return HPCAB_E_INVALID;
  return hpcab__sizes_derive_values(m, s->v);
}

HPCAB_API hpcab_status hpcab_manifest_array_extent(const hpcab_manifest *m, size_t i, const hpcab_sizes *sizes,
                                                   size_t dim, int64_t *value)
{
  if (!same_manifest(m, sizes, "hpcab_manifest_array_extent")) return HPCAB_E_INVALID;
  if (i >= m->narrays || dim >= m->arrays[i].ndim || !value)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_array_extent: no dimension %zu of array %zu", dim, i);
  hpcab_status st = hpcab__expr_eval(m->arrays[i].shape[dim], sizes->v, value);
  if (st != HPCAB_OK) {
    hpcab__error_prefix("%s: shape of array '%s'", m->id, m->arrays[i].name);
    return st;
  }
  if (*value < 0)
    return hpcab__seterr(HPCAB_E_RANGE, "%s: dimension %zu of array '%s' is negative (%lld)", m->id, dim,
                         m->arrays[i].name, (long long)*value);
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_manifest_array_elements(const hpcab_manifest *m, size_t i, const hpcab_sizes *sizes,
                                                     int64_t *count)
{
  if (!same_manifest(m, sizes, "hpcab_manifest_array_elements")) return HPCAB_E_INVALID;
  if (i >= m->narrays || !count)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_array_elements: no array %zu", i);
  int64_t n = 1;
  for (size_t d = 0; d < m->arrays[i].ndim; d++) {
    int64_t e;
    hpcab_status st = hpcab_manifest_array_extent(m, i, sizes, d, &e);
    if (st != HPCAB_OK) return st;
    if (!hpcab__i64_mul(n, e, &n))
      return hpcab__seterr(HPCAB_E_RANGE, "%s: the element count of array '%s' overflows", m->id, m->arrays[i].name);
  }
  *count = n;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_manifest_accumulate(const hpcab_manifest *m, size_t i, const hpcab_sizes *sizes,
                                                 int64_t *value)
{
  if (!same_manifest(m, sizes, "hpcab_manifest_accumulate")) return HPCAB_E_INVALID;
  if (i >= m->narrays || !value) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_accumulate: no array %zu", i);
  if (!m->arrays[i].accumulate) {
    *value = 1;
    return HPCAB_OK;
  }
  hpcab_status st = hpcab__expr_eval(m->arrays[i].accumulate, sizes->v, value);
  if (st != HPCAB_OK) hpcab__error_prefix("%s: accumulate of array '%s'", m->id, m->arrays[i].name);
  return st;
}

static hpcab_status footprint(const hpcab_manifest *m, const int64_t *v, hpcab_dtype precision, uint64_t *bytes)
{
  uint64_t total = 0;
  for (size_t i = 0; i < m->narrays; i++) {
    const hpcab__marray *a = &m->arrays[i];
    uint64_t n = hpcab_dtype_size(a->dtype ? a->dtype : precision);
    for (size_t d = 0; d < a->ndim; d++) {
      int64_t e;
      hpcab_status st = hpcab__expr_eval(a->shape[d], v, &e);
      if (st != HPCAB_OK) return st;
      if (e < 0) return hpcab__seterr(HPCAB_E_RANGE, "%s: dimension %zu of array '%s' is negative", m->id, d, a->name);
      if (__builtin_mul_overflow(n, (uint64_t)e, &n))
        return hpcab__seterr(HPCAB_E_RANGE, "%s: the footprint of array '%s' overflows", m->id, a->name);
    }
    if (__builtin_add_overflow(total, n, &total))
      return hpcab__seterr(HPCAB_E_RANGE, "%s: the footprint overflows", m->id);
  }
  *bytes = total;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_manifest_footprint(const hpcab_manifest *m, const hpcab_sizes *sizes,
                                                hpcab_dtype precision, uint64_t *bytes)
{
  if (!same_manifest(m, sizes, "hpcab_manifest_footprint")) return HPCAB_E_INVALID;
  if (!bytes) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_footprint: NULL argument");
  if (!hpcab_manifest_has_precision(m, precision))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: precision '%s' is not one of the manifest's", m->id,
                         hpcab_dtype_name(precision));
  return footprint(m, sizes->v, precision, bytes);
}

HPCAB_API hpcab_status hpcab_manifest_cost(const hpcab_manifest *m, const hpcab_sizes *sizes, int64_t *bytes,
                                           int64_t *flops)
{
  if (!same_manifest(m, sizes, "hpcab_manifest_cost")) return HPCAB_E_INVALID;
  int64_t b = 0, f = 0;
  hpcab_status st;
  if (m->cost_bytes && (st = hpcab__expr_eval(m->cost_bytes, sizes->v, &b)) != HPCAB_OK) {
    hpcab__error_prefix("%s: cost.bytes", m->id);
    return st;
  }
  if (m->cost_flops && (st = hpcab__expr_eval(m->cost_flops, sizes->v, &f)) != HPCAB_OK) {
    hpcab__error_prefix("%s: cost.flops", m->id);
    return st;
  }
  if (bytes) *bytes = b;
  if (flops) *flops = f;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_manifest_eval(const hpcab_manifest *m, const char *expr, const hpcab_sizes *sizes,
                                           int64_t *value)
{
  if (!same_manifest(m, sizes, "hpcab_manifest_eval")) return HPCAB_E_INVALID;
  if (!expr || !value) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_eval: NULL argument");
  hpcab__expr *e;
  hpcab_status st = hpcab__expr_parse(expr, hpcab__manifest_resolve_size, (void *)m, &e, NULL);
  if (st != HPCAB_OK) {
    hpcab__error_prefix("expression \"%s\"", expr);
    return st;
  }
  st = hpcab__expr_eval(e, sizes->v, value);
  hpcab__expr_free(e);
  return st;
}

/* ---- size draws ---- */

/* Index of each rejection reason: constraints first, then these. */
enum { REJ_DERIVED = 0, REJ_SHAPE = 1, REJ_FOOTPRINT = 2, REJ_EXTRA = 3 };

/* Log-uniform integer in [lo, hi] (0 <= lo <= hi): floor(exp(U(log(lo + s), log(hi + 1 + s)))) - s, s = (lo == 0). */
static int64_t log_uniform(const hpcab_random *rng, int64_t lo, int64_t hi)
{
  if (lo >= hi) return lo;
  double shift = lo == 0 ? 1.0 : 0.0;
  double a = log((double)lo + shift), b = log((double)hi + 1.0 + shift);
  double x = floor(exp(a + hpcab_random_unit(rng) * (b - a))) - shift;
  if (!(x >= (double)lo)) return lo;
  if (x >= (double)hi) return hi;
  return (int64_t)x;
}

static bool is_prime(int64_t v)
{
  if (v < 2) return false;
  if (v % 2 == 0) return v == 2;
  for (int64_t d = 3; d <= v / d; d += 2)
    if (v % d == 0) return false;
  return true;
}

/* Applies an edge adjustment to v within [lo, hi]: 1 odd, 2 prime, 3 not a multiple of 8. */
static int64_t edge_adjust(const hpcab_random *rng, int kind, int64_t v, int64_t lo, int64_t hi)
{
  switch (kind) {
  case 1:
    if (v % 2 == 0) v = v < hi ? v + 1 : v - 1;
    break;
  case 2: {
    int64_t up = v, down = v;
    for (int k = 0; k < 100000; k++, up++, down--) {
      if (up <= hi && is_prime(up)) return up;
      if (down >= lo && is_prime(down)) return down;
      if (up > hi && down < lo) break;
    }
    break;
  }
  case 3:
    if (v % 8 == 0) {
      int64_t step = 1 + (int64_t)hpcab_random_below(rng, 7);
      if (v <= hi - step)
        v += step;
      else if (v - step >= lo)
        v -= step;
    }
    break;
  default: break;
  }
  return v < lo ? lo : v > hi ? hi : v;
}

/* Draws one independent size. edge: -1 for none, else 0 smallest, 1 odd, 2 prime, 3 not a multiple of 8. */
static int64_t draw_size(const hpcab__msize *s, hpcab_purpose p, int edge, uint32_t t, const hpcab_random *rng)
{
  if (s->kind == HPCAB_SIZE_VALUES) {
    size_t n = s->nvalues;
    if (edge == 0) {
      int64_t best = s->values[0];
      for (size_t j = 1; j < n; j++) best = s->values[j] < best ? s->values[j] : best;
      return best;
    }
    if (p != HPCAB_PURPOSE_TIMED) return s->values[hpcab_random_below(rng, n)];
    /* upper half: values whose rank (number of smaller values) is at least n / 2 */
    size_t q = 0;
    for (size_t j = 0; j < n; j++) {
      size_t rank = 0;
      for (size_t k = 0; k < n; k++) rank += s->values[k] < s->values[j];
      q += rank >= n / 2;
    }
    uint64_t pick = hpcab_random_below(rng, q);
    for (size_t j = 0; j < n; j++) {
      size_t rank = 0;
      for (size_t k = 0; k < n; k++) rank += s->values[k] < s->values[j];
      if (rank >= n / 2 && pick-- == 0) return s->values[j];
    }
    return s->values[n - 1];
  }
  int64_t lo = s->lo, hi = s->hi;
  if (p == HPCAB_PURPOSE_TIMED) {
    double mid = ceil(sqrt((double)(lo > 1 ? lo : 1) * (double)hi));
    if (mid > (double)lo && mid <= (double)hi) lo = (int64_t)mid;
    return log_uniform(rng, lo, hi);
  }
  if (edge < 0) return log_uniform(rng, lo, hi);
  if (edge == 0) {
    uint64_t window = (uint64_t)t * t;
    uint64_t span = (uint64_t)hi - (uint64_t)lo;
    if (window > span) window = span;
    return lo + (int64_t)hpcab_random_below(rng, window + 1);
  }
  /* small bases: within a factor 8 (plus 64) of the smallest size */
  int64_t top = lo <= (INT64_MAX - 64) / 8 ? lo * 8 + 64 : hi;
  if (top > hi) top = hi;
  return edge_adjust(rng, edge, log_uniform(rng, lo, top), lo, hi);
}

static hpcab_dtype widest_precision(const hpcab_manifest *m)
{
  hpcab_dtype best = m->nprec ? m->precisions[0] : HPCAB_F64;
  for (size_t i = 1; i < m->nprec; i++)
    if (hpcab_dtype_size(m->precisions[i]) > hpcab_dtype_size(best)) best = m->precisions[i];
  return best;
}

/* Checks constraints, shapes and the cap at v; adds to rejection counts; true when v passes. */
static bool accept(const hpcab_manifest *m, int64_t *v, hpcab_dtype precision, uint64_t cap, uint64_t *rejects)
{
  if (hpcab__sizes_derive_values(m, v) != HPCAB_OK) {
    rejects[m->ncons + REJ_DERIVED]++;
    return false;
  }
  bool ok = true;
  for (size_t c = 0; c < m->ncons; c++) {
    int64_t r;
    if (hpcab__expr_eval(m->constraints[c], v, &r) != HPCAB_OK || !r) {
      rejects[c]++;
      ok = false;
    }
  }
  if (!ok) return false;
  uint64_t bytes;
  hpcab_status st = footprint(m, v, precision, &bytes);
  if (st != HPCAB_OK) {
    rejects[m->ncons + REJ_SHAPE]++;
    return false;
  }
  if (cap && bytes > cap) {
    rejects[m->ncons + REJ_FOOTPRINT]++;
    return false;
  }
  return true;
}

static const char *purpose_name(hpcab_purpose p)
{
  return p == HPCAB_PURPOSE_TEST ? "test" : p == HPCAB_PURPOSE_CORRECTNESS ? "correctness" : "timed";
}

HPCAB_API hpcab_status hpcab_sizes_check(const hpcab_manifest *m, const hpcab_sizes *s)
{
  if (!same_manifest(m, s, "hpcab_sizes_check")) return HPCAB_E_INVALID;
  for (size_t c = 0; c < m->ncons; c++) {
    int64_t r;
    hpcab_status st = hpcab__expr_eval(m->constraints[c], s->v, &r);
    if (st != HPCAB_OK)
      return hpcab__seterr(HPCAB_E_CONSTRAINT, "%s: constraint \"%s\": %s", m->id, hpcab__expr_text(m->constraints[c]),
                           hpcab_last_error());
    if (!r)
      return hpcab__seterr(HPCAB_E_CONSTRAINT, "%s: constraint \"%s\" does not hold", m->id,
                           hpcab__expr_text(m->constraints[c]));
  }
  uint64_t bytes;
  if (footprint(m, s->v, widest_precision(m), &bytes) != HPCAB_OK)
    return hpcab__seterr(HPCAB_E_CONSTRAINT, "%s: %s", m->id, hpcab_last_error());
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_sizes_draw(const hpcab_manifest *m, hpcab_purpose purpose, uint64_t draw_index,
                                        const hpcab_random *rng, const hpcab_draw_limits *limits, hpcab_sizes *out)
{
  if (!same_manifest(m, out, "hpcab_sizes_draw")) return HPCAB_E_INVALID;
  if (purpose != HPCAB_PURPOSE_TEST && purpose != HPCAB_PURPOSE_CORRECTNESS && purpose != HPCAB_PURPOSE_TIMED)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_sizes_draw: unknown purpose %d", (int)purpose);
  if (purpose != HPCAB_PURPOSE_TEST &&
      (hpcab__struct_check(rng, HPCAB__FIRST_RANDOM, sizeof *rng, "hpcab_sizes_draw: random stream") || !rng->next_u64))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_sizes_draw: a random stream is needed (%s)", hpcab_last_error());
  hpcab_draw_limits lim = {.size = sizeof lim};
  if (limits && hpcab__struct_in(&lim, sizeof lim, limits, HPCAB__FIRST_DRAW_LIMITS, "hpcab_sizes_draw: limits"))
    return HPCAB_E_INVALID;
  limits = &lim;
  uint64_t cap = limits->footprint_cap;
  if (!cap && purpose == HPCAB_PURPOSE_CORRECTNESS) cap = HPCAB_DEFAULT_FOOTPRINT_CAP;
  if (purpose == HPCAB_PURPOSE_TEST) cap = 0;
  uint32_t tries = limits && limits->max_tries ? limits->max_tries : HPCAB_DEFAULT_MAX_TRIES;
  hpcab_dtype precision = limits && limits->precision ? limits->precision : widest_precision(m);
  if (!hpcab_manifest_has_precision(m, precision))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: precision '%s' is not one of the manifest's", m->id,
                         hpcab_dtype_name(precision));

  size_t n = m->nsizes;
  int64_t *v = calloc(n ? n : 1, sizeof *v);
  uint64_t *rejects = calloc(m->ncons + REJ_EXTRA, sizeof *rejects);
  if (!v || !rejects) {
    free(v);
    free(rejects);
    return hpcab__nomem("drawing sizes", (n + m->ncons + REJ_EXTRA) * 8);
  }
  hpcab_status st = HPCAB_OK;
  if (purpose == HPCAB_PURPOSE_TEST) {
    for (size_t i = 0; i < n; i++) v[i] = m->sizes[i].test;
    if (!accept(m, v, precision, 0, rejects)) tries = 0, st = HPCAB_E_CONSTRAINT;
  } else {
    int edge = purpose == HPCAB_PURPOSE_CORRECTNESS && draw_index < HPCAB_EDGE_DRAWS ? (int)draw_index : -1;
    st = HPCAB_E_CONSTRAINT;
    for (uint32_t t = 0; t < tries; t++) {
      int kind = edge >= 0 && t < tries / 2 ? edge : -1;
      for (size_t i = 0; i < n; i++)
        if (m->sizes[i].kind != HPCAB_SIZE_EXPR) v[i] = draw_size(&m->sizes[i], purpose, kind, kind == 0 ? t : 0, rng);
      if (accept(m, v, precision, cap, rejects)) {
        st = HPCAB_OK;
        break;
      }
    }
  }
  if (st == HPCAB_OK) {
    memcpy(out->v, v, n * sizeof *v);
  } else {
    size_t worst = 0;
    for (size_t r = 1; r < m->ncons + REJ_EXTRA; r++)
      if (rejects[r] > rejects[worst]) worst = r;
    char what[512];
    if (worst < m->ncons)
      snprintf(what, sizeof what, "constraint \"%s\"", hpcab__expr_text(m->constraints[worst]));
    else if (worst == m->ncons + REJ_DERIVED)
      snprintf(what, sizeof what, "a derived size (overflow or division by zero)");
    else if (worst == m->ncons + REJ_SHAPE)
      snprintf(what, sizeof what, "an array shape (negative or overflowing)");
    else
      snprintf(what, sizeof what, "the footprint cap of %llu bytes", (unsigned long long)cap);
    if (purpose == HPCAB_PURPOSE_TEST)
      st = hpcab__seterr(HPCAB_E_CONSTRAINT, "%s: the test sizes fail %s", m->id, what);
    else
      st = hpcab__seterr(HPCAB_E_CONSTRAINT, "%s: no %s draw of sizes passed in %u tries; %s rejected most (%llu)",
                         m->id, purpose_name(purpose), tries, what, (unsigned long long)rejects[worst]);
  }
  free(v);
  free(rejects);
  return st;
}

/* ---- the top corner ---- */

/* Candidates per independent size, and points tried per log position, when searching the top corner. */
#define TOP_CANDIDATES 96
#define TOP_BUDGET 2000u
#define TOP_RETREATS 8

typedef struct {
  int64_t c[TOP_CANDIDATES]; /* largest first */
  size_t n;
} top_list;

/* The value at log position t in [0, 1] of [lo, hi] (t = 1: hi). */
static int64_t at_position(int64_t lo, int64_t hi, double t)
{
  if (t >= 1.0 || lo >= hi) return t >= 1.0 ? hi : lo;
  double l = lo > 1 ? (double)lo : 1.0, h = hi > 1 ? (double)hi : 1.0;
  double x = floor(l * pow(h / l, t < 0 ? 0 : t));
  if (!(x >= (double)lo)) return lo;
  if (x >= (double)hi) return hi;
  return (int64_t)x;
}

/* The candidates of independent size `s` at position t, largest first: its value at t, then one less,
   ... (64 of them), then steps growing by a quarter each, down to the smallest value. */
static void top_candidates(const hpcab__msize *s, double t, top_list *out)
{
  out->n = 0;
  if (s->kind == HPCAB_SIZE_VALUES) {
    int64_t mn = s->values[0], mx = s->values[0];
    for (size_t j = 1; j < s->nvalues; j++) {
      mn = s->values[j] < mn ? s->values[j] : mn;
      mx = s->values[j] > mx ? s->values[j] : mx;
    }
    int64_t top = at_position(mn, mx, t), prev = INT64_MAX;
    while (out->n < TOP_CANDIDATES) { /* the distinct values <= top, descending */
      int64_t best = INT64_MIN;
      for (size_t j = 0; j < s->nvalues; j++)
        if (s->values[j] <= top && s->values[j] < prev && s->values[j] > best) best = s->values[j];
      if (best == INT64_MIN) break;
      out->c[out->n++] = prev = best;
    }
    return;
  }
  int64_t v = at_position(s->lo, s->hi, t), step = 1;
  while (out->n < TOP_CANDIDATES) {
    out->c[out->n++] = v;
    if (v <= s->lo) break;
    if (out->n >= 64) step = step + step / 4 + 1;
    v = v - s->lo > step ? v - step : s->lo;
  }
}

typedef struct {
  const hpcab_manifest *m;
  hpcab_dtype precision;
  uint64_t cap;
  size_t k;    /* independent sizes */
  size_t *idx; /* their indices */
  top_list *lists;
  size_t *pick; /* the candidate chosen for each */
  int64_t *v;
  uint64_t *rejects;
  uint64_t tried;
} top_search;

/* Tries every choice of candidates whose ranks sum to `left` over sizes j.. (depth first). */
static bool top_enumerate(top_search *ts, size_t j, size_t left)
{
  if (ts->tried >= TOP_BUDGET) return false;
  if (j == ts->k - 1) {
    if (left >= ts->lists[j].n) return false;
    ts->pick[j] = left;
    for (size_t q = 0; q < ts->k; q++) ts->v[ts->idx[q]] = ts->lists[q].c[ts->pick[q]];
    ts->tried++;
    return accept(ts->m, ts->v, ts->precision, ts->cap, ts->rejects);
  }
  for (size_t r = 0; r <= left && r < ts->lists[j].n; r++) {
    ts->pick[j] = r;
    if (top_enumerate(ts, j + 1, left - r)) return true;
  }
  return false;
}

/* Sets v to sizes at position t (constraints ignored) and reports whether their shapes are valid
   and their footprint fits the cap. */
static bool top_fits(top_search *ts, double t)
{
  for (size_t q = 0; q < ts->k; q++) {
    top_list one;
    top_candidates(&ts->m->sizes[ts->idx[q]], t, &one);
    ts->v[ts->idx[q]] = one.n ? one.c[0] : 0;
  }
  if (hpcab__sizes_derive_values(ts->m, ts->v) != HPCAB_OK) return false;
  uint64_t bytes;
  if (footprint(ts->m, ts->v, ts->precision, &bytes) != HPCAB_OK) return false;
  return bytes <= ts->cap;
}

hpcab_status hpcab__sizes_top_values(const hpcab_manifest *m, hpcab_dtype precision, uint64_t cap, int64_t *v,
                                     int *capped)
{
  top_search ts = {.m = m, .precision = precision, .cap = cap, .v = v};
  size_t n = m->nsizes ? m->nsizes : 1;
  ts.idx = calloc(n, sizeof *ts.idx);
  ts.lists = calloc(n, sizeof *ts.lists);
  ts.pick = calloc(n, sizeof *ts.pick);
  ts.rejects = calloc(m->ncons + REJ_EXTRA, sizeof *ts.rejects);
  hpcab_status st = HPCAB_OK;
  if (!ts.idx || !ts.lists || !ts.pick || !ts.rejects) {
    st = hpcab__nomem("the top corner", n * sizeof *ts.lists);
    goto out;
  }
  for (size_t i = 0; i < m->nsizes; i++)
    if (m->sizes[i].kind != HPCAB_SIZE_EXPR) ts.idx[ts.k++] = i;
  if (ts.k == 0) {
    if (!accept(m, v, precision, cap, ts.rejects))
      st = hpcab__seterr(HPCAB_E_CONSTRAINT, "%s: the derived sizes fail the constraints or the footprint cap",
                         m->id ? m->id : m->name);
    if (capped) *capped = 0;
    goto out;
  }
  /* the largest log position whose sizes fit (the cap, overflow), all sizes shrinking together */
  double t = 1.0;
  if (!top_fits(&ts, 1.0)) {
    double lo = 0.0, hi = 1.0;
    if (!top_fits(&ts, 0.0)) {
      st = hpcab__seterr(HPCAB_E_CONSTRAINT, "%s: even the smallest sizes exceed the footprint cap of %llu bytes",
                         m->id ? m->id : m->name, (unsigned long long)cap);
      goto out;
    }
    for (int it = 0; it < 60; it++) {
      double mid = 0.5 * (lo + hi);
      if (top_fits(&ts, mid))
        lo = mid;
      else
        hi = mid;
    }
    t = lo;
  }
  if (capped) *capped = t < 1.0;
  /* the nearest point below it that meets the constraints: candidates in order of the sum of their ranks */
  for (int retreat = 0; retreat <= TOP_RETREATS; retreat++) {
    double tr = t * (1.0 - (double)retreat / TOP_RETREATS);
    for (size_t q = 0; q < ts.k; q++) top_candidates(&m->sizes[ts.idx[q]], tr, &ts.lists[q]);
    ts.tried = 0;
    for (size_t sum = 0; sum < ts.k * TOP_CANDIDATES && ts.tried < TOP_BUDGET; sum++)
      if (top_enumerate(&ts, 0, sum)) goto out;
  }
  st = hpcab__seterr(HPCAB_E_CONSTRAINT, "%s: no sizes near the top of the declared ranges meet the constraints",
                     m->id ? m->id : m->name);
out:
  free(ts.idx);
  free(ts.lists);
  free(ts.pick);
  free(ts.rejects);
  return st;
}

HPCAB_API hpcab_status hpcab_sizes_top(const hpcab_manifest *m, const hpcab_draw_limits *limits, hpcab_sizes *out,
                                       int *capped)
{
  if (!same_manifest(m, out, "hpcab_sizes_top")) return HPCAB_E_INVALID;
  hpcab_draw_limits lim = {.size = sizeof lim};
  if (limits && hpcab__struct_in(&lim, sizeof lim, limits, HPCAB__FIRST_DRAW_LIMITS, "hpcab_sizes_top: limits"))
    return HPCAB_E_INVALID;
  uint64_t cap = lim.footprint_cap ? lim.footprint_cap : HPCAB_DEFAULT_FOOTPRINT_CAP;
  hpcab_dtype precision = lim.precision ? lim.precision : widest_precision(m);
  if (!hpcab_manifest_has_precision(m, precision))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: precision '%s' is not one of the manifest's", m->id,
                         hpcab_dtype_name(precision));
  int64_t *v = calloc(m->nsizes ? m->nsizes : 1, sizeof *v);
  if (!v) return hpcab__nomem("the top corner", m->nsizes * sizeof *v);
  int cap_hit = 0;
  hpcab_status st = hpcab__sizes_top_values(m, precision, cap, v, &cap_hit);
  if (st == HPCAB_OK) {
    memcpy(out->v, v, m->nsizes * sizeof *v);
    if (capped) *capped = cap_hit;
  }
  free(v);
  return st;
}

/* ---- params ---- */

static double round_to(double x, hpcab_dtype d)
{
  switch (d) {
  case HPCAB_F32: return (double)(float)x;
  case HPCAB_F16: return (double)hpcab_f16_to_f32(hpcab_f32_to_f16((float)x));
  case HPCAB_BF16: return (double)hpcab_bf16_to_f32(hpcab_f32_to_bf16((float)x));
  default: return x;
  }
}

HPCAB_API hpcab_status hpcab_params_draw(const hpcab_manifest *m, hpcab_dtype precision, const hpcab_random *rng,
                                         double *values)
{
  if (!m || (!values && m->nparams)) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_params_draw: NULL argument");
  if (!hpcab_manifest_has_precision(m, precision))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: precision '%s' is not one of the manifest's", m->id,
                         hpcab_dtype_name(precision));
  for (size_t i = 0; i < m->nparams; i++) {
    const hpcab__mparam *p = &m->params[i];
    hpcab_dtype d = p->dtype ? p->dtype : precision;
    if (p->has_range &&
        (hpcab__struct_check(rng, HPCAB__FIRST_RANDOM, sizeof *rng, "hpcab_params_draw: random stream") ||
         !rng->next_u64))
      return hpcab__seterr(HPCAB_E_INVALID, "hpcab_params_draw: a random stream is needed (%s)", hpcab_last_error());
    double x = p->lo;
    if (p->has_range && (d == HPCAB_I32 || d == HPCAB_I64)) {
      uint64_t span = (uint64_t)((int64_t)p->hi - (int64_t)p->lo);
      x = (double)((int64_t)p->lo + (int64_t)hpcab_random_below(rng, span + 1 ? span + 1 : span));
    } else if (p->has_range) {
      x = p->lo + hpcab_random_unit(rng) * (p->hi - p->lo);
      x = round_to(x, d);
      if (x < p->lo) x = round_to(p->lo, d); /* rounding may step just outside */
      if (x > p->hi) x = round_to(p->hi, d);
    } else {
      x = round_to(x, d);
    }
    values[i] = x;
  }
  return HPCAB_OK;
}
