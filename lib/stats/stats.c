/*
 * lib/stats/stats.c — crediting (DESIGN.md §8), geometric means with log-t intervals, one-sample t-tests,
 * Benjamini–Hochberg q-values and the exact McNemar test (hpcab/stats.h).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/stats.h"
#include "internal.h"

static int double_cmp(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Median of v[0..n), n > 0, as numpy.median (mean of the two middle values for even n). */
static hpcab_status median(const double *v, size_t n, double *out)
{
  double *s = malloc(n * sizeof *s); /* n * 8 cannot overflow: v holds n doubles */
  if (!s) return hpcab__nomem("median", n * sizeof *s);
  memcpy(s, v, n * sizeof *s);
  qsort(s, n, sizeof *s, double_cmp);
  *out = n % 2 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
  free(s);
  return HPCAB_OK;
}

static hpcab_status check_times(const char *what, const double *v, size_t n)
{
  if (!v) return hpcab__seterr(HPCAB_E_INVALID, "credit: %s times are NULL", what);
  if (n == 0) return hpcab__seterr(HPCAB_E_INVALID, "credit: no %s times", what);
  for (size_t i = 0; i < n; i++)
    if (!(isfinite(v[i]) && v[i] > 0))
      return hpcab__seterr(HPCAB_E_INVALID, "credit: %s time [%zu] = %g is not finite and positive",
                           what, i, v[i]);
  return HPCAB_OK;
}

hpcab_status hpcab_credit_compute(const double *ref, size_t nref, const double *cand, size_t ncand,
                                  const hpcab_credit_params *params, hpcab_credit_result *out)
{
  if (!out || out->size < sizeof *out)
    return hpcab__seterr(HPCAB_E_INVALID, "credit: result is NULL or its size is not set");
  if (params && params->size < sizeof *params)
    return hpcab__seterr(HPCAB_E_INVALID, "credit: parameters' size is not set");
  double alpha = params && params->alpha != 0 ? params->alpha : HPCAB_CREDIT_ALPHA;
  double delta = params ? params->min_effect : 0.0;
  hpcab_status st = check_times("reference", ref, nref);
  if (st == HPCAB_OK) st = check_times("candidate", cand, ncand);
  if (st != HPCAB_OK) return st;
  if (!(alpha > 0 && alpha < 1))
    return hpcab__seterr(HPCAB_E_INVALID, "credit: alpha = %g is not in (0, 1)", alpha);
  if (!(delta >= 0 && delta < 1))
    return hpcab__seterr(HPCAB_E_INVALID, "credit: min_effect = %g is not in [0, 1)", delta);
  double mr, mc;
  if ((st = median(ref, nref, &mr)) != HPCAB_OK || (st = median(cand, ncand, &mc)) != HPCAB_OK)
    return st;
  out->median_ref = mr;
  out->median_cand = mc;
  out->ratio = mr / mc;
  if (mc == mr) {
    out->direction = HPCAB_TWO_SIDED;
    out->p = 1.0;
    out->method = HPCAB_MWU_AUTO;
  } else {
    out->direction = mc < mr ? HPCAB_LESS : HPCAB_GREATER;
    /* beyond the margin: the candidate against the reference times moved by it toward the candidate
       (a speedup must beat ref / (1 + delta), a slowdown lose to ref * (1 + delta)) */
    const double *shifted = ref;
    double *moved = NULL;
    if (delta > 0) {
      moved = malloc(nref * sizeof *moved);
      if (!moved) return hpcab__nomem("credit", nref * sizeof *moved);
      double f = out->direction == HPCAB_LESS ? 1.0 / (1.0 + delta) : 1.0 + delta;
      for (size_t i = 0; i < nref; i++) moved[i] = ref[i] * f;
      shifted = moved;
    }
    hpcab_mwu_result r = {.size = sizeof r};
    st = hpcab_mwu(cand, ncand, shifted, nref, out->direction, HPCAB_MWU_AUTO, true, &r);
    free(moved);
    if (st != HPCAB_OK) return st;
    out->p = r.p;
    out->method = r.method;
  }
  out->confirmed = out->p < alpha;
  out->credited = out->confirmed ? out->ratio : 1.0;
  return HPCAB_OK;
}

hpcab_status hpcab_credit(const double *ref, size_t nref, const double *cand, size_t ncand,
                          double alpha, hpcab_credit_result *out)
{
  hpcab_credit_params p = {.size = sizeof p, .alpha = alpha, .min_effect = 0.0};
  if (!(alpha > 0 && alpha < 1)) return hpcab__seterr(HPCAB_E_INVALID, "credit: alpha = %g is not in (0, 1)", alpha);
  return hpcab_credit_compute(ref, nref, cand, ncand, &p, out);
}

