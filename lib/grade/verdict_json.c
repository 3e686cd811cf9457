/*
 * lib/grade/verdict_json.c — a verdict as JSON, schema "hpcab.verdict/1" (include/hpcab/verdict.schema.json
 * is its JSON Schema; tools/README.md describes it): sizes and params as objects, lists as arrays,
 * null for what does not apply, per timed input both sides' summaries (median, quartiles, IQR,
 * extremes, call overhead), the Hodges–Lehmann ratio with its Mann–Whitney interval, p and the
 * credited speedup; the context block; on request the raw timed samples.
 *
 * A verdict from the store keeps the JSON it was stored with (marked cached) and gets its samples
 * from the store's sample sets: the samples are one top-level member, the last, so that they can be
 * appended to either form.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/hodges_lehmann.h"
#include "hpcab/summary.h"
#include "hpcab/worker.h"
#include "internal.h"
#include "judge_internal.h"
#include "strbuf.h"

static void key(hpcab__sb *sb, const char *name, int *first)
{
  if (!*first) hpcab__sb_puts(sb, ", ");
  *first = 0;
  hpcab__sb_json_string(sb, name);
  hpcab__sb_puts(sb, ": ");
}

static void text_or_null(hpcab__sb *sb, const char *s)
{
  if (s && *s)
    hpcab__sb_json_string(sb, s);
  else
    hpcab__sb_puts(sb, "null");
}

static void boolean(hpcab__sb *sb, int b)
{
  hpcab__sb_puts(sb, b ? "true" : "false");
}

/* A number, or null for NaN. */
static void number_or_null(hpcab__sb *sb, double d)
{
  if (isnan(d))
    hpcab__sb_puts(sb, "null");
  else
    hpcab__sb_json_number(sb, d);
}

/* An array of numbers, null for NaN. */
static void numbers_or_nulls(hpcab__sb *sb, const double *x, size_t n)
{
  hpcab__sb_puts(sb, "[");
  for (size_t k = 0; k < n; k++) {
    hpcab__sb_puts(sb, k ? ", " : "");
    number_or_null(sb, x[k]);
  }
  hpcab__sb_puts(sb, "]");
}

/* The comparators: [{"name", "note", "failed", "median_ns": [per input], "denominator_median_ns": [...]}]. */
static void comparators(hpcab__sb *sb, const hpcab_verdict *v)
{
  hpcab__sb_puts(sb, "[");
  for (size_t i = 0; i < v->ncomparators; i++) {
    const verdict_comparator *c = &v->comparators[i];
    int f = 1;
    hpcab__sb_puts(sb, i ? ", {" : "{");
    key(sb, "name", &f);
    hpcab__sb_json_string(sb, c->name ? c->name : "");
    key(sb, "note", &f);
    text_or_null(sb, c->note);
    key(sb, "failed", &f);
    text_or_null(sb, c->failed);
    key(sb, "median_ns", &f);
    numbers_or_nulls(sb, c->median_ns, c->n);
    key(sb, "denominator_median_ns", &f);
    numbers_or_nulls(sb, c->denominator_median_ns, c->n);
    hpcab__sb_puts(sb, "}");
  }
  hpcab__sb_puts(sb, "]");
}

/* "A=1,B=2.5" (names are identifiers, values numbers) as {"A": 1, "B": 2.5}. */
static void assignments(hpcab__sb *sb, const char *text)
{
  hpcab__sb_puts(sb, "{");
  int first = 1;
  for (const char *p = text ? text : ""; *p;) {
    const char *comma = strchr(p, ','), *end = comma ? comma : p + strlen(p);
    const char *eq = memchr(p, '=', (size_t)(end - p));
    if (eq) {
      char name[128], value[64];
      snprintf(name, sizeof name, "%.*s", (int)(eq - p), p);
      snprintf(value, sizeof value, "%.*s", (int)(end - eq - 1), eq + 1);
      key(sb, name, &first);
      char *rest;
      double d = strtod(value, &rest);
      if (*value && !*rest)
        hpcab__sb_json_number(sb, d);
      else
        hpcab__sb_json_string(sb, value);
    }
    p = comma ? comma + 1 : end;
  }
  hpcab__sb_puts(sb, "}");
}

