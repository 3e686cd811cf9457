/* lib/grade/verdict.c — a judge verdict: accessors, JSON (DESIGN.md §11) and the readable report. */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "first_layouts.h"
#include "judge_internal.h"
#include "strbuf.h"

int hpcab__vset(char **field, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0) return -1;
  char *s = malloc((size_t)n + 1);
  if (!s) {
    hpcab__nomem("verdict text", (size_t)n + 1);
    return -1;
  }
  va_start(ap, fmt);
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  va_end(ap);
  free(*field);
  *field = s;
  return 0;
}

hpcab_verdict *hpcab__verdict_new(const char *route)
{
  hpcab_verdict *v = calloc(1, sizeof *v);
  if (!v) {
    hpcab__nomem("verdict", sizeof *v);
    return NULL;
  }
  v->speedup = 1.0;
  v->determinism_ratio = NAN;
  if (hpcab__vset(&v->route, "%s", route) || hpcab__vset(&v->status, "ok") || hpcab__vset(&v->reason, "%s", "") ||
      hpcab__vset(&v->kernel, "%s", "") || hpcab__vset(&v->precision, "%s", "") ||
      hpcab__vset(&v->candidate_name, "%s", "") || hpcab__vset(&v->candidate_sha256, "%s", "") ||
      hpcab__vset(&v->baseline, "%s", "") || hpcab__vset(&v->guards, "%s", "") || hpcab__vset(&v->top_sizes, "%s", "") ||
      hpcab__vset(&v->build_log, "%s", "") || hpcab__vset(&v->residency, "%s", "host") ||
      hpcab__vset(&v->device, "%s", "")) {
    hpcab_verdict_free(v);
    return NULL;
  }
  return v;
}

static void json_key(hpcab__sb *sb, const char *key, int *first)
{
  if (!*first) hpcab__sb_puts(sb, ", ");
  *first = 0;
  hpcab__sb_json_string(sb, key);
  hpcab__sb_puts(sb, ": ");
}

