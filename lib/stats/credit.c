/*
 * lib/stats/credit.c — the crediting rule (lib/DESIGN.md §8) and the overhead rule (hpcab/credit.h).
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/credit.h"
#include "hpcab/mwu.h"
#include "internal.h"
#include "stats_internal.h"
#include "first_layouts.h"

/* Median of v[0..n), n > 0, as numpy.median (mean of the two middle values for even n). */
static hpcab_status median(const double *v, size_t n, double *out)
{
  double *s = malloc(n * sizeof *s); /* n * 8 cannot overflow: v holds n doubles */
  if (!s) return hpcab__nomem("median", n * sizeof *s);
  memcpy(s, v, n * sizeof *s);
  qsort(s, n, sizeof *s, hpcab__double_cmp);
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
      return hpcab__seterr(HPCAB_E_INVALID, "credit: %s time [%zu] = %g is not finite and positive", what, i, v[i]);
  return HPCAB_OK;
}

static hpcab_status credit_compute_impl(const double *ref, size_t nref, const double *cand, size_t ncand,
                                        const hpcab_credit_params *params, hpcab_credit_result *out)
{
  hpcab_credit_params pr = {.size = sizeof pr};
  if (params && hpcab__struct_in(&pr, sizeof pr, params, HPCAB__FIRST_CREDIT_PARAMS, "credit: parameters"))
    return HPCAB_E_INVALID;
  double alpha = pr.alpha != 0 ? pr.alpha : HPCAB_CREDIT_ALPHA;
  double delta = pr.min_effect;
  hpcab_status st = check_times("reference", ref, nref);
  if (st == HPCAB_OK) st = check_times("candidate", cand, ncand);
  if (st != HPCAB_OK) return st;
  if (!(alpha > 0 && alpha < 1)) return hpcab__seterr(HPCAB_E_INVALID, "credit: alpha = %g is not in (0, 1)", alpha);
  if (!(delta >= 0 && delta < 1))
    return hpcab__seterr(HPCAB_E_INVALID, "credit: min_effect = %g is not in [0, 1)", delta);
  double mr, mc;
  if ((st = median(ref, nref, &mr)) != HPCAB_OK || (st = median(cand, ncand, &mc)) != HPCAB_OK) return st;
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
    st = hpcab_mwu_test(cand, ncand, shifted, nref, out->direction, HPCAB_MWU_AUTO, true, &r);
    free(moved);
    if (st != HPCAB_OK) return st;
    out->p = r.p;
    out->method = r.method;
  }
  out->confirmed = out->p < alpha;
  out->credited = out->confirmed ? out->ratio : 1.0;
  return HPCAB_OK;
}

hpcab_status hpcab_credit_compute(const double *ref, size_t nref, const double *cand, size_t ncand,
                                  const hpcab_credit_params *params, hpcab_credit_result *out)
{
  hpcab_credit_result r = {.size = sizeof r};
  hpcab_status st = hpcab__struct_check(out, HPCAB__FIRST_CREDIT_RESULT, SIZE_MAX, "credit: result");
  if (st == HPCAB_OK) st = credit_compute_impl(ref, nref, cand, ncand, params, &r);
  if (st == HPCAB_OK) st = hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_CREDIT_RESULT, "credit: result");
  return st;
}

static hpcab_status overhead_check_impl(const double *ref, size_t nref, const double *cand, size_t ncand,
                                        const double *ping_ref, const double *ping_cand, size_t nping,
                                        hpcab_overhead_result *out)
{
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
  qsort(s, nping, sizeof *s, hpcab__double_cmp);
  double o = hpcab__quantile_sorted(s, nping, 0.5),
         iqr = hpcab__quantile_sorted(s, nping, 0.75) - hpcab__quantile_sorted(s, nping, 0.25);
  free(s);
  out->overhead_ref = o;
  out->overhead_cand = oc;
  out->margin = fmax(HPCAB_OVERHEAD_IQRS * iqr, HPCAB_OVERHEAD_FRACTION * o);
  out->net_ref = mr - o;
  out->net_cand = mc - o;
  out->resolved = out->net_ref >= out->margin && out->net_cand >= out->margin;
  return HPCAB_OK;
}

hpcab_status hpcab_overhead_check(const double *ref, size_t nref, const double *cand, size_t ncand,
                                  const double *ping_ref, const double *ping_cand, size_t nping,
                                  hpcab_overhead_result *out)
{
  hpcab_overhead_result r = {.size = sizeof r};
  hpcab_status st = hpcab__struct_check(out, HPCAB__FIRST_OVERHEAD_RESULT, SIZE_MAX, "overhead check: result");
  if (st == HPCAB_OK) st = overhead_check_impl(ref, nref, cand, ncand, ping_ref, ping_cand, nping, &r);
  if (st == HPCAB_OK) st = hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_OVERHEAD_RESULT, "overhead check: result");
  return st;
}