/* One side of a timed input: its summary and its worker's overhead. */
static void side(hpcab__sb *sb, const double *ns, int64_t n, double overhead)
{
  hpcab_summary s = {.size = sizeof s};
  if (n <= 0 || hpcab_summary_compute(ns, (size_t)n, &s) != HPCAB_OK) {
    hpcab_error_clear();
    s.median = s.q1 = s.q3 = s.iqr = s.min = s.max = NAN;
  }
  int f = 1;
  hpcab__sb_puts(sb, "{");
  key(sb, "median_ns", &f);
  hpcab__sb_json_number(sb, s.median);
  key(sb, "q1_ns", &f);
  hpcab__sb_json_number(sb, s.q1);
  key(sb, "q3_ns", &f);
  hpcab__sb_json_number(sb, s.q3);
  key(sb, "iqr_ns", &f);
  hpcab__sb_json_number(sb, s.iqr);
  key(sb, "min_ns", &f);
  hpcab__sb_json_number(sb, s.min);
  key(sb, "max_ns", &f);
  hpcab__sb_json_number(sb, s.max);
  key(sb, "overhead_ns", &f);
  hpcab__sb_json_number(sb, overhead);
  hpcab__sb_puts(sb, "}");
}

static void input(hpcab__sb *sb, const hpcab_verdict *v, size_t i)
{
  verdict_input *in = &v->inputs[i];
  int score = strcmp(v->route, "score") == 0, f = 1;
  hpcab__sb_puts(sb, "{");
  key(sb, "index", &f);
  hpcab__sb_printf(sb, "%zu", i);
  key(sb, "sizes", &f);
  assignments(sb, in->sizes);
  key(sb, "params", &f);
  assignments(sb, in->params);
  key(sb, "calls", &f);
  hpcab__sb_printf(sb, "%lld", (long long)in->calls);
  key(sb, "statistic", &f);
  hpcab__sb_json_string(sb, score ? "min" : "median");
  key(sb, "reference", &f);
  side(sb, in->ref_ns, in->calls, in->overhead_ref);
  key(sb, "candidate", &f);
  side(sb, in->cand_ns, in->calls, in->overhead_cand);
  key(sb, "ratio", &f);
  hpcab__sb_json_number(sb, in->ratio);
  key(sb, "hodges_lehmann", &f);
  double hl[4];
  if (hpcab__verdict_input_hl(v, in, hl)) {
    int h = 1;
    hpcab__sb_puts(sb, "{");
    key(sb, "ratio", &h);
    hpcab__sb_json_number(sb, hl[0]);
    key(sb, "lo", &h);
    hpcab__sb_json_number(sb, hl[1]);
    key(sb, "hi", &h);
    hpcab__sb_json_number(sb, hl[2]);
    key(sb, "confidence", &h);
    hpcab__sb_json_number(sb, hl[3]);
    hpcab__sb_puts(sb, "}");
  } else {
    hpcab__sb_puts(sb, "null");
  }
  key(sb, "p_value", &f);
  hpcab__sb_json_number(sb, score ? NAN : in->p);
  key(sb, "direction", &f);
  if (score || in->ratio == 1.0 || isnan(in->ratio))
    hpcab__sb_puts(sb, "null");
  else
    hpcab__sb_json_string(sb, in->ratio > 1 ? "faster" : "slower");
  key(sb, "credited", &f);
  hpcab__sb_json_number(sb, in->credited);
  key(sb, "resolved", &f);
  boolean(sb, in->resolved);
  key(sb, "suspect", &f);
  boolean(sb, in->suspect);
  key(sb, "why", &f);
  text_or_null(sb, in->why);
  /* time inside the timed calls of both sides, and the protocol's wall time (judge efficiency) */
  key(sb, "timed_ns", &f);
  hpcab__sb_json_number(sb, in->busy_ns);
  key(sb, "protocol_wall_ns", &f);
  hpcab__sb_json_number(sb, in->wall_ns);
  /* device residency: the medians above are device-event times; the judge's clock cross-checks them */
  key(sb, "judge_clock", &f);
  if (in->device) {
    int c = 1;
    hpcab__sb_puts(sb, "{");
    key(sb, "reference_median_ns", &c);
    hpcab__sb_json_number(sb, in->host_ref_median);
    key(sb, "candidate_median_ns", &c);
    hpcab__sb_json_number(sb, in->host_cand_median);
    key(sb, "gap_reference_ns", &c);
    hpcab__sb_json_number(sb, in->gap_ref);
    key(sb, "gap_candidate_ns", &c);
    hpcab__sb_json_number(sb, in->gap_cand);
    key(sb, "consistent", &c);
    boolean(sb, in->clock_consistent);
    hpcab__sb_puts(sb, "}");
  } else {
    hpcab__sb_puts(sb, "null");
  }
  hpcab__sb_puts(sb, "}");
}