static void render_json(const hpcab_verdict *v, hpcab__sb *sb)
{
  int first = 1;
  hpcab__sb_puts(sb, "{");
  json_key(sb, "route", &first);
  hpcab__sb_json_string(sb, v->route);
  json_key(sb, "kernel", &first);
  hpcab__sb_json_string(sb, v->kernel);
  json_key(sb, "precision", &first);
  hpcab__sb_json_string(sb, v->precision);
  json_key(sb, "candidate", &first);
  hpcab__sb_json_string(sb, v->candidate_name);
  json_key(sb, "candidate_sha256", &first);
  hpcab__sb_json_string(sb, v->candidate_sha256);
  json_key(sb, "baseline", &first);
  hpcab__sb_json_string(sb, v->baseline);
  json_key(sb, "residency", &first);
  hpcab__sb_json_string(sb, v->residency);
  json_key(sb, "device", &first);
  if (*v->device) hpcab__sb_json_string(sb, v->device);
  else hpcab__sb_puts(sb, "null");
  json_key(sb, "status", &first);
  hpcab__sb_json_string(sb, v->status);
  json_key(sb, "reason", &first);
  hpcab__sb_json_string(sb, v->reason);
  json_key(sb, "correct", &first);
  hpcab__sb_puts(sb, v->correct ? "true" : "false");
  json_key(sb, "speedup", &first);
  hpcab__sb_json_number(sb, v->speedup);
  /* keep "cached": false exactly so: a stored verdict is marked cached by rewriting it in place */
  json_key(sb, "cached", &first);
  hpcab__sb_puts(sb, v->cached ? "true " : "false");
  json_key(sb, "correctness_draws", &first);
  hpcab__sb_printf(sb, "%d", v->correctness_draws);
  json_key(sb, "determinism_ratio", &first);
  hpcab__sb_json_number(sb, v->determinism_ratio);
  /* the correctness draw at the top corner of the declared ranges (null when none was made) */
  json_key(sb, "top_sizes", &first);
  if (*v->top_sizes) hpcab__sb_json_string(sb, v->top_sizes);
  else hpcab__sb_puts(sb, "null");
  json_key(sb, "top_capped", &first);
  hpcab__sb_puts(sb, v->top_capped ? "true" : "false");
  json_key(sb, "inputs", &first);
  hpcab__sb_puts(sb, "[");
  for (size_t i = 0; i < v->ninputs; i++) {
    const verdict_input *in = &v->inputs[i];
    int f2 = 1;
    hpcab__sb_puts(sb, i ? ", {" : "{");
    json_key(sb, "sizes", &f2);
    hpcab__sb_json_string(sb, in->sizes);
    json_key(sb, "reference_median_ns", &f2);
    hpcab__sb_json_number(sb, in->ref_median);
    json_key(sb, "candidate_median_ns", &f2);
    hpcab__sb_json_number(sb, in->cand_median);
    json_key(sb, "ratio", &f2);
    hpcab__sb_json_number(sb, in->ratio);
    json_key(sb, "p_value", &f2);
    hpcab__sb_json_number(sb, in->p);
    json_key(sb, "credited", &f2);
    hpcab__sb_json_number(sb, in->credited);
    json_key(sb, "suspect", &f2);
    hpcab__sb_puts(sb, in->suspect ? "true" : "false");
    json_key(sb, "why", &f2);
    hpcab__sb_json_string(sb, in->why ? in->why : "");
    json_key(sb, "calls", &f2);
    hpcab__sb_printf(sb, "%lld", (long long)in->calls);
    /* time inside the timed calls of both sides, and the protocol's wall time (judge efficiency) */
    json_key(sb, "timed_ns", &f2);
    hpcab__sb_json_number(sb, in->busy_ns);
    json_key(sb, "protocol_wall_ns", &f2);
    hpcab__sb_json_number(sb, in->wall_ns);
    /* the empty round trip of each side's worker, and whether the medians resolve above it */
    json_key(sb, "overhead_reference_ns", &f2);
    hpcab__sb_json_number(sb, in->overhead_ref);
    json_key(sb, "overhead_candidate_ns", &f2);
    hpcab__sb_json_number(sb, in->overhead_cand);
    json_key(sb, "resolved", &f2);
    hpcab__sb_puts(sb, in->resolved ? "true" : "false");
    if (in->device) { /* the medians above are device-event times; the judge's clock cross-checks them */
      json_key(sb, "judge_clock", &f2);
      int f3 = 1;
      hpcab__sb_puts(sb, "{");
      json_key(sb, "reference_median_ns", &f3);
      hpcab__sb_json_number(sb, in->host_ref_median);
      json_key(sb, "candidate_median_ns", &f3);
      hpcab__sb_json_number(sb, in->host_cand_median);
      json_key(sb, "gap_reference_ns", &f3);
      hpcab__sb_json_number(sb, in->gap_ref);
      json_key(sb, "gap_candidate_ns", &f3);
      hpcab__sb_json_number(sb, in->gap_cand);
      json_key(sb, "consistent", &f3);
      hpcab__sb_puts(sb, in->clock_consistent ? "true" : "false");
      hpcab__sb_puts(sb, "}");
    }
    hpcab__sb_puts(sb, "}");
  }
  hpcab__sb_puts(sb, "]");
  json_key(sb, "flags", &first);
  hpcab__sb_puts(sb, "[");
  for (size_t i = 0; i < v->nflags; i++) {
    int f2 = 1;
    hpcab__sb_puts(sb, i ? ", {" : "{");
    json_key(sb, "line", &f2);
    hpcab__sb_printf(sb, "%d", v->flags[i].line);
    json_key(sb, "category", &f2);
    hpcab__sb_json_string(sb, v->flags[i].category);
    json_key(sb, "refused", &f2);
    hpcab__sb_puts(sb, v->flags[i].forbidden ? "true" : "false");
    json_key(sb, "message", &f2);
    hpcab__sb_json_string(sb, v->flags[i].message);
    hpcab__sb_puts(sb, "}");
  }
  hpcab__sb_puts(sb, "]");
  json_key(sb, "guards", &first);
  hpcab__sb_json_string(sb, v->guards);
  json_key(sb, "wall_s", &first); /* of the grade that produced this verdict (a cached one keeps it) */
  hpcab__sb_json_number(sb, v->wall_s);
  if (v->build_log && *v->build_log) {
    json_key(sb, "build_log", &first);
    hpcab__sb_json_string(sb, v->build_log);
  }
  hpcab__sb_puts(sb, "}");
}