/* The q-quantile of sorted s[0..n) by linear interpolation (numpy's default method). */
static double quantile_sorted(const double *s, size_t n, double q)
{
  double pos = q * (double)(n - 1);
  size_t lo = (size_t)pos;
  if (lo + 1 >= n) return s[n - 1];
  return s[lo] + (pos - (double)lo) * (s[lo + 1] - s[lo]);
}

hpcab_status hpcab_overhead_check(const double *ref, size_t nref, const double *cand, size_t ncand,
                                  const double *ping_ref, const double *ping_cand, size_t nping,
                                  hpcab_overhead_result *out)
{
  if (!out || out->size < sizeof *out)
    return hpcab__seterr(HPCAB_E_INVALID, "overhead check: result is NULL or its size is not set");
  hpcab_status st = check_times("reference", ref, nref);
  if (st == HPCAB_OK) st = check_times("candidate", cand, ncand);
  if (st == HPCAB_OK) st = check_times("reference overhead", ping_ref, nping);
  if (st == HPCAB_OK) st = check_times("candidate overhead", ping_cand, nping);
  if (st != HPCAB_OK) return st;
  double mr, mc, oc;
  if ((st = median(ref, nref, &mr)) != HPCAB_OK || (st = median(cand, ncand, &mc)) != HPCAB_OK ||
      (st = median(ping_cand, nping, &oc)) != HPCAB_OK)
    return st;
  double *s = malloc(nping * sizeof *s);
  if (!s) return hpcab__nomem("overhead check", nping * sizeof *s);
  memcpy(s, ping_ref, nping * sizeof *s);
  qsort(s, nping, sizeof *s, double_cmp);
  double o = quantile_sorted(s, nping, 0.5), iqr = quantile_sorted(s, nping, 0.75) - quantile_sorted(s, nping, 0.25);
  free(s);
  out->overhead_ref = o;
  out->overhead_cand = oc;
  out->margin = fmax(HPCAB_OVERHEAD_IQRS * iqr, HPCAB_OVERHEAD_FRACTION * o);
  out->net_ref = mr - o;
  out->net_cand = mc - o;
  out->resolved = out->net_ref >= out->margin && out->net_cand >= out->margin;
  return HPCAB_OK;
}

/* Mean and sample standard deviation (ddof 1; NaN for n = 1) of v[0..n), two passes. */
static void mean_sd(const double *v, size_t n, double *mean, double *sd)
{
  double s = 0;
  for (size_t i = 0; i < n; i++) s += v[i];
  double m = s / (double)n, ss = 0;
  for (size_t i = 0; i < n; i++) ss += (v[i] - m) * (v[i] - m);
  *mean = m;
  *sd = n > 1 ? sqrt(ss / (double)(n - 1)) : NAN;
}

hpcab_status hpcab_geomean_ci(const double *x, size_t n, double confidence, hpcab_geomean_result *out)
{
  if (!out || out->size < sizeof *out)
    return hpcab__seterr(HPCAB_E_INVALID, "geometric mean: result is NULL or its size is not set");
  if (!x || n == 0) return hpcab__seterr(HPCAB_E_INVALID, "geometric mean: no values");
  if (!(confidence > 0 && confidence < 1))
    return hpcab__seterr(HPCAB_E_INVALID, "geometric mean: confidence = %g is not in (0, 1)", confidence);
  double *lg = malloc(n * sizeof *lg);
  if (!lg) return hpcab__nomem("geometric mean", n * sizeof *lg);
  for (size_t i = 0; i < n; i++) {
    if (!(isfinite(x[i]) && x[i] > 0)) {
      free(lg);
      return hpcab__seterr(HPCAB_E_INVALID, "geometric mean: value [%zu] = %g is not finite and positive",
                           i, x[i]);
    }
    lg[i] = log(x[i]);
  }
  double m, sd;
  mean_sd(lg, n, &m, &sd);
  free(lg);
  out->n = n;
  out->log_mean = m;
  out->log_sd = sd;
  out->geomean = exp(m);
  if (n < 2) {
    out->lo = out->hi = NAN;
  } else {
    double half = hpcab_t_quantile(0.5 * (1.0 + confidence), (double)(n - 1)) * (sd / sqrt((double)n));
    out->lo = exp(m - half);
    out->hi = exp(m + half);
  }
  return HPCAB_OK;
}

