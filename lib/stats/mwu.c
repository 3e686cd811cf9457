/*
 * lib/stats/mwu.c — the Mann–Whitney U test with the semantics of scipy.stats.mannwhitneyu (scipy 1.17),
 * written from its documented behaviour: average ranks, U1 = R1 - n1 (n1 + 1) / 2, the exact null
 * distribution (no tie correction) and the tie-corrected normal approximation with an optional
 * continuity correction. The exact distribution is explained in hpcab/stats.h.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/stats.h"
#include "hpcab/mwu.h"
#include "hpcab/probability.h"
#include "internal.h"
#include "first_layouts.h"

/* Limits of the exact method: min(n1, n2) * (degree + 1) coefficient updates, and the degree
 * (two buffers of 16-byte counts: 128 MiB at the limit). */
#define MWU_EXACT_MAX_WORK ((uint64_t)1 << 31)
#define MWU_EXACT_MAX_DEGREE ((uint64_t)1 << 22)

typedef unsigned __int128 u128;

const char *hpcab_alternative_name(hpcab_alternative alt)
{
  switch (alt) {
  case HPCAB_TWO_SIDED: return "two-sided";
  case HPCAB_LESS: return "less";
  case HPCAB_GREATER: return "greater";
  }
  return "?";
}

const char *hpcab_mwu_method_name(hpcab_mwu_method method)
{
  switch (method) {
  case HPCAB_MWU_AUTO: return "auto";
  case HPCAB_MWU_EXACT: return "exact";
  case HPCAB_MWU_ASYMPTOTIC: return "asymptotic";
  }
  return "?";
}

/* ---- ranks ---- */

typedef struct {
  double v;
  size_t i;
} ranked;

static int ranked_cmp(const void *a, const void *b)
{
  double x = ((const ranked *)a)->v, y = ((const ranked *)b)->v;
  return (x > y) - (x < y);
}

/* Sets *r1 = the sum of the average ranks of x among x and y, *tie_term = sum over tie groups of
 * t^3 - t, *ties = whether any group has t > 1. */
static hpcab_status rank_sums(const double *x, size_t nx, const double *y, size_t ny, double *r1, double *tie_term,
                              bool *ties)
{
  size_t n = nx + ny, bytes;
  if (!hpcab__size_mul(n, sizeof(ranked), &bytes)) return hpcab__nomem("ranking samples", SIZE_MAX);
  ranked *all = malloc(bytes);
  if (!all) return hpcab__nomem("ranking samples", bytes);
  for (size_t i = 0; i < nx; i++) all[i] = (ranked){x[i], i};
  for (size_t i = 0; i < ny; i++) all[nx + i] = (ranked){y[i], nx + i};
  qsort(all, n, sizeof *all, ranked_cmp);
  double sum = 0, tt = 0;
  bool any = false;
  for (size_t lo = 0; lo < n;) {
    size_t hi = lo + 1;
    while (hi < n && all[hi].v == all[lo].v) hi++;
    double t = (double)(hi - lo);
    double rank = 0.5 * ((double)lo + 1.0 + (double)hi); /* average of ranks lo+1 .. hi */
    for (size_t k = lo; k < hi; k++)
      if (all[k].i < nx) sum += rank;
    if (hi - lo > 1) {
      any = true;
      tt += t * t * t - t;
    }
    lo = hi;
  }
  free(all);
  *r1 = sum;
  *tie_term = tt;
  *ties = any;
  return HPCAB_OK;
}

/* ---- exact null distribution ---- */

/*
 * One factor of the product: cur = prev * (1 - q^s) / (1 - q^i), s = n + i, computed up to degree
 * `top` (the smaller of the degree needed and the degree i n of the new factor: the buffers hold zeros
 * above a factor's degree, and degrees only grow). Three branch-free ranges of j; the unsigned
 * integer versions compute modulo 2^64 / 2^128, which leaves every finished count exact.
 */
#define DEFINE_FACTOR_STEP(name, T)                                                                                    \
  static void name(const T *restrict prev, T *restrict cur, uint64_t i, uint64_t s, uint64_t top)                      \
  {                                                                                                                    \
    uint64_t j = 0, e1 = i - 1 < top ? i - 1 : top, e2 = s - 1 < top ? s - 1 : top;                                    \
    for (; j <= e1; j++) cur[j] = prev[j];                                                                             \
    for (; j <= e2; j++) cur[j] = prev[j] + cur[j - i];                                                                \
    for (; j <= top; j++) cur[j] = (prev[j] - prev[j - s]) + cur[j - i];                                               \
  }
DEFINE_FACTOR_STEP(step_u64, uint64_t)
DEFINE_FACTOR_STEP(step_u128, u128)

DEFINE_FACTOR_STEP(step_f64, double)

/*
 * Sets *cdf = P(U <= kk) for samples of sizes m <= n from the Gaussian binomial product of
 * hpcab/stats.h, truncated at degree kk: exact unsigned counts (64-bit while binom(n + i, i) fits,
 * then 128-bit) and, from the first factor whose total would overflow 128 bits, double counts
 * (long double made 100 x 100 five times slower), rescaled to probabilities whenever their total
 * passes 1e250. In integers the cumulative count is exact and divided once by the total.
 */
