/* lib/grade/kernel_run.c — a kernel's two sides on a sequence of seeded draws at one precision
   (lib/grade/kernel_run.h): for hpcab_test_kernel and hpcab_kernel_validate. */
#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/draw.h"
#include "hpcab/invoke.h"
#include "hpcab/sizes.h"
#include "internal.h"
#include "kernel_run.h"

char *hpcab__kernel_sizes_text(const hpcab_manifest *m, const hpcab_sizes *s)
{
  hpcab__sb sb = {0};
  for (size_t i = 0; i < hpcab_sizes_count(s); i++)
    hpcab__sb_printf(&sb, "%s%s=%lld", i ? "," : "", hpcab_manifest_size_name(m, i), (long long)hpcab_sizes_get(s, i));
  char *out = NULL;
  if (sb.len == 0) hpcab__sb_puts(&sb, "no sizes");
  if (hpcab__sb_finish(&sb, &out)) return NULL;
  return out;
}

hpcab_status hpcab__kernel_load_initializers(const hpcab_manifest *m, const char *object, void **dl)
{
  *dl = NULL;
  for (size_t i = 0; i < hpcab_manifest_array_count(m); i++)
    if (hpcab_manifest_array_init(m, i) == HPCAB_INIT_FUNCTION) {
      *dl = dlopen(object, RTLD_NOW | RTLD_LOCAL);
      if (!*dl)
        return hpcab__seterr(HPCAB_E_NOTFOUND, "loading the reference for its custom initializers: %s", dlerror());
      return HPCAB_OK;
    }
  return HPCAB_OK;
}

void *hpcab__kernel_resolve_init(void *ctx, const char *symbol)
{
  return dlsym(ctx, symbol);
}

/* Appends "PREC: line" to the report and makes it the error message of `st`. */
static hpcab_status failed(const hpcab__kernel_run *k, hpcab__sb *report, hpcab_status st, const char *fmt, ...)
    HPCAB_PRINTF(4, 5);