hpcab_status hpcab_ttest_1samp(const double *x, size_t n, double mu, hpcab_alternative alternative,
                               hpcab_ttest_result *out)
{
  if (!out || out->size < sizeof *out)
    return hpcab__seterr(HPCAB_E_INVALID, "t-test: result is NULL or its size is not set");
  if (!x || n < 2) return hpcab__seterr(HPCAB_E_INVALID, "t-test: needs at least 2 values (got %zu)", x ? n : 0);
  if (alternative != HPCAB_TWO_SIDED && alternative != HPCAB_LESS && alternative != HPCAB_GREATER)
    return hpcab__seterr(HPCAB_E_INVALID, "t-test: unknown alternative %d", (int)alternative);
  if (!isfinite(mu)) return hpcab__seterr(HPCAB_E_INVALID, "t-test: mu = %g is not finite", mu);
  for (size_t i = 0; i < n; i++)
    if (!isfinite(x[i]))
      return hpcab__seterr(HPCAB_E_INVALID, "t-test: value [%zu] = %g is not finite", i, x[i]);
  double m, sd;
  mean_sd(x, n, &m, &sd);
  double df = (double)(n - 1), d = m - mu, t;
  if (sd > 0) t = d / (sd / sqrt((double)n));
  else t = d > 0 ? INFINITY : d < 0 ? -INFINITY : 0.0;
  double p;
  if (sd == 0 && d == 0) p = 1.0;
  else if (alternative == HPCAB_LESS) p = hpcab_t_cdf(t, df);
  else if (alternative == HPCAB_GREATER) p = hpcab_t_cdf(-t, df);
  else p = fmin(1.0, 2.0 * hpcab_t_cdf(-fabs(t), df));
  out->t = t;
  out->df = df;
  out->p = p;
  return HPCAB_OK;
}

typedef struct {
  double p;
  size_t i;
} indexed;

static int indexed_cmp(const void *a, const void *b)
{
  const indexed *x = a, *y = b;
  if (x->p != y->p) return (x->p > y->p) - (x->p < y->p);
  return (x->i > y->i) - (x->i < y->i);
}

hpcab_status hpcab_bh(const double *p, size_t n, double *q)
{
  if (n == 0) return HPCAB_OK;
  if (!p || !q) return hpcab__seterr(HPCAB_E_INVALID, "benjamini-hochberg: NULL p-values or output");
  for (size_t i = 0; i < n; i++)
    if (!(p[i] >= 0 && p[i] <= 1))
      return hpcab__seterr(HPCAB_E_INVALID, "benjamini-hochberg: p[%zu] = %g is not in [0, 1]", i, p[i]);
  size_t bytes;
  if (!hpcab__size_mul(n, sizeof(indexed), &bytes)) return hpcab__nomem("benjamini-hochberg", SIZE_MAX);
  indexed *s = malloc(bytes);
  if (!s) return hpcab__nomem("benjamini-hochberg", bytes);
  for (size_t i = 0; i < n; i++) s[i] = (indexed){p[i], i};
  qsort(s, n, sizeof *s, indexed_cmp);
  double m = (double)n;
  for (size_t r = 0; r < n; r++) s[r].p *= m / (double)(r + 1);
  for (size_t r = n - 1; r-- > 0;)
    if (s[r + 1].p < s[r].p) s[r].p = s[r + 1].p;
  for (size_t r = 0; r < n; r++) q[s[r].i] = s[r].p > 1 ? 1.0 : s[r].p;
  free(s);
  return HPCAB_OK;
}

double hpcab_mcnemar_exact(uint64_t b, uint64_t c)
{
  uint64_t n = b + c, k = b < c ? b : c;
  if (n == 0 || b + c < b || 2 * k >= n) return 1.0;
  /* P(X <= k) = C(n, k) 2^-n * sum_{j <= k} C(n, j) / C(n, k); the terms fall geometrically
   * (ratio j / (n - j + 1) < 1) so the sum stops once they no longer count. */
  long double sum = 0, term = 1;
  uint64_t steps = 0;
  for (uint64_t j = k;; j--) {
    sum += term;
    /* about 4 sqrt(n) terms count; the cap only binds beyond n ~ 1e14 */
    if (j == 0 || term < 1e-21L * sum || ++steps > 40000000) break;
    term *= (long double)j / (long double)(n - j + 1);
  }
  /* log C(n, k) - n log 2 by a product when short, lgamma otherwise */
  long double lc;
  if (k <= 100000) {
    lc = 0;
    long double prod = 1;
    for (uint64_t j = 1; j <= k; j++) {
      prod *= (long double)(n - k + j) / (long double)j;
      if (prod > 1e300L) {
        lc += logl(prod);
        prod = 1;
      }
    }
    lc += logl(prod);
  } else {
    lc = lgammal((long double)n + 1) - lgammal((long double)k + 1) - lgammal((long double)(n - k) + 1);
  }
  long double p = 2.0L * expl(lc - (long double)n * logl(2.0L)) * sum;
  return p > 1 ? 1.0 : (double)p;
}