static hpcab_status exact_cdf(uint64_t m, uint64_t n, uint64_t kk, long double *cdf)
{
  size_t len = (size_t)kk + 1, bytes;
  if (!hpcab__size_mul(len, 2 * sizeof(u128), &bytes)) return hpcab__nomem("exact U distribution", SIZE_MAX);
  void *ibuf = calloc(2 * len, sizeof(u128));
  if (!ibuf) return hpcab__nomem("exact U distribution", bytes);
  uint64_t i = 1;
  u128 binom = 1; /* binom(n + i - 1, i - 1) = the total of the counts in prev */
  /* 64-bit phase */
  uint64_t *p64 = ibuf, *c64 = p64 + len;
  p64[0] = 1;
  for (; i <= m; i++) {
    u128 next = binom * (n + i); /* binom < 2^64 here, so this cannot overflow 128 bits */
    if (next / i > UINT64_MAX) break;
    uint64_t top = i * n < kk ? i * n : kk;
    step_u64(p64, c64, i, n + i, top);
    binom = next / i;
    uint64_t *t = p64;
    p64 = c64;
    c64 = t;
  }
  /* 128-bit phase: the 64-bit arrays share the buffer, so copy the counts out, then widen them */
  u128 *prev = ibuf, *cur = prev + len;
  uint64_t *tmp = malloc(len * sizeof *tmp);
  if (!tmp) {
    free(ibuf);
    return hpcab__nomem("exact U distribution", len * sizeof *tmp);
  }
  memcpy(tmp, p64, len * sizeof *tmp);
  memset(ibuf, 0, bytes);
  for (uint64_t j = 0; j <= kk; j++) prev[j] = tmp[j];
  free(tmp);
  for (; i <= m; i++) {
    u128 next;
    if (__builtin_mul_overflow(binom, (u128)(n + i), &next)) break;
    uint64_t top = i * n < kk ? i * n : kk;
    step_u128(prev, cur, i, n + i, top);
    binom = next / i;
    u128 *t = prev;
    prev = cur;
    cur = t;
  }
  if (i > m) { /* finished in integers: the cumulative count is at most binom, so it fits */
    u128 sum = 0;
    for (uint64_t j = 0; j <= kk; j++) sum += prev[j];
    *cdf = (long double)sum / (long double)binom;
    free(ibuf);
    return HPCAB_OK;
  }
  /* The next factor would overflow: carry on with double counts. */
  double *fbuf = calloc(2 * len, sizeof *fbuf);
  if (!fbuf) {
    free(ibuf);
    return hpcab__nomem("exact U distribution", 2 * len * sizeof *fbuf);
  }
  double *fprev = fbuf, *fcur = fbuf + len;
  for (uint64_t j = 0; j <= kk; j++) fprev[j] = (double)prev[j];
  free(ibuf);
  long double total = (long double)binom;
  for (; i <= m; i++) {
    uint64_t top = i * n < kk ? i * n : kk;
    step_f64(fprev, fcur, i, n + i, top);
    total = total * (long double)(n + i) / (long double)i;
    double *t = fprev;
    fprev = fcur;
    fcur = t;
    if (total > 1e250L) { /* rescale to probabilities before a count could overflow a double */
      double scale = (double)(1.0L / total);
      for (uint64_t j = 0; j <= kk; j++) fprev[j] *= scale;
      total = 1.0L;
    }
  }
  long double sum = 0;
  for (uint64_t j = 0; j <= kk; j++) sum += fprev[j];
  *cdf = sum / total;
  free(fbuf);
  return HPCAB_OK;
}

/* P(U >= u) under the null for sample sizes n1, n2, u truncated to an integer (as scipy). */
static hpcab_status exact_sf(uint64_t n1, uint64_t n2, double u, double *p)
{
  uint64_t m = n1 < n2 ? n1 : n2, n = n1 < n2 ? n2 : n1;
  uint64_t mn = m * n; /* the caller checked that it fits */
  uint64_t k = u <= 0 ? 0 : (uint64_t)u;
  if (k > mn) k = mn;
  uint64_t kc = mn - k;
  uint64_t kk = k < kc ? k : kc;
  if (kk >= MWU_EXACT_MAX_DEGREE)
    return hpcab__seterr(HPCAB_E_RANGE,
                         "mann-whitney: the exact method for samples of %llu and %llu values needs the "
                         "distribution of U up to %llu (limit %llu); use the asymptotic method",
                         (unsigned long long)n1, (unsigned long long)n2, (unsigned long long)kk,
                         (unsigned long long)MWU_EXACT_MAX_DEGREE);
  if ((kk + 1) > MWU_EXACT_MAX_WORK / m)
    return hpcab__seterr(HPCAB_E_RANGE,
                         "mann-whitney: the exact method for samples of %llu and %llu values needs "
                         "%llu x %llu coefficient updates (limit %llu); use the asymptotic method",
                         (unsigned long long)n1, (unsigned long long)n2, (unsigned long long)m,
                         (unsigned long long)(kk + 1), (unsigned long long)MWU_EXACT_MAX_WORK);
  long double cdf;
  if (k < kc) {
    /* P(U >= k) = 1 - P(U <= k - 1) */
    if (k == 0) {
      *p = 1.0;
      return HPCAB_OK;
    }
    hpcab_status st = exact_cdf(m, n, k - 1, &cdf);
    if (st == HPCAB_OK) *p = (double)(1.0L - cdf);
    return st;
  }
  /* by symmetry P(U >= k) = P(U <= mn - k) */
  hpcab_status st = exact_cdf(m, n, kc, &cdf);
  if (st == HPCAB_OK) *p = (double)cdf;
  return st;
}