/* The guards with their details as [{"guard", "why"}, ...]: those not applied (applied = 0), or the
   applied ones a device worker relaxed for the GPU (applied = 1; their detail says so). */
static void guard_details(hpcab__sb *sb, const hpcab_worker *w, int applied)
{
  hpcab__sb_puts(sb, "[");
  int n = 0;
  for (int g = 0; g < HPCAB_GUARD_COUNT; g++) {
    const char *detail = NULL;
    if (hpcab_worker_guard(w, (hpcab_guard)g, &detail) != applied) continue;
    if (applied && (!detail || !strstr(detail, "relaxed for the device"))) continue;
    hpcab__sb_puts(sb, n++ ? ", {\"guard\": " : "{\"guard\": ");
    hpcab__sb_json_string(sb, hpcab_guard_name((hpcab_guard)g));
    hpcab__sb_puts(sb, ", \"why\": ");
    hpcab__sb_json_string(sb, detail ? detail : "");
    hpcab__sb_puts(sb, "}");
  }
  hpcab__sb_puts(sb, "]");
}

void hpcab__verdict_set_guards(hpcab_verdict *v, const hpcab_worker *w)
{
  hpcab__sb sb = {0};
  hpcab__sb_puts(&sb, "{\"applied\": [");
  int n = 0;
  for (int g = 0; g < HPCAB_GUARD_COUNT; g++)
    if (hpcab_worker_guard(w, (hpcab_guard)g, NULL) == 1) {
      hpcab__sb_puts(&sb, n++ ? ", " : "");
      hpcab__sb_json_string(&sb, hpcab_guard_name((hpcab_guard)g));
    }
  hpcab__sb_puts(&sb, "], \"not_applied\": ");
  guard_details(&sb, w, 0);
  hpcab__sb_puts(&sb, ", \"relaxed\": ");
  guard_details(&sb, w, 1);
  hpcab__sb_puts(&sb, "}");
  char *text = NULL;
  if (hpcab__sb_finish(&sb, &text) == HPCAB_OK) {
    free(v->guards_json);
    v->guards_json = text;
  }
}