static void render_report(const hpcab_verdict *v, hpcab__sb *sb)
{
  hpcab__sb_printf(sb, "kernel     %s (%s)\n", v->kernel, v->precision);
  hpcab__sb_printf(sb, "candidate  %s (sha256 %.16s...)\n", v->candidate_name, v->candidate_sha256);
  if (*v->baseline) hpcab__sb_printf(sb, "baseline   %s\n", v->baseline);
  if (*v->device) hpcab__sb_printf(sb, "device     %s (device-event times)\n", v->device);
  for (size_t i = 0; i < v->nflags; i++) {
    hpcab__sb_printf(sb, "%s   ", v->flags[i].forbidden ? "REFUSED" : "flag   ");
    if (v->flags[i].line > 0) hpcab__sb_printf(sb, "line %d: ", v->flags[i].line); /* 0: an object or a run */
    hpcab__sb_printf(sb, "%s\n", v->flags[i].message);
  }
  if (*v->top_sizes)
    hpcab__sb_printf(sb, "top        %s (%s)\n", v->top_sizes,
                     v->top_capped ? "the declared maxima exceed the footprint cap of correctness draws: "
                                     "checked at the largest sizes that fit"
                                   : "correctness checked at the top of the declared ranges");
  if (v->ninputs) {
    hpcab__sb_printf(sb, "\n  %-3s %-34s %14s %14s %9s %10s %9s  %s\n", "#", "sizes", "reference ns", "candidate ns",
                     "ratio", "p", "credited", "note");
    for (size_t i = 0; i < v->ninputs; i++) {
      const verdict_input *in = &v->inputs[i];
      hpcab__sb_printf(sb, "  %-3zu %-34s %14.0f %14.0f %9.3f %10.3g %9.3f  %s\n", i, in->sizes, in->ref_median,
                       in->cand_median, in->ratio, in->p, in->credited, in->why ? in->why : "");
    }
    hpcab__sb_puts(sb, "\n");
  }
  if (v->correct)
    hpcab__sb_printf(sb, "verdict    ok: correct on %d draws, credited speedup %.3fx%s\n", v->correctness_draws,
                     v->speedup, v->cached ? " (cached)" : "");
  else
    hpcab__sb_printf(sb, "verdict    %s: %s%s\n", v->status, v->reason, v->cached ? " (cached)" : "");
  if (*v->guards) hpcab__sb_printf(sb, "guards     %s\n", v->guards);
  if (v->build_log && *v->build_log) hpcab__sb_printf(sb, "\ncompiler output:\n%s\n", v->build_log);
}

hpcab_status hpcab__verdict_render(hpcab_verdict *v)
{
  hpcab__sb sb = {0};
  render_json(v, &sb);
  char *json;
  hpcab_status st = hpcab__sb_finish(&sb, &json);
  if (st) return st;
  render_report(v, &sb);
  char *report;
  st = hpcab__sb_finish(&sb, &report);
  if (st) {
    free(json);
    return st;
  }
  free(v->json);
  free(v->report);
  v->json = json;
  v->report = report;
  return HPCAB_OK;
}

HPCAB_API const char *hpcab_verdict_status(const hpcab_verdict *v)
{
  return v ? v->status : "invalid";
}