static hpcab_status failed(const hpcab__kernel_run *k, hpcab__sb *report, hpcab_status st, const char *fmt, ...)
{
  char line[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  hpcab__sb_printf(report, "%s: %s\n", hpcab_dtype_name(k->prec), line);
  return hpcab__seterr(st, "%s: %s: %s", hpcab_manifest_id(k->m), hpcab_dtype_name(k->prec), line);
}

/* The status a failed call of `side` stands for: the candidate's (a verdict) or the kernel's. */
static hpcab_status side_status(int side, hpcab_status candidate_status)
{
  return side == HPCAB_SIDE_CANDIDATE ? candidate_status : HPCAB_E_MANIFEST;
}

/* One call of `side`; a verdict other than ok is reported. */
static hpcab_status call_side(const hpcab__kernel_run *k, hpcab_invoke *iv, int side, const char *when,
                              hpcab__sb *report)
{
  hpcab_call_result r = {.size = sizeof r};
  hpcab_status st = hpcab_invoke_call(iv, (hpcab_side)side, &r);
  if (st && st != HPCAB_E_STATE)
    return failed(k, report, st, "%s: calling the %s: %s", when, k->names[side], hpcab_last_error());
  if (r.outcome == HPCAB_OUTCOME_OK) return HPCAB_OK;
  return failed(k, report, side_status(side, HPCAB_E_WORKER), "%s: the %s failed: %s: %s", when, k->names[side],
                hpcab_outcome_name(r.outcome), r.message);
}

/* Draw `index` for `purpose`, with the custom initializers' resolver when there are any. */
static hpcab_status new_draw(const hpcab__kernel_run *k, hpcab_purpose purpose, uint64_t index, hpcab_draw **out)
{
  hpcab_draw_limits lim = {.size = sizeof lim, .footprint_cap = k->footprint_cap};
  hpcab_status st = hpcab_draw_new(k->m, k->prec, k->seed, index, purpose, k->footprint_cap ? &lim : NULL, out);
  if (!st && k->ref_dl) st = hpcab_draw_set_resolver(*out, hpcab__kernel_resolve_init, k->ref_dl);
  return st;
}

/* Both sides on draw d (a fresh pair), compared; determinism on the candidate side when asked. */
static hpcab_status run_draw(const hpcab__kernel_run *k, hpcab_draw *d, const char *when, int determinism,
                             hpcab__sb *report)
{
  hpcab_invoke_options io = {.size = sizeof io,
                             .manifest = k->m,
                             .precision = k->prec,
                             .topo = k->topo,
                             .threads = k->threads,
                             .worker_path = k->worker_path,
                             .call_timeout_s = k->call_timeout_s > 0 ? k->call_timeout_s : 10.0};
  hpcab_invoke *iv = NULL;
  hpcab_status st = hpcab_invoke_new(&io, d, &iv);
  if (st) return failed(k, report, st, "%s: %s", when, hpcab_last_error());
  for (int side = 0; side < 2 && !st; side++) {
    st = hpcab_invoke_start(iv, (hpcab_side)side, k->objects[side]);
    if (st == HPCAB_E_NOTFOUND) {
      char proto[1024] = "";
      char *why = hpcab__strdup(hpcab_last_error());
      if (hpcab_manifest_prototype(k->m, k->prec, proto, sizeof proto, NULL) != HPCAB_OK) proto[0] = '\0';
      st = failed(k, report, side_status(side, HPCAB_E_NOTFOUND), "the %s cannot be loaded: %s (it must export %s)",
                  k->names[side], why ? why : "", proto);
      free(why);
    } else if (st)
      st = failed(k, report, st, "starting the %s's worker: %s", k->names[side], hpcab_last_error());
  }
  if (!st && (st = hpcab_invoke_stage(iv, d, -1)) != HPCAB_OK)
    st = failed(k, report, st, "%s: filling the inputs: %s", when, hpcab_last_error());
  if (!st) st = call_side(k, iv, HPCAB_SIDE_REFERENCE, when, report);
  if (!st) st = call_side(k, iv, HPCAB_SIDE_CANDIDATE, when, report);
  int passed = 1;
  char line[1024] = "";
  if (!st && (st = hpcab_invoke_compare(iv, d, &passed, line, sizeof line)) != HPCAB_OK)
    st = failed(k, report, st, "%s: comparing the outputs: %s", when, hpcab_last_error());
  if (!st && !passed)
    st = failed(k, report, side_status(HPCAB_SIDE_CANDIDATE, HPCAB_E_MISMATCH),
                "%s: the %s's output differs from the %s's: %s", when, k->names[1], k->names[0], line);
  if (!st && determinism) {
    hpcab_call_result r = {.size = sizeof r};
    double ratio = 0;
    st = hpcab_invoke_determinism(iv, HPCAB_SIDE_CANDIDATE, d, &r, &ratio, &passed, line, sizeof line);
    if (st && st != HPCAB_E_STATE)
      st = failed(k, report, st, "%s: the determinism check: %s", when, hpcab_last_error());
    else if (r.outcome != HPCAB_OUTCOME_OK)
      st = failed(k, report, side_status(HPCAB_SIDE_CANDIDATE, HPCAB_E_WORKER),
                  "%s: the %s's second call (determinism) failed: %s: %s", when, k->names[1],
                  hpcab_outcome_name(r.outcome), r.message);
    else if (!passed)
      st = failed(k, report, side_status(HPCAB_SIDE_CANDIDATE, HPCAB_E_MISMATCH),
                  "%s: the %s is nondeterministic: two calls on the same input disagree: %s", when, k->names[1], line);
    else
      st = HPCAB_OK;
  }
  hpcab_invoke_free(iv);
  return st;
}

void hpcab__kernel_report_replace(hpcab__sb *sb, const char *what, const char *with)
{
  if (!sb->data || !what || !*what || !strstr(sb->data, what)) return;
  char *t = hpcab__strdup(sb->data);
  hpcab__replace_all(&t, what, with);
  if (!t) return;
  sb->len = 0;
  hpcab__sb_puts(sb, t);
  free(t);
}

void hpcab__kernel_error_replace(const char *what, const char *with)
{
  hpcab_status st = hpcab_last_status();
  char *t = hpcab__strdup(hpcab_last_error());
  hpcab__replace_all(&t, what, with);
  if (t) hpcab__seterr(st, "%s", t);
  free(t);
}

/* The draw index of the top corner's draw: the judge's (lib/grade/judge.c, TOP_INDEX). */
#define TOP_DRAW_INDEX (UINT64_C(1) << 19)

/* Both sides at the top corner of the declared ranges, within the call time limit: a kernel whose
   reference cannot run there fails every grade's last correctness draw. *sizes gets the sizes' text. */
static hpcab_status run_top(const hpcab__kernel_run *k, char **sizes, hpcab__sb *report)
{
  hpcab_sizes *s = NULL;
  hpcab_draw *d = NULL;
  hpcab_draw_limits lim = {.size = sizeof lim, .precision = k->prec, .footprint_cap = k->footprint_cap};
  int capped = 0;
  hpcab_status st = hpcab_sizes_new(k->m, &s);
  if (!st) st = hpcab_sizes_top(k->m, &lim, s, &capped);
  if (!st) st = hpcab_draw_new_sized(k->m, k->prec, k->seed, TOP_DRAW_INDEX, HPCAB_PURPOSE_CORRECTNESS, s, &d);
  if (!st && k->ref_dl) st = hpcab_draw_set_resolver(d, hpcab__kernel_resolve_init, k->ref_dl);
  char *sz = s ? hpcab__kernel_sizes_text(k->m, s) : NULL;
  if (st) {
    st = failed(k, report, st, "the top of the declared ranges (%s): %s", sz ? sz : "", hpcab_last_error());
  } else {
    char when[1024];
    snprintf(when, sizeof when, "the top of the declared ranges (%s%s; a call may take %.0f s)", sz ? sz : "",
             capped ? ", the largest within the footprint cap" : "", k->call_timeout_s > 0 ? k->call_timeout_s : 10.0);
    st = run_draw(k, d, when, 0, report);
  }
  hpcab_draw_free(d);
  hpcab_sizes_free(s);
  if (st)
    free(sz);
  else
    *sizes = sz;
  return st;
}

hpcab_status hpcab__kernel_run_draws(const hpcab__kernel_run *k, hpcab__sb *report)
{
  if (!k || !k->m || !k->seed || !k->objects[0] || !k->objects[1] || k->draws < 0)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab__kernel_run_draws: bad arguments");
  char *test_sizes = NULL;
  hpcab_status st = HPCAB_OK;
  for (int i = -1; i < k->draws && !st; i++) {
    hpcab_draw *d = NULL;
    hpcab_purpose purpose = i < 0 ? HPCAB_PURPOSE_TEST : HPCAB_PURPOSE_CORRECTNESS;
    char what[64];
    if (i < 0)
      snprintf(what, sizeof what, "the test draw");
    else
      snprintf(what, sizeof what, "correctness draw %d%s", i, i < HPCAB_EDGE_DRAWS ? " (edge sizes)" : "");
    if ((st = new_draw(k, purpose, i < 0 ? 0 : (uint64_t)i, &d)) != HPCAB_OK) {
      st = failed(k, report, st, "%s: %s", what, hpcab_last_error());
      break;
    }
    char *sz = hpcab__kernel_sizes_text(k->m, hpcab_draw_sizes(d));
    char when[1024];
    snprintf(when, sizeof when, "%s (%s)", what, sz ? sz : "");
    st = run_draw(k, d, when, i < 0 && k->determinism, report);
    if (i < 0)
      test_sizes = sz;
    else
      free(sz);
    hpcab_draw_free(d);
  }
  char *top_sizes = NULL;
  if (!st && k->top) st = run_top(k, &top_sizes, report);
  if (!st) {
    int edge = k->draws < HPCAB_EDGE_DRAWS ? k->draws : HPCAB_EDGE_DRAWS;
    hpcab__sb_printf(report, "%s: the %s matches the %s on the test draw (%s)", hpcab_dtype_name(k->prec), k->names[1],
                     k->names[0], test_sizes ? test_sizes : "");
    if (k->draws)
      hpcab__sb_printf(report, " and %d correctness draw%s (%d at edge sizes)", k->draws, k->draws == 1 ? "" : "s",
                       edge);
    hpcab__sb_printf(report, "%s", k->determinism ? ", deterministic" : "");
    if (top_sizes) hpcab__sb_printf(report, "; and at the top of the declared ranges (%s)", top_sizes);
    hpcab__sb_puts(report, "\n");
  }
  free(test_sizes);
  free(top_sizes);
  if (!st && report->failed) st = hpcab__nomem("a kernel report", report->len);
  return st;
}