hpcab_status hpcab__verdict_json(const hpcab_verdict *v, char **out)
{
  hpcab__sb sb = {0};
  int f = 1, score = strcmp(v->route, "score") == 0;
  hpcab__sb_puts(&sb, "{");
  key(&sb, "schema", &f);
  hpcab__sb_json_string(&sb, "hpcab.verdict/1");
  key(&sb, "route", &f);
  hpcab__sb_json_string(&sb, v->route);
  key(&sb, "kernel", &f);
  hpcab__sb_json_string(&sb, v->kernel);
  key(&sb, "precision", &f);
  hpcab__sb_json_string(&sb, v->precision);
  key(&sb, "candidate", &f);
  hpcab__sb_json_string(&sb, v->candidate_name);
  key(&sb, "candidate_sha256", &f);
  hpcab__sb_json_string(&sb, v->candidate_sha256);
  key(&sb, "baseline", &f);
  text_or_null(&sb, v->baseline);
  key(&sb, "baseline_note", &f);
  text_or_null(&sb, v->baseline_note);
  key(&sb, "comparators", &f);
  comparators(&sb, v);
  key(&sb, "residency", &f);
  hpcab__sb_json_string(&sb, v->residency && *v->residency ? v->residency : "host");
  key(&sb, "device", &f);
  text_or_null(&sb, v->device);
  key(&sb, "status", &f);
  hpcab__sb_json_string(&sb, v->status);
  key(&sb, "reason", &f);
  text_or_null(&sb, v->reason);
  key(&sb, "correct", &f);
  boolean(&sb, v->correct);
  /* the credited S_i; null when not correct, and when nothing was timed (check-only) */
  key(&sb, "speedup", &f);
  hpcab__sb_json_number(&sb, v->correct && v->ninputs > 0 ? v->speedup : NAN);
  /* keep "cached": false exactly so: a stored verdict is marked cached by rewriting it in place */
  key(&sb, "cached", &f);
  hpcab__sb_puts(&sb, v->cached ? "true " : "false");
  key(&sb, "grade_key", &f);
  text_or_null(&sb, v->grade_key);
  key(&sb, "check_only", &f);
  boolean(&sb, v->check_only);
  key(&sb, "correctness", &f);
  if (score) {
    hpcab__sb_puts(&sb, "null");
  } else {
    int c = 1;
    hpcab__sb_puts(&sb, "{");
    key(&sb, "draws", &c);
    if (v->correctness_draws > 0)
      hpcab__sb_printf(&sb, "%d", v->correctness_draws);
    else
      hpcab__sb_puts(&sb, "null");
    key(&sb, "determinism_ratio", &c);
    hpcab__sb_json_number(&sb, v->determinism_ratio);
    /* the correctness draw at the top corner of the declared ranges (null when none was made) */
    key(&sb, "top_sizes", &c);
    if (v->top_sizes && *v->top_sizes)
      assignments(&sb, v->top_sizes);
    else
      hpcab__sb_puts(&sb, "null");
    key(&sb, "top_capped", &c);
    boolean(&sb, v->top_capped);
    hpcab__sb_puts(&sb, "}");
  }
  key(&sb, "crediting", &f);
  if (score) {
    hpcab__sb_puts(&sb, "null");
  } else {
    int c = 1;
    hpcab__sb_puts(&sb, "{");
    key(&sb, "alpha", &c);
    hpcab__sb_json_number(&sb, v->alpha);
    key(&sb, "min_effect", &c);
    hpcab__sb_json_number(&sb, v->min_effect);
    key(&sb, "interval_confidence", &c);
    hpcab__sb_json_number(&sb, 1 - 2 * v->alpha);
    hpcab__sb_puts(&sb, "}");
  }
  key(&sb, "inputs", &f);
  hpcab__sb_puts(&sb, "[");
  for (size_t i = 0; i < v->ninputs; i++) {
    if (i) hpcab__sb_puts(&sb, ", ");
    input(&sb, v, i);
  }
  hpcab__sb_puts(&sb, "]");
  key(&sb, "flags", &f);
  hpcab__sb_puts(&sb, "[");
  for (size_t i = 0; i < v->nflags; i++) {
    int c = 1;
    hpcab__sb_puts(&sb, i ? ", {" : "{");
    key(&sb, "line", &c); /* null: found in an object or at run time, not on a line of the source */
    if (v->flags[i].line > 0)
      hpcab__sb_printf(&sb, "%d", v->flags[i].line);
    else
      hpcab__sb_puts(&sb, "null");
    key(&sb, "category", &c);
    hpcab__sb_json_string(&sb, v->flags[i].category);
    key(&sb, "refused", &c);
    boolean(&sb, v->flags[i].forbidden);
    key(&sb, "message", &c);
    hpcab__sb_json_string(&sb, v->flags[i].message);
    hpcab__sb_puts(&sb, "}");
  }
  hpcab__sb_puts(&sb, "]");
  key(&sb, "guards", &f);
  hpcab__sb_puts(&sb, v->guards_json ? v->guards_json : "null");
  key(&sb, "wall_s", &f); /* of the grade that produced this verdict (a cached one keeps it) */
  hpcab__sb_json_number(&sb, v->wall_s);
  key(&sb, "build_log", &f);
  text_or_null(&sb, v->build_log);
  key(&sb, "context", &f);
  hpcab__sb_puts(&sb, v->context ? v->context : "null");
  hpcab__sb_puts(&sb, "}");
  return hpcab__sb_finish(&sb, out);
}

