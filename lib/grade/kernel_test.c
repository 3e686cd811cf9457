/* lib/grade/kernel_test.c — hpcab_test_kernel (hpcab/testing.h): a candidate built and run beside a
   kernel's reference on seeded test and correctness draws, at each precision asked for. */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/build.h"
#include "hpcab/manifest.h"
#include "hpcab/paths.h"
#include "hpcab/rng.h"
#include "hpcab/testing.h"
#include "hpcab/topo.h"
#include "internal.h"
#include "first_layouts.h"
#include "kernel_run.h"

_Static_assert(sizeof HPCAB_TEST_DEFAULT_SEED - 1 == HPCAB_SEED_BYTES, "the default test seed is 32 bytes");

/* The first layout of hpcab_test_options (the one released with it). */

static const char *base_name(const char *path)
{
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

/* Copies the report into the caller's buffer, "..." marking a cut. */
static void put_report(const hpcab__sb *sb, char *report, size_t cap)
{
  if (!report || cap == 0) return;
  const char *text = sb->data ? sb->data : "";
  size_t n = sb->len;
  if (n < cap) {
    memcpy(report, text, n);
    report[n] = '\0';
    return;
  }
  size_t keep = cap > 4 ? cap - 4 : cap - 1;
  memcpy(report, text, keep);
  if (cap > 4) memcpy(report + keep, "...", 3), keep += 3;
  report[keep] = '\0';
}

/* Builds `source` at k's precision into *out; reports a failure (the candidate's: its status; the
   reference's: HPCAB_E_MANIFEST). */
static hpcab_status build(const hpcab_test_options *o, const char *cache, hpcab_dtype prec, const char *source,
                          int reference, hpcab__sb *report, hpcab_build **out)
{
  hpcab_build_options bo = {.size = sizeof bo,
                            .cache_dir = cache,
                            .include_dir = o->include_dir,
                            .precision = prec,
                            .libs = reference ? "-lopenblas -lm" : NULL,
                            .flags = reference ? NULL : o->flags,
                            .extra_flags = reference ? NULL : o->extra_flags};
  hpcab_status st = hpcab_build_source(&bo, source, out);
  if (!st) return HPCAB_OK;
  const char *log = *out ? hpcab_build_log(*out) : "";
  char *msg = hpcab__asprintf("%s: the %s %s: %s%s%s", hpcab_dtype_name(prec), reference ? "reference" : "candidate",
                              st == HPCAB_E_REFUSED ? "is refused" : "does not build", hpcab_last_error(),
                              *log ? "\n" : "", log);
  if (!msg) return hpcab__nomem("a test report", 0);
  hpcab__sb_printf(report, "%s\n", msg);
  if (reference && st != HPCAB_E_UNSUPPORTED && st != HPCAB_E_NOMEM && st != HPCAB_E_SYSTEM) st = HPCAB_E_MANIFEST;
  st = hpcab__seterr(st, "%s", msg);
  free(msg);
  return st;
}

/* One precision: both builds, then the draws. */
static hpcab_status test_precision(const hpcab_manifest *m, const char *candidate, const hpcab_test_options *o,
                                   const char *cache, const hpcab_topo *topo, hpcab_dtype prec, hpcab__sb *report)
{
  hpcab_build *ref = NULL, *cand = NULL;
  void *dl = NULL;
  hpcab_status st = build(o, cache, prec, hpcab_manifest_reference(m), 1, report, &ref);
  if (!st) st = build(o, cache, prec, candidate, 0, report, &cand);
  if (!st && (st = hpcab__kernel_load_initializers(m, hpcab_build_object(ref), &dl)) != HPCAB_OK) {
    hpcab__sb_printf(report, "%s: %s\n", hpcab_dtype_name(prec), hpcab_last_error());
    st = hpcab__seterr(HPCAB_E_MANIFEST, "%s", hpcab_last_error());
  }
  if (!st) {
    hpcab__kernel_run k = {.m = m,
                           .prec = prec,
                           .seed = o->seed,
                           .objects = {hpcab_build_object(ref), hpcab_build_object(cand)},
                           .names = {"reference", "candidate"},
                           .ref_dl = dl,
                           .topo = topo,
                           .worker_path = o->worker_path,
                           .threads = o->threads,
                           .call_timeout_s = o->call_timeout_s,
                           .draws = o->draws < 0    ? 0
                                    : o->draws == 0 ? 8
                                                    : o->draws,
                           .footprint_cap = o->footprint_cap,
                           .determinism = !o->no_determinism};
    st = hpcab__kernel_run_draws(&k, report);
  }
  /* name the built objects by their sources, never by their place in the build cache */
  const char *objects[2] = {ref ? hpcab_build_object(ref) : NULL, cand ? hpcab_build_object(cand) : NULL};
  const char *names[2] = {base_name(hpcab_manifest_reference(m)), base_name(candidate)};
  for (int i = 0; i < 2; i++) {
    if (!objects[i]) continue;
    hpcab__kernel_report_replace(report, objects[i], names[i]);
    if (st) hpcab__kernel_error_replace(objects[i], names[i]);
  }
  if (dl) dlclose(dl);
  hpcab_build_free(ref);
  hpcab_build_free(cand);
  return st;
}

HPCAB_API hpcab_status hpcab_test_kernel(const char *kernel, const char *candidate, const hpcab_test_options *opts,
                                         char *report, size_t cap)
{
  if (report && cap) report[0] = '\0';
  if (!kernel || !candidate || (!report && cap))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_test_kernel: NULL kernel, candidate or report");
  hpcab_test_options o = {.size = sizeof o};
  hpcab_status st =
      opts ? hpcab__struct_in(&o, sizeof o, opts, HPCAB__FIRST_TEST_OPTIONS, "hpcab_test_kernel options") : HPCAB_OK;
  if (st) return st;
  if (!o.seed) o.seed = (const uint8_t *)HPCAB_TEST_DEFAULT_SEED;
  hpcab__sb sb = {0};
  char cache[PATH_MAX];
  hpcab_manifest *m = NULL;
  hpcab_topo *topo = NULL;
  if (o.cache_dir) {
    if ((size_t)snprintf(cache, sizeof cache, "%s", o.cache_dir) >= sizeof cache)
      st = hpcab__seterr(HPCAB_E_INVALID, "hpcab_test_kernel: cache_dir too long");
  } else if ((st = hpcab_paths_state_dir(cache, sizeof cache - 8)) == HPCAB_OK) {
    strcat(cache, "/build");
  }
  if (!st) st = hpcab_manifest_load(kernel, &m);
  if (!st && o.precision && !hpcab_manifest_has_precision(m, o.precision))
    st = hpcab__manifest_no_precision(m, o.precision);
  if (!st) st = hpcab_topo_new(&topo);
  if (st) {
    hpcab__sb_printf(&sb, "%s\n", hpcab_last_error());
  } else {
    hpcab__sb_printf(&sb, "%s: %s against the reference of %s\n", hpcab_manifest_id(m), candidate,
                     hpcab_manifest_dir(m) ? hpcab_manifest_dir(m) : kernel);
    for (size_t i = 0; i < hpcab_manifest_precision_count(m) && !st; i++) {
      hpcab_dtype p = hpcab_manifest_precision(m, i);
      if (!o.precision || o.precision == p) st = test_precision(m, candidate, &o, cache, topo, p, &sb);
    }
  }
  /* the report holds the message; keep it as the error too (the calls above may have cleared it) */
  char *last = st ? hpcab__strdup(hpcab_last_error()) : NULL;
  put_report(&sb, report, cap);
  if (sb.failed && !st) st = hpcab__nomem("the test report", sb.len);
  hpcab__sb_free(&sb);
  hpcab_topo_free(topo);
  hpcab_manifest_free(m);
  if (last) {
    hpcab__seterr(st, "%s", last);
    free(last);
  }
  return st;
}
