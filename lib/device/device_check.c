/* lib/device/device_check.c — the judge's clock as the cross-check of device-event times
   (hpcab_device_clock_check in hpcab/device.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/device.h"
#include "first_layouts.h"
#include "internal.h"

#define GAP_FLOOR_NS 20000.0 /* 20 us: a round trip's jitter */
#define GAP_RELATIVE 0.10
#define HOST_RELATIVE 0.02

static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The median of v[0..n) (sorted in place). */
static double median(double *v, size_t n)
{
  qsort(v, n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

HPCAB_API hpcab_status hpcab_device_clock_check(const double *ref_device_ns, const double *ref_host_ns,
                                                const double *cand_device_ns, const double *cand_host_ns, size_t n,
                                                hpcab_clock_check_result *out)
{
  if (!ref_device_ns || !ref_host_ns || !cand_device_ns || !cand_host_ns || n < 1 || !out)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_clock_check: NULL argument or no calls");
  double *w = malloc(n * sizeof *w);
  if (!w) return hpcab__nomem("clock check", n * sizeof *w);
  hpcab_clock_check_result r;
  memset(&r, 0, sizeof r);
  r.size = sizeof r;
  for (size_t i = 0; i < n; i++) w[i] = ref_host_ns[i];
  r.host_reference_ns = median(w, n);
  for (size_t i = 0; i < n; i++) w[i] = cand_host_ns[i];
  r.host_candidate_ns = median(w, n);
  for (size_t i = 0; i < n; i++) w[i] = ref_host_ns[i] - ref_device_ns[i];
  r.gap_reference_ns = median(w, n);
  for (size_t i = 0; i < n; i++) w[i] = cand_host_ns[i] - cand_device_ns[i];
  r.gap_candidate_ns = median(w, n);
  free(w);
  double tol = GAP_FLOOR_NS;
  if (GAP_RELATIVE * fabs(r.gap_reference_ns) > tol) tol = GAP_RELATIVE * fabs(r.gap_reference_ns);
  if (HOST_RELATIVE * r.host_reference_ns > tol) tol = HOST_RELATIVE * r.host_reference_ns;
  r.tolerance_ns = tol;
  r.consistent = !(r.gap_candidate_ns > r.gap_reference_ns + tol) && isfinite(r.gap_candidate_ns);
  if (!r.consistent)
    snprintf(r.reason, sizeof r.reason,
             "device check: the judge's clock around the candidate's calls exceeds its device time by %.0f ns, "
             "the reference's by %.0f ns (tolerance %.0f ns): work outside the device events",
             r.gap_candidate_ns, r.gap_reference_ns, tol);
  return hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_CLOCK_CHECK_RESULT, "hpcab_device_clock_check: out");
}