static void number_array(hpcab__sb *sb, const double *v, size_t n)
{
  hpcab__sb_puts(sb, "[");
  for (size_t i = 0; i < n; i++) {
    if (i) hpcab__sb_puts(sb, ", ");
    hpcab__sb_json_number(sb, v[i]);
  }
  hpcab__sb_puts(sb, "]");
}

/* The JSON with `"samples": [{"input": i, "reference_ns": [...], "candidate_ns": [...]}, ...]` appended. */
static hpcab_status render_samples(const hpcab_verdict *v, char **out)
{
  const char *json = v->json ? v->json : "{}";
  size_t len = strlen(json);
  while (len && json[len - 1] != '}') len--;
  if (len == 0) return hpcab__seterr(HPCAB_E_INTERNAL, "verdict JSON is not an object");
  hpcab__sb sb = {0};
  hpcab__sb_putn(&sb, json, len - 1);
  hpcab__sb_puts(&sb, len > 2 ? ", \"samples\": [" : "\"samples\": [");
  if (v->cached) {
    for (size_t k = 0, n = 0; k < v->nstored_samples; k++) {
      const hpcab_sample_set *s = &v->stored_samples[k];
      if (s->side != 0) continue;
      hpcab__sb_printf(&sb, "%s{\"input\": %d, \"reference_ns\": ", n++ ? ", " : "", (int)s->input);
      number_array(&sb, s->ns, s->n);
      hpcab__sb_puts(&sb, ", \"candidate_ns\": ");
      const hpcab_sample_set *c = NULL;
      for (size_t m = 0; m < v->nstored_samples && !c; m++)
        if (v->stored_samples[m].input == s->input && v->stored_samples[m].side == 1) c = &v->stored_samples[m];
      number_array(&sb, c ? c->ns : NULL, c ? c->n : 0);
      hpcab__sb_puts(&sb, "}");
    }
  } else {
    for (size_t i = 0; i < v->ninputs; i++) {
      const verdict_input *in = &v->inputs[i];
      hpcab__sb_printf(&sb, "%s{\"input\": %zu, \"reference_ns\": ", i ? ", " : "", i);
      number_array(&sb, in->ref_ns, in->calls > 0 ? (size_t)in->calls : 0);
      hpcab__sb_puts(&sb, ", \"candidate_ns\": ");
      number_array(&sb, in->cand_ns, in->calls > 0 ? (size_t)in->calls : 0);
      hpcab__sb_puts(&sb, "}");
    }
  }
  hpcab__sb_puts(&sb, "]}");
  return hpcab__sb_finish(&sb, out);
}

HPCAB_API const char *hpcab_verdict_json_samples(const hpcab_verdict *v)
{
  if (!v) return "{}";
  if (!v->json_samples) {
    char *text = NULL;
    if (render_samples(v, &text) != HPCAB_OK) return NULL;
    ((hpcab_verdict *)v)->json_samples = text; /* rendered once, kept with the verdict */
  }
  return v->json_samples;
}
