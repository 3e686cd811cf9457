/* lib/grade/judge_device.c — device residency in the judge (judge_device.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/credit.h"
#include "hpcab/device.h"
#include "internal.h"
#include "judge_device.h"

struct hpcab__jdev {
  hpcab_device *dev;
  hpcab_device_info info;
  hpcab_device_peak peak;
  char key[256];
};

int hpcab__jdev_wanted(const hpcab_judge_options *o)
{
  return o->residency == HPCAB_RESIDENCY_DEVICE;
}

static int device_language(const char *path)
{
  hpcab_lang l = hpcab_lang_from_path(path);
  return l == HPCAB_LANG_CUDA || l == HPCAB_LANG_HIP || l == HPCAB_LANG_SHARED_OBJECT;
}

hpcab_status hpcab__jdev_open(const hpcab_judge_options *o, const hpcab_manifest *m, int measure,
                              hpcab_machine_profile *profile, hpcab_verdict *v, hpcab__jdev **out)
{
  *out = NULL;
  if (!hpcab_manifest_has_residency(m, HPCAB_RESIDENCY_DEVICE))
    return hpcab__seterr(HPCAB_E_INVALID, "%s has no device residency (its kernel.yaml lists residencies: [host])",
                         hpcab_manifest_id(m));
  if (!device_language(o->candidate))
    return hpcab__seterr(HPCAB_E_INVALID, "a device grade takes a .cu, .hip or .so candidate, not %s", o->candidate);
  hpcab__jdev *d = calloc(1, sizeof *d);
  if (!d) return hpcab__nomem("device grade", sizeof *d);
  hpcab_device_runtime rt = o->device_runtime == HPCAB_RUNTIME_HIP    ? HPCAB_RUNTIME_HIP
                            : o->device_runtime == HPCAB_RUNTIME_CUDA ? HPCAB_RUNTIME_CUDA
                                                                      : HPCAB_RUNTIME_ANY;
  hpcab_status st = hpcab_device_open(o->device, rt, &d->dev);
  d->info.size = sizeof d->info;
  if (!st) st = hpcab_device_get_info(d->dev, &d->info);
  if (!st && !d->info.uuid[0])
    st = hpcab__seterr(HPCAB_E_UNSUPPORTED, "device %d (%s) has no UUID to show its workers by", d->info.index,
                       d->info.name);
  if (!st && measure) {
    d->peak.size = sizeof d->peak;
    st = hpcab_device_peak_get(d->dev, 0, &d->peak, NULL);
    if (!st) profile->device_gbps = hpcab_device_peak_gbps(&d->peak);
  }
  if (!st && d->info.runtime == HPCAB_RUNTIME_CUDA && hpcab_lang_from_path(o->candidate) == HPCAB_LANG_HIP)
    st = hpcab__seterr(HPCAB_E_INVALID, "a .hip candidate needs a HIP device; device %d (%s) is a CUDA device",
                       d->info.index, d->info.name);
  if (st) {
    hpcab__error_prefix("device residency");
    hpcab__jdev_free(d);
    return st;
  }
  snprintf(d->key, sizeof d->key, "%s %s %s", hpcab_device_runtime_name(d->info.runtime), d->info.uuid, d->info.arch);
  if (hpcab__vset(&v->residency, "device") ||
      hpcab__vset(&v->device, "%s (%s, %s%s%s, %.0f GB/s)", d->info.name, d->info.uuid,
                  hpcab_device_runtime_name(d->info.runtime), d->info.arch[0] ? " " : "", d->info.arch,
                  profile->device_gbps)) {
    hpcab__jdev_free(d);
    return HPCAB_E_NOMEM;
  }
  *out = d;
  return HPCAB_OK;
}

const char *hpcab__jdev_baseline(const hpcab__jdev *d, const hpcab_manifest *m, const char *given)
{
  (void)d;
  if (!given || !strcmp(given, "default")) return hpcab_manifest_baseline_device(m);
  if (!strcmp(given, "reference") || !strcmp(given, "reference_device")) return hpcab_manifest_reference_device(m);
  return given;
}

void hpcab__jdev_build_options(const hpcab__jdev *d, const char *source, hpcab_build_options *bo)
{
  hpcab_lang l = hpcab_lang_from_path(source);
  if (l != HPCAB_LANG_CUDA && l != HPCAB_LANG_HIP) return;
  bo->libs = NULL; /* the host BLAS is no device baseline's business */
  bo->device_arch = d->info.arch[0] ? d->info.arch : NULL;
  bo->cuda_as_hip = d->info.runtime == HPCAB_RUNTIME_HIP;
}