/* ---- the test ---- */

static hpcab_status mwu_test_impl(const double *x, size_t nx, const double *y, size_t ny, hpcab_alternative alternative,
                                  hpcab_mwu_method method, bool continuity, hpcab_mwu_result *out)
{
  if (!x || !y) return hpcab__seterr(HPCAB_E_INVALID, "mann-whitney: a sample pointer is NULL");
  if (nx == 0 || ny == 0)
    return hpcab__seterr(HPCAB_E_INVALID, "mann-whitney: samples must be non-empty (got %zu and %zu values)", nx, ny);
  if (alternative != HPCAB_TWO_SIDED && alternative != HPCAB_LESS && alternative != HPCAB_GREATER)
    return hpcab__seterr(HPCAB_E_INVALID, "mann-whitney: unknown alternative %d", (int)alternative);
  if (method != HPCAB_MWU_AUTO && method != HPCAB_MWU_EXACT && method != HPCAB_MWU_ASYMPTOTIC)
    return hpcab__seterr(HPCAB_E_INVALID, "mann-whitney: unknown method %d", (int)method);
  for (size_t i = 0; i < nx; i++)
    if (isnan(x[i])) return hpcab__seterr(HPCAB_E_INVALID, "mann-whitney: x[%zu] is NaN", i);
  for (size_t i = 0; i < ny; i++)
    if (isnan(y[i])) return hpcab__seterr(HPCAB_E_INVALID, "mann-whitney: y[%zu] is NaN", i);
  size_t total, mn_size;
  if (!hpcab__size_add(nx, ny, &total) || !hpcab__size_mul(nx, ny, &mn_size) || (uint64_t)mn_size > ((uint64_t)1 << 53))
    return hpcab__seterr(HPCAB_E_RANGE, "mann-whitney: samples of %zu and %zu values are too large", nx, ny);

  double r1 = 0, tie_term = 0;
  bool ties = false;
  hpcab_status st = rank_sums(x, nx, y, ny, &r1, &tie_term, &ties);
  if (st != HPCAB_OK) return st;
  double n1 = (double)nx, n2 = (double)ny;
  double u1 = r1 - n1 * (n1 + 1) / 2;
  double u2 = n1 * n2 - u1;
  double u, f = 1;
  if (alternative == HPCAB_GREATER) {
    u = u1;
  } else if (alternative == HPCAB_LESS) {
    u = u2;
  } else {
    u = u1 > u2 ? u1 : u2;
    f = 2;
  }
  if (method == HPCAB_MWU_AUTO) method = (nx > 8 && ny > 8) || ties ? HPCAB_MWU_ASYMPTOTIC : HPCAB_MWU_EXACT;

  double p = NAN;
  if (method == HPCAB_MWU_EXACT) {
    st = exact_sf(nx, ny, u, &p);
    if (st != HPCAB_OK) return st;
  } else {
    double mu = n1 * n2 / 2, n = n1 + n2;
    double s = sqrt(n1 * n2 / 12 * ((n + 1) - tie_term / (n * (n - 1))));
    double num = u - mu;
    if (continuity) num -= 0.5;
    double z;
    if (s > 0)
      z = num / s;
    else
      z = num > 0 ? INFINITY : num < 0 ? -INFINITY : NAN; /* every value tied */
    p = hpcab_norm_cdf(-z);
  }
  p *= f;
  if (p > 1) p = 1;
  if (p < 0) p = 0;
  out->u1 = u1;
  out->p = p;
  out->method = method;
  out->ties = ties;
  return HPCAB_OK;
}

hpcab_status hpcab_mwu_test(const double *x, size_t nx, const double *y, size_t ny, hpcab_alternative alternative,
                            hpcab_mwu_method method, bool continuity, hpcab_mwu_result *out)
{
  hpcab_mwu_result r = {.size = sizeof r};
  hpcab_status st = hpcab__struct_check(out, HPCAB__FIRST_MWU_RESULT, SIZE_MAX, "mann-whitney: result");
  if (st == HPCAB_OK) st = mwu_test_impl(x, nx, y, ny, alternative, method, continuity, &r);
  if (st == HPCAB_OK) st = hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_MWU_RESULT, "mann-whitney: result");
  return st;
}
