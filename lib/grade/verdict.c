/* lib/grade/verdict.c — a judge verdict: accessors and the readable report (its JSON: verdict_json.c). */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/hodges_lehmann.h"
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
      hpcab__vset(&v->baseline, "%s", "") || hpcab__vset(&v->guards, "%s", "") ||
      hpcab__vset(&v->top_sizes, "%s", "") || hpcab__vset(&v->build_log, "%s", "") ||
      hpcab__vset(&v->residency, "%s", "host") || hpcab__vset(&v->device, "%s", "")) {
    hpcab_verdict_free(v);
    return NULL;
  }
  return v;
}

/* The confidence of the Hodges-Lehmann intervals: 1 - 2 alpha. */
static double confidence_of(const hpcab_verdict *v)
{
  return 1 - 2 * v->alpha;
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
  int score = strcmp(v->route, "score") == 0;
  if (v->ninputs) {
    double confidence = 1 - 2 * v->alpha;
    char hl_head[48];
    snprintf(hl_head, sizeof hl_head, "HL ratio [%.0f%% interval]", 100 * confidence);
    hpcab__sb_printf(sb, "\n  %-3s %-34s %14s %14s %9s %-26s %10s %9s  %s\n", "#", "sizes",
                     score ? "reference min" : "reference ns", score ? "candidate min" : "candidate ns", "ratio",
                     score ? "" : hl_head, "p", "credited", "note");
    for (size_t i = 0; i < v->ninputs; i++) {
      verdict_input *in = &v->inputs[i];
      char hl_text[64] = "";
      double hl[4];
      if (hpcab__verdict_input_hl(v, in, hl))
        snprintf(hl_text, sizeof hl_text, "%.3f [%.3f, %.3f]", hl[0], hl[1], hl[2]);
      char p_text[32] = "-";
      if (!score && in->p < 1e-16) /* below what a double's "%.3g" tells from 0 meaningfully */
        snprintf(p_text, sizeof p_text, "<1e-16");
      else if (!score)
        snprintf(p_text, sizeof p_text, "%.3g", in->p);
      hpcab__sb_printf(sb, "  %-3zu %-34s %14.0f %14.0f %9.3f %-26s %10s %9.3f  %s\n", i, in->sizes, in->ref_median,
                       in->cand_median, in->ratio, hl_text, p_text, in->credited, in->why ? in->why : "");
    }
    if (score)
      hpcab__sb_puts(sb,
                     "  (ratio: the reference's fastest call over the candidate's; > 1: the candidate is faster)\n");
    else
      hpcab__sb_printf(sb,
                       "  ratio: reference median / candidate median (> 1: the candidate is faster); HL ratio: "
                       "the Hodges-Lehmann\n"
                       "  estimate of that ratio with its %.0f%% Mann-Whitney interval; p: the one-sided "
                       "Mann-Whitney test, in the\n"
                       "  direction of the medians, that the difference exceeds the %.3g%% margin; credited: "
                       "the speedup the input\n"
                       "  counts for (1 unless the test confirms a difference beyond the margin)\n",
                       100 * confidence_of(v), 100 * v->min_effect);
    hpcab__sb_puts(sb, "\n");
  }
  const char *cached = v->cached ? " (cached)" : "";
  int n = v->correctness_draws;
  if (v->correct && score)
    hpcab__sb_printf(sb, "verdict    ok: speedup %.3fx, fastest of the calls of each side (the score route)%s\n",
                     v->speedup, cached);
  else if (v->correct && v->check_only)
    hpcab__sb_printf(sb, "verdict    ok: correct on %d draw%s (--check-only: nothing timed, no speedup)%s\n", n,
                     n == 1 ? "" : "s", cached);
  else if (v->correct)
    hpcab__sb_printf(sb, "verdict    ok: correct on %d draw%s, credited speedup %.3fx%s\n", n, n == 1 ? "" : "s",
                     v->speedup, cached);
  else
    hpcab__sb_printf(sb, "verdict    %s: %s%s\n", v->status, v->reason, cached);
  if (*v->guards)
    hpcab__sb_printf(sb, "guards     %s\n           (the sandbox's protections in force: include/hpcab/worker.h)\n",
                     v->guards);
  if (v->build_log && *v->build_log) hpcab__sb_printf(sb, "\ncompiler output:\n%s\n", v->build_log);
}

int hpcab__verdict_input_hl(const hpcab_verdict *v, verdict_input *in, double out[4])
{
  if (!in->hl_state) {
    double confidence = 1 - 2 * v->alpha;
    hpcab_hl_result hl = {.size = sizeof hl};
    in->hl_state = -1;
    if (strcmp(v->route, "score") != 0 && in->calls > 0 && confidence > 0 && confidence < 1 &&
        hpcab_hl_ratio(in->ref_ns, (size_t)in->calls, in->cand_ns, (size_t)in->calls, confidence, &hl) == HPCAB_OK) {
      in->hl[0] = hl.estimate, in->hl[1] = hl.lo, in->hl[2] = hl.hi, in->hl[3] = hl.confidence;
      in->hl_state = 1;
    }
    hpcab_error_clear();
  }
  if (in->hl_state > 0) memcpy(out, in->hl, sizeof in->hl);
  return in->hl_state > 0;
}

hpcab_status hpcab__verdict_render(hpcab_verdict *v)
{
  hpcab__sb sb = {0};
  char *json;
  hpcab_status st = hpcab__verdict_json(v, &json);
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
  free(v->json_samples);
  v->json = json;
  v->report = report;
  v->json_samples = NULL;
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
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_verdict_get_input: input %zu out of range (%zu inputs)", i,
                         v->ninputs);
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
    free(v->inputs[i].params);
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
  free(v->baseline_note);
  for (size_t i = 0; i < v->ncomparators; i++) {
    free(v->comparators[i].name);
    free(v->comparators[i].note);
    free(v->comparators[i].failed);
    free(v->comparators[i].median_ns);
    free(v->comparators[i].denominator_median_ns);
  }
  free(v->comparators);
  free(v->status);
  free(v->reason);
  free(v->guards);
  free(v->build_log);
  free(v->top_sizes);
  free(v->residency);
  free(v->device);
  free(v->json);
  free(v->report);
  free(v->grade_key);
  free(v->context);
  free(v->guards_json);
  free(v->json_samples);
  hpcab_store_samples_free(v->stored_samples, v->nstored_samples);
  free(v);
}