void hpcab__jdev_invoke_options(const hpcab__jdev *d, int timed, hpcab_invoke_options *io)
{
  io->device_sides = (1u << HPCAB_SIDE_CANDIDATE) | (timed ? 1u << HPCAB_SIDE_REFERENCE : 0u);
  io->device_runtime = d->info.runtime;
  io->device_uuid = d->info.uuid;
  io->device_runtime_path = d->info.runtime_path;
}

static double median_of(const double *x, int64_t n)
{
  double *w = malloc((size_t)(n > 0 ? n : 1) * sizeof *w);
  if (!w || n < 1) {
    free(w);
    return NAN;
  }
  memcpy(w, x, (size_t)n * sizeof *w);
  for (int64_t i = 1; i < n; i++) /* insertion sort: pings are few */
    for (int64_t k = i; k > 0 && w[k - 1] > w[k]; k--) {
      double t = w[k];
      w[k] = w[k - 1];
      w[k - 1] = t;
    }
  double m = n % 2 ? w[n / 2] : 0.5 * (w[n / 2 - 1] + w[n / 2]);
  free(w);
  return m;
}

hpcab_status hpcab__jdev_input(const hpcab__jdev *d, hpcab_invoke *iv, hpcab_timing *tm, verdict_input *vin)
{
  (void)d;
  vin->device = 1;
  int64_t np = hpcab_timing_pings(tm);
  vin->overhead_ref = median_of(hpcab_timing_overhead_samples(tm, HPCAB_SIDE_REFERENCE), np);
  vin->overhead_cand = median_of(hpcab_timing_overhead_samples(tm, HPCAB_SIDE_CANDIDATE), np);
  size_t nr = 0, nc = 0;
  const double *hr = hpcab_invoke_host_samples(iv, HPCAB_SIDE_REFERENCE, &nr);
  const double *hc = hpcab_invoke_host_samples(iv, HPCAB_SIDE_CANDIDATE, &nc);
  if (!hr || !hc || nr != (size_t)vin->calls || nc != (size_t)vin->calls)
    return hpcab__seterr(HPCAB_E_INTERNAL, "device timing: %zu and %zu judge-clock samples for %lld calls", nr, nc,
                         (long long)vin->calls);
  hpcab_clock_check_result cc = {.size = sizeof cc};
  hpcab_status st = hpcab_device_clock_check(vin->ref_ns, hr, vin->cand_ns, hc, nr, &cc);
  if (st) return st;
  vin->host_ref_median = cc.host_reference_ns;
  vin->host_cand_median = cc.host_candidate_ns;
  vin->gap_ref = cc.gap_reference_ns;
  vin->gap_cand = cc.gap_candidate_ns;
  vin->clock_consistent = cc.consistent;
  if (!cc.consistent) {
    vin->suspect = 1;
    char *why =
        hpcab__asprintf("%s%s%s", vin->why && *vin->why ? vin->why : "", vin->why && *vin->why ? "; " : "", cc.reason);
    if (!why) return HPCAB_E_NOMEM;
    free(vin->why);
    vin->why = why;
  }
  vin->resolved = vin->ref_median >= HPCAB_DEVICE_RESOLUTION_NS && vin->cand_median >= HPCAB_DEVICE_RESOLUTION_NS;
  if (!vin->resolved) {
    vin->credited = 1.0;
    if (!vin->suspect) {
      free(vin->why);
      vin->why = hpcab__asprintf("not resolvable with device events (medians %.0f and %.0f ns, at least %.0f ns "
                                 "needed): credited 1",
                                 vin->ref_median, vin->cand_median, HPCAB_DEVICE_RESOLUTION_NS);
      if (!vin->why) return HPCAB_E_NOMEM;
    }
  }
  return HPCAB_OK;
}

const char *hpcab__jdev_key(const hpcab__jdev *d)
{
  return d ? d->key : "host";
}

void hpcab__jdev_free(hpcab__jdev *d)
{
  if (!d) return;
  hpcab_device_free(d->dev);
  free(d);
}