HPCAB_API const char *hpcab_verdict_reason(const hpcab_verdict *v)
{
  return v ? v->reason : "";
}

HPCAB_API int hpcab_verdict_correct(const hpcab_verdict *v)
{
  return v ? v->correct : 0;
}

HPCAB_API double hpcab_verdict_speedup(const hpcab_verdict *v)
{
  return v ? v->speedup : 0.0;
}

HPCAB_API int hpcab_verdict_cached(const hpcab_verdict *v)
{
  return v ? v->cached : 0;
}

HPCAB_API const char *hpcab_verdict_kernel(const hpcab_verdict *v)
{
  return v ? v->kernel : "";
}

HPCAB_API const char *hpcab_verdict_candidate_sha256(const hpcab_verdict *v)
{
  return v ? v->candidate_sha256 : "";
}

HPCAB_API const char *hpcab_verdict_baseline(const hpcab_verdict *v)
{
  return v ? v->baseline : "";
}

HPCAB_API size_t hpcab_verdict_input_count(const hpcab_verdict *v)
{
  return v ? v->ninputs : 0;
}

HPCAB_API hpcab_status hpcab_verdict_get_input(const hpcab_verdict *v, size_t i, hpcab_verdict_input *out)
{
  if (!v) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_verdict_get_input: NULL verdict");
  if (hpcab__struct_check(out, HPCAB__FIRST_VERDICT_INPUT, SIZE_MAX, "hpcab_verdict_get_input")) return HPCAB_E_INVALID;
  hpcab_verdict_input *dst = out, full = {.size = sizeof full};
  out = &full;
  if (i >= v->ninputs)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_verdict_get_input: input %zu out of range (%zu inputs)", i, v->ninputs);
  const verdict_input *in = &v->inputs[i];
  out->sizes = in->sizes;
  out->reference_median_ns = in->ref_median;
  out->candidate_median_ns = in->cand_median;
  out->ratio = in->ratio;
  out->p_value = in->p;
  out->credited = in->credited;
  out->suspect = in->suspect;
  out->why = in->why ? in->why : "";
  out->calls = in->calls;
  out->reference_ns = in->ref_ns;
  out->candidate_ns = in->cand_ns;
  out->overhead_reference_ns = in->overhead_ref;
  out->overhead_candidate_ns = in->overhead_cand;
  out->resolved = in->resolved;
  return hpcab__struct_out(dst, out, sizeof *out, HPCAB__FIRST_VERDICT_INPUT, "hpcab_verdict_get_input");
}

HPCAB_API const char *hpcab_verdict_json(const hpcab_verdict *v)
{
  return v && v->json ? v->json : "{}";
}

HPCAB_API const char *hpcab_verdict_report(const hpcab_verdict *v)
{
  return v && v->report ? v->report : "";
}

HPCAB_API int hpcab_verdict_exit_code(const hpcab_verdict *v)
{
  return v && v->correct ? 0 : 1;
}

HPCAB_API void hpcab_verdict_free(hpcab_verdict *v)
{
  if (!v) return;
  for (size_t i = 0; i < v->ninputs; i++) {
    free(v->inputs[i].sizes);
    free(v->inputs[i].why);
    free(v->inputs[i].ref_ns);
    free(v->inputs[i].cand_ns);
  }
  free(v->inputs);
  for (size_t i = 0; i < v->nflags; i++) {
    free(v->flags[i].category);
    free(v->flags[i].message);
  }
  free(v->flags);
  free(v->route);
  free(v->kernel);
  free(v->precision);
  free(v->candidate_name);
  free(v->candidate_sha256);
  free(v->baseline);
  free(v->status);
  free(v->reason);
  free(v->guards);
  free(v->build_log);
  free(v->top_sizes);
  free(v->residency);
  free(v->device);
  free(v->json);
  free(v->report);
  free(v);
}
