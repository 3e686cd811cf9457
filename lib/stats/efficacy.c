/*
 * lib/stats/efficacy.c — efficacy of an intervention over paired per-kernel results (hpcab/stats.h):
 * rho_S (speedup), rho_C (token cost) as geometric means of per-kernel ratios with log-t intervals
 * and one-sample t-tests of the log ratios, and the change in solved count with an exact McNemar p.
 */
#include <math.h>
#include <string.h>
#include <stdint.h>
#include <stdalign.h>
#include <stdlib.h>

#include "hpcab/stats.h"
#include "hpcab/mwu.h"
#include "hpcab/efficacy.h"
#include "internal.h"
#include "first_layouts.h"

static const hpcab_kernel_outcome *row_at(const hpcab_kernel_outcome *rows, size_t stride, size_t i)
{
  return (const hpcab_kernel_outcome *)(const void *)((const char *)rows + i * stride);
}

static hpcab_status check_row(const char *arm, size_t i, const hpcab_kernel_outcome *r)
{
  if (r->solved && !(isfinite(r->speedup) && r->speedup > 0))
    return hpcab__seterr(HPCAB_E_INVALID, "efficacy: %s kernel %zu is solved with speedup %g", arm, i, r->speedup);
  const double tok[3] = {r->input_tokens, r->cached_tokens, r->output_tokens};
  for (int k = 0; k < 3; k++)
    if (!(isfinite(tok[k]) && tok[k] >= 0))
      return hpcab__seterr(HPCAB_E_INVALID, "efficacy: %s kernel %zu has token count %g", arm, i, tok[k]);
  return HPCAB_OK;
}

/* Fills an estimate from n ratios and their logs. */
static hpcab_status estimate(const double *ratio, const double *lg, size_t n, double confidence, hpcab_estimate *e)
{
  e->n = n;
  e->value = e->lo = e->hi = e->p = NAN;
  if (n == 0) return HPCAB_OK;
  hpcab_geomean_result g = {.size = sizeof g};
  hpcab_status st = hpcab_geomean_ci(ratio, n, confidence, &g);
  if (st != HPCAB_OK) return st;
  e->value = g.geomean;
  e->lo = g.lo;
  e->hi = g.hi;
  if (n >= 2) {
    hpcab_ttest_result t = {.size = sizeof t};
    if ((st = hpcab_ttest_1samp(lg, n, 0.0, HPCAB_TWO_SIDED, &t)) != HPCAB_OK) return st;
    e->p = t.p;
  }
  return HPCAB_OK;
}

static hpcab_status efficacy_compute_impl(const hpcab_kernel_outcome *control, const hpcab_kernel_outcome *treatment,
                                          size_t n, const double weights[3], double confidence,
                                          hpcab_efficacy_result *out)
{
  if (n > 0 && (!control || !treatment))
    return hpcab__seterr(HPCAB_E_INVALID, "efficacy: control or treatment rows are NULL");
  if (!(confidence > 0 && confidence < 1))
    return hpcab__seterr(HPCAB_E_INVALID, "efficacy: confidence = %g is not in (0, 1)", confidence);
  const double defw[3] = {1.0, 0.1, 1.0};
  const double *w = weights ? weights : defw;
  for (int k = 0; k < 3; k++)
    if (!(isfinite(w[k]) && w[k] >= 0))
      return hpcab__seterr(HPCAB_E_INVALID, "efficacy: weight %d = %g is not finite and >= 0", k, w[k]);
  /* rows are read at the caller's stride, its size field: an older caller's shorter rows read with
     a zero tail (the size-field rule); longer rows (a row embedded in the caller's own record) have
     their tail ignored */
  size_t cs = n ? control[0].size : sizeof *control, ts = n ? treatment[0].size : sizeof *treatment;
  if (cs < HPCAB__FIRST_KERNEL_OUTCOME || ts < HPCAB__FIRST_KERNEL_OUTCOME || cs % alignof(hpcab_kernel_outcome) ||
      ts % alignof(hpcab_kernel_outcome))
    return hpcab__seterr(HPCAB_E_INVALID,
                         "efficacy: row size %zu / %zu is not a valid hpcab_kernel_outcome size (at least %zu)", cs, ts,
                         (size_t)HPCAB__FIRST_KERNEL_OUTCOME);
  size_t bytes;
  if (!hpcab__size_mul(n ? n : 1, 4 * sizeof(double), &bytes)) return hpcab__nomem("efficacy", SIZE_MAX);
  double *buf = malloc(bytes);
  if (!buf) return hpcab__nomem("efficacy", bytes);
  double *s_ratio = buf, *s_log = buf + n, *c_ratio = buf + 2 * n, *c_log = buf + 3 * n;
  size_t ns = 0, nc = 0, sc = 0, st_ = 0, b = 0, c = 0;
  hpcab_status st = HPCAB_OK;
  for (size_t i = 0; i < n && st == HPCAB_OK; i++) {
    hpcab_kernel_outcome rc_ = {0}, rt_ = {0}, *rc = &rc_, *rt = &rt_;
    memcpy(rc, row_at(control, cs, i), cs < sizeof rc_ ? cs : sizeof rc_);
    memcpy(rt, row_at(treatment, ts, i), ts < sizeof rt_ ? ts : sizeof rt_);
    if ((st = check_row("control", i, rc)) || (st = check_row("treatment", i, rt))) break;
    sc += rc->solved;
    st_ += rt->solved;
    b += rc->solved && !rt->solved;
    c += rt->solved && !rc->solved;
    if (rc->solved && rt->solved) {
      s_log[ns] = log(rt->speedup) - log(rc->speedup);
      s_ratio[ns] = rt->speedup / rc->speedup;
      ns++;
    }
    double cc = w[0] * rc->input_tokens + w[1] * rc->cached_tokens + w[2] * rc->output_tokens;
    double ct = w[0] * rt->input_tokens + w[1] * rt->cached_tokens + w[2] * rt->output_tokens;
    if (cc > 0 && ct > 0 && isfinite(cc) && isfinite(ct)) {
      c_log[nc] = log(cc) - log(ct);
      c_ratio[nc] = cc / ct;
      nc++;
    }
  }
  if (st == HPCAB_OK) st = estimate(s_ratio, s_log, ns, confidence, &out->rho_s);
  if (st == HPCAB_OK) st = estimate(c_ratio, c_log, nc, confidence, &out->rho_c);
  free(buf);
  if (st != HPCAB_OK) return st;
  out->kernels = n;
  out->solved_control = sc;
  out->solved_treatment = st_;
  out->only_control = b;
  out->only_treatment = c;
  out->solved_p = hpcab_mcnemar_exact(b, c);
  return HPCAB_OK;
}

hpcab_status hpcab_efficacy_compute(const hpcab_kernel_outcome *control, const hpcab_kernel_outcome *treatment,
                                    size_t n, const double weights[3], double confidence, hpcab_efficacy_result *out)
{
  hpcab_efficacy_result r = {.size = sizeof r};
  hpcab_status st = hpcab__struct_check(out, HPCAB__FIRST_EFFICACY_RESULT, SIZE_MAX, "efficacy: result");
  if (st == HPCAB_OK) st = efficacy_compute_impl(control, treatment, n, weights, confidence, &r);
  if (st == HPCAB_OK) st = hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_EFFICACY_RESULT, "efficacy: result");
  return st;
}
