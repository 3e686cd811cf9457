/*
 * tools/judge_report.c — `hpcab-judge report VERDICT|GRADE_KEY [-o FILE]`: one self-contained HTML page
 * (inline SVG and CSS; no script, no external resource) of a verdict: the verdict and its context,
 * a forest plot of the credited speedups of the timed inputs with their Hodges–Lehmann intervals,
 * each timed input's timing distributions of both sides on a linear axis around the medians, the
 * source-check flags and the sandbox guards.
 *
 * VERDICT is a file holding the JSON of `hpcab-judge grade --json` (schema hpcab.verdict/1; with
 * --samples the distributions are histograms of every call, without them box plots of the
 * quartiles), or "-" for standard input. GRADE_KEY is a stored grade's grade_key (or a unique prefix
 * of 6 or more digits, or "latest"): the verdict and its raw samples come from the store.
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "cli.h"
#include "hpcab.h"
#include "judge_cmds.h"

enum { OPT_OUTPUT = 'o', OPT_STATE_DIR = 256, OPT_DB };

static const cli_opt REPORT_OPTS[] = {
    {"output", OPT_OUTPUT, "FILE", "write the page to FILE (default: standard output)"},
    {"state-dir", OPT_STATE_DIR, "DIR",
     "the state directory whose store holds GRADE_KEY (default: $HPCAB_STATE_DIR,\n"
     "else $XDG_STATE_HOME/hpcabench, else ~/.local/state/hpcabench)"},
    {"db", OPT_DB, "PATH", "the store itself (default: STATE_DIR/results.db)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd REPORT_CMD = {
    "hpcab-judge report",
    "VERDICT|GRADE_KEY",
    "Writes a verdict as one self-contained HTML page (inline SVG, no script, nothing fetched): the\n"
    "verdict, flags, guards and context, a forest plot of the credited speedups with their\n"
    "Hodges-Lehmann intervals, and each timed input's timing distributions of both sides.\n"
    "VERDICT is a file of `hpcab-judge grade --json [--samples]` output ('-': standard input);\n"
    "GRADE_KEY is a verdict's grade_key (or 6+ of its first digits, or 'latest'): the verdict and\n"
    "every timed call's time come from the store.",
    REPORT_OPTS,
    "HPCAB_STATE_DIR  the state directory when --state-dir and --db are not given\n"
    "XDG_STATE_HOME   its parent when HPCAB_STATE_DIR is unset",
    "0  written\n2  usage error, unreadable verdict, or no such grade in the store",
    "hpcab-judge grade kernels/llr/vdotr examples/candidates/vdotr_fast.c --json --samples > v.json\n"
    "hpcab-judge report v.json -o vdotr.html      # or: hpcab-judge report latest -o vdotr.html",
};

#define REF_COLOR "#4c78a8"
#define CAND_COLOR "#e45756"
#define CREDIT_COLOR "#2e7d32"

/* ---- small helpers ---------------------------------------------------------------------------- */

static void esc(FILE *f, const char *s)
{
  for (; s && *s; s++) {
    switch (*s) {
    case '&': fputs("&amp;", f); break;
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '"': fputs("&quot;", f); break;
    default: fputc(*s, f);
    }
  }
}

static const char *str(json_t *o, const char *k)
{
  const char *s = json_string_value(json_object_get(o, k));
  return s ? s : "";
}

/* A number member, or NAN when absent or null. */
static double num(json_t *o, const char *k)
{
  json_t *v = json_object_get(o, k);
  return json_is_number(v) ? json_number_value(v) : NAN;
}

/* Nanoseconds as text with a unit that suits them. */
static void fmt_time(char *buf, size_t cap, double ns)
{
  double a = fabs(ns);
  if (a >= 1e9)
    snprintf(buf, cap, "%.4g s", ns / 1e9);
  else if (a >= 1e6)
    snprintf(buf, cap, "%.4g ms", ns / 1e6);
  else if (a >= 1e3)
    snprintf(buf, cap, "%.4g µs", ns / 1e3);
  else
    snprintf(buf, cap, "%.4g ns", ns);
}

/* "A=1, B=2" of a JSON object of numbers. */
static void fmt_assignments(char *buf, size_t cap, json_t *o)
{
  buf[0] = '\0';
  size_t n = 0;
  const char *k;
  json_t *v;
  json_object_foreach(o, k, v)
  {
    char num_text[HPCAB_DOUBLE_TEXT];
    n += (size_t)snprintf(buf + n, n < cap ? cap - n : 0, "%s%s=%s", n ? ", " : "", k,
                          json_is_number(v) ? hpcab_double_format(json_number_value(v), num_text) : "?");
    if (n >= cap) break;
  }
}

/* A step of 1, 2 or 5 times a power of ten, about span/target. */
static double nice_step(double span, int target)
{
  double raw = span / target, p = pow(10, floor(log10(raw))), m = raw / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

/* ---- the forest plot -------------------------------------------------------------------------- */

#define FW 760 /* plot width */
#define FL 230 /* left margin (labels) */
#define FR 130 /* right margin (values) */
#define ROW 26

typedef struct {
  double lo, hi; /* log10 of the axis ends */
} log_axis;

static double fx(const log_axis *a, double v)
{
  return FL + (log10(v) - a->lo) / (a->hi - a->lo) * (FW - FL - FR);
}

static void forest(FILE *f, json_t *v)
{
  json_t *inputs = json_object_get(v, "inputs"), *crediting = json_object_get(v, "crediting");
  size_t n = json_array_size(inputs);
  double effect = num(crediting, "min_effect"), confidence = num(crediting, "interval_confidence");
  if (isnan(effect)) effect = 0;
  double lo = 1 / (1 + effect), hi = 1 + effect, speedup = num(v, "speedup");
  for (size_t i = 0; i < n; i++) {
    json_t *in = json_array_get(inputs, i), *hl = json_object_get(in, "hodges_lehmann");
    double vals[4] = {num(in, "credited"), num(in, "ratio"), num(hl, "lo"), num(hl, "hi")};
    for (int k = 0; k < 4; k++)
      if (vals[k] > 0 && isfinite(vals[k])) lo = fmin(lo, vals[k]), hi = fmax(hi, vals[k]);
  }
  if (speedup > 0) lo = fmin(lo, speedup), hi = fmax(hi, speedup);
  log_axis ax = {log10(lo) - 0.08 * (log10(hi) - log10(lo) + 0.05), log10(hi) + 0.08 * (log10(hi) - log10(lo) + 0.05)};
  int h = (int)(n + 1) * ROW + 70;
  fprintf(f,
          "<svg class=\"forest\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" "
          "aria-label=\"credited speedups\">\n",
          FW, h, FW, h);
  int top = 20, bottom = h - 40;
  /* the margin band around 1x and the 1x line */
  fprintf(f, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#eeeeee\"/>\n", fx(&ax, 1 / (1 + effect)),
          top, fx(&ax, 1 + effect) - fx(&ax, 1 / (1 + effect)), bottom - top);
  /* ticks: 1, 2, 5 times powers of ten within the axis, and the ends of finer ones when few */
  static const double mant[] = {1, 1.25, 1.5, 2, 3, 5, 7.5};
  int nt = 0;
  for (int e = (int)floor(ax.lo) - 1; e <= (int)ceil(ax.hi); e++)
    for (size_t m = 0; m < sizeof mant / sizeof mant[0]; m++) {
      double t = mant[m] * pow(10, e);
      if (log10(t) < ax.lo || log10(t) > ax.hi) continue;
      if (ax.hi - ax.lo > 1.2 && mant[m] != 1 && mant[m] != 2 && mant[m] != 5) continue;
      fprintf(f,
              "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#cccccc\"/>"
              "<text x=\"%.1f\" y=\"%d\" class=\"tick\" text-anchor=\"middle\">%g×</text>\n",
              fx(&ax, t), top, fx(&ax, t), bottom, fx(&ax, t), bottom + 16, t);
      nt++;
    }
  (void)nt;
  fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#333333\" stroke-dasharray=\"4 3\"/>\n",
          fx(&ax, 1), top, fx(&ax, 1), bottom);
  for (size_t i = 0; i < n; i++) {
    json_t *in = json_array_get(inputs, i), *hl = json_object_get(in, "hodges_lehmann");
    int y = top + ROW / 2 + (int)i * ROW;
    char sizes[256];
    fmt_assignments(sizes, sizeof sizes, json_object_get(in, "sizes"));
    fprintf(f, "<text x=\"8\" y=\"%d\" class=\"label\">#%zu ", y + 4, i);
    esc(f, sizes);
    fprintf(f, "</text>\n");
    double l = num(hl, "lo"), u = num(hl, "hi"), est = num(hl, "ratio"), c = num(in, "credited");
    if (l > 0 && u > 0)
      fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"/>\n", fx(&ax, l),
              y, fx(&ax, u), y, REF_COLOR);
    if (est > 0) fprintf(f, "<circle cx=\"%.1f\" cy=\"%d\" r=\"4\" fill=\"%s\"/>\n", fx(&ax, est), y, REF_COLOR);
    int suspect = json_is_true(json_object_get(in, "suspect"));
    if (c > 0)
      fprintf(f, "<path d=\"M%.1f %d l6 6 l-6 6 l-6 -6 z\" fill=\"%s\"/>\n", fx(&ax, c), y - 6,
              suspect  ? "#999999"
              : c != 1 ? CREDIT_COLOR
                       : "#555555");
    if (l > 0 && u > 0) /* the interval's ends drawn over the markers, so a tight one still shows */
      for (int end = 0; end < 2; end++)
        fprintf(f,
                "<line class=\"ci-end\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" "
                "stroke-width=\"1.5\"/>\n",
                fx(&ax, end ? u : l), y - 7, fx(&ax, end ? u : l), y + 7, REF_COLOR);
    fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"value\">credited %.3g×%s</text>\n", FW - FR + 10, y + 4, c,
            suspect ? " (suspect)" : "");
  }
  int y = top + ROW / 2 + (int)n * ROW;
  fprintf(f, "<text x=\"8\" y=\"%d\" class=\"label\"><tspan font-weight=\"bold\">S (geometric mean)</tspan></text>\n",
          y + 4);
  if (speedup > 0) {
    fprintf(f, "<path d=\"M%.1f %d l9 8 l-9 8 l-9 -8 z\" fill=\"%s\"/>\n", fx(&ax, speedup), y - 8, CREDIT_COLOR);
    fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"value\" font-weight=\"bold\">%.3g×</text>\n", FW - FR + 10, y + 4,
            speedup);
  } else {
    fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"value\">none</text>\n", FW - FR + 10, y + 4);
  }
  fprintf(f,
          "<text x=\"%d\" y=\"%d\" class=\"tick\">reference time / candidate time (log scale; grey band: "
          "the ±%g%% margin inside which nothing is credited)</text>\n",
          FL, h - 6, 100 * effect);
  fprintf(f,
          "</svg>\n<p class=\"legend\"><span style=\"color:%s\">●━</span> Hodges–Lehmann ratio and its "
          "%.0f%% interval (Mann–Whitney) &nbsp; <span style=\"color:%s\">◆</span> credited speedup</p>\n",
          REF_COLOR, 100 * (isnan(confidence) ? 0.8 : confidence), CREDIT_COLOR);
}

/* ---- the timing distributions ----------------------------------------------------------------- */

#define DW 760
#define DL 110
#define DR 20
#define BINS 48

typedef struct {
  double lo, hi;
} lin_axis;

static double dx(const lin_axis *a, double v)
{
  return DL + (v - a->lo) / (a->hi - a->lo) * (DW - DL - DR);
}

/* One side's row: a histogram of the samples (when there are any) and the box of its quartiles. */
static void side_row(FILE *f, const lin_axis *ax, json_t *summary, json_t *samples, int y, int height,
                     const char *color, const char *name)
{
  fprintf(f, "<text x=\"8\" y=\"%d\" class=\"label\" fill=\"%s\">%s</text>\n", y + height / 2 + 4, color, name);
  size_t n = json_array_size(samples);
  int below = 0, above = 0;
  if (n) {
    double counts[BINS] = {0}, peak = 0;
    for (size_t i = 0; i < n; i++) {
      double t = json_number_value(json_array_get(samples, i));
      if (t < ax->lo)
        below++;
      else if (t > ax->hi)
        above++;
      else
        counts[(int)fmin(BINS - 1, (t - ax->lo) / (ax->hi - ax->lo) * BINS)]++;
    }
    for (int b = 0; b < BINS; b++) peak = fmax(peak, counts[b]);
    double bw = (double)(DW - DL - DR) / BINS;
    for (int b = 0; b < BINS && peak > 0; b++) {
      double bh = counts[b] / peak * (height - 14);
      if (bh > 0)
        fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" fill-opacity=\"0.55\"/>\n",
                DL + b * bw, y + height - 12 - bh, bw - 1, bh, color);
    }
  }
  double q1 = num(summary, "q1_ns"), q3 = num(summary, "q3_ns"), med = num(summary, "median_ns");
  double mn = num(summary, "min_ns"), mx = num(summary, "max_ns");
  int by = y + height - 10;
  if (!n) { /* no samples: whiskers to the extremes (clipped to the axis) */
    fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"/>\n", dx(ax, fmax(mn, ax->lo)), by + 4,
            dx(ax, fmin(mx, ax->hi)), by + 4, color);
    by -= 20;
  }
  fprintf(f,
          "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"8\" fill=\"%s\" fill-opacity=\"0.35\" stroke=\"%s\"/>\n",
          dx(ax, q1), by, fmax(1, dx(ax, q3) - dx(ax, q1)), color, color);
  fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"/>\n", dx(ax, med),
          y + 2, dx(ax, med), y + height - 2, color);
  if (below || above) /* under the side's name: calls off the axis (the axis shows the body around the medians) */
    fprintf(f,
            "<text x=\"8\" y=\"%d\" class=\"tick\">%d left, %d right</text>\n<text x=\"8\" y=\"%d\" "
            "class=\"tick\">of the axis</text>\n",
            y + height / 2 + 18, below, above, y + height / 2 + 29);
}

static void distributions(FILE *f, json_t *v)
{
  json_t *inputs = json_object_get(v, "inputs"), *samples = json_object_get(v, "samples");
  size_t n = json_array_size(inputs);
  fprintf(f, "<p class=\"legend\">Each timed input's calls, both sides, on one linear axis around the medians: "
             "bars, a histogram of the calls; box, the quartiles; thick line, the median.</p>\n");
  if (!json_array_size(samples))
    fprintf(f, "<p class=\"note\">This verdict carries no raw samples: each side is drawn as its quartile box and "
               "extremes. <code>hpcab-judge grade --json --samples</code>, or a report from the store "
               "(<code>hpcab-judge report GRADE_KEY</code>), draws every call.</p>\n");
  for (size_t i = 0; i < n; i++) {
    json_t *in = json_array_get(inputs, i), *ref = json_object_get(in, "reference"),
           *cand = json_object_get(in, "candidate"), *rs = NULL, *cs = NULL;
    for (size_t k = 0; k < json_array_size(samples); k++) {
      json_t *s = json_array_get(samples, k);
      if (json_integer_value(json_object_get(s, "input")) == (json_int_t)i) {
        rs = json_object_get(s, "reference_ns");
        cs = json_object_get(s, "candidate_ns");
      }
    }
    /* a linear axis around the medians: both boxes with 1.5 IQR whiskers, within the extremes */
    double rq1 = num(ref, "q1_ns"), rq3 = num(ref, "q3_ns"), cq1 = num(cand, "q1_ns"), cq3 = num(cand, "q3_ns");
    double riqr = rq3 - rq1, ciqr = cq3 - cq1;
    lin_axis ax = {fmax(fmin(num(ref, "min_ns"), num(cand, "min_ns")), fmin(rq1 - 1.5 * riqr, cq1 - 1.5 * ciqr)),
                   fmin(fmax(num(ref, "max_ns"), num(cand, "max_ns")), fmax(rq3 + 1.5 * riqr, cq3 + 1.5 * ciqr))};
    if (!(ax.hi > ax.lo)) ax.lo *= 0.99, ax.hi = ax.hi * 1.01 + 1;
    double pad = 0.04 * (ax.hi - ax.lo);
    ax.lo -= pad;
    ax.hi += pad;
    char sizes[256], params[256];
    fmt_assignments(sizes, sizeof sizes, json_object_get(in, "sizes"));
    fmt_assignments(params, sizeof params, json_object_get(in, "params"));
    char rm[32], cm[32];
    fmt_time(rm, sizeof rm, num(ref, "median_ns"));
    fmt_time(cm, sizeof cm, num(cand, "median_ns"));
    fprintf(f, "<h3>Input #%zu: ", i);
    esc(f, sizes);
    if (*params) fputs(" (", f), esc(f, params), fputs(")", f);
    int score = strcmp(str(in, "statistic"), "min") == 0;
    char p_text[48] = "";
    double p_value = num(in, "p_value");
    if (isfinite(p_value) && p_value < 1e-16) /* as the text report: %.3g would print 0 */
      snprintf(p_text, sizeof p_text, ", p &lt; 1e-16");
    else if (isfinite(p_value))
      snprintf(p_text, sizeof p_text, ", p = %.3g", p_value);
    fprintf(f,
            "</h3>\n<p class=\"sub\">%lld calls per side; medians: reference %s, candidate %s; ratio of %s %.4g%s, "
            "credited %.4g×",
            (long long)json_integer_value(json_object_get(in, "calls")), rm, cm,
            score ? "the fastest calls" : "medians", num(in, "ratio"), p_text, num(in, "credited"));
    if (*str(in, "why")) fputs(" — ", f), esc(f, str(in, "why"));
    fprintf(f, "</p>\n");
    int rowh = 70, h = 2 * rowh + 44;
    fprintf(f,
            "<svg class=\"dist\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" "
            "aria-label=\"timing distributions of input %zu\">\n",
            DW, h, DW, h, i);
    side_row(f, &ax, ref, rs, 6, rowh, REF_COLOR, "reference");
    side_row(f, &ax, cand, cs, 6 + rowh, rowh, CAND_COLOR, "candidate");
    int axis_y = 6 + 2 * rowh + 4;
    fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333333\"/>\n", DL, axis_y, DW - DR, axis_y);
    double step = nice_step(ax.hi - ax.lo, 6);
    for (double t = ceil(ax.lo / step) * step; t <= ax.hi; t += step) {
      char lab[32];
      fmt_time(lab, sizeof lab, t);
      fprintf(f,
              "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#333333\"/>"
              "<text x=\"%.1f\" y=\"%d\" class=\"tick\" text-anchor=\"middle\">%s</text>\n",
              dx(&ax, t), axis_y, dx(&ax, t), axis_y + 5, dx(&ax, t), axis_y + 18, lab);
    }
    fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"tick\">time per call (linear)</text>\n", DL, h - 4);
    fprintf(f, "</svg>\n");
  }
}

/* ---- the page --------------------------------------------------------------------------------- */

static void fact(FILE *f, const char *name, const char *value)
{
  if (!value || !*value) return;
  fprintf(f, "<tr><th>%s</th><td>", name);
  esc(f, value);
  fprintf(f, "</td></tr>\n");
}

static void page(FILE *f, json_t *v)
{
  json_t *ctx = json_object_get(v, "context"), *inputs = json_object_get(v, "inputs");
  int correct = json_is_true(json_object_get(v, "correct"));
  fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>");
  esc(f, str(v, "kernel"));
  fputs(" — ", f);
  esc(f, str(v, "candidate"));
  fprintf(
      f,
      " — hpcab verdict</title>\n<style>\n"
      "body{font-family:'DejaVu "
      "Sans',Helvetica,Arial,sans-serif;margin:24px;color:#222;background:#fff;max-width:1200px}\n"
      "svg{max-width:100%%;height:auto}\n"
      "h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:26px 0 6px;border-bottom:1px solid #ddd}\n"
      "h3{font-size:14px;margin:16px 0 2px}.sub,.note,.legend{font-size:12px;color:#555;margin:2px 0 6px}\n"
      ".verdict{font-size:16px;padding:8px 12px;border-radius:4px;margin:10px 0}\n"
      ".ok{background:#e6f4ea;border-left:6px solid #2e7d32}.fail{background:#fdecea;border-left:6px solid #c62828}\n"
      "table{border-collapse:collapse;font-size:12px}th{text-align:left;padding:2px 12px 2px 0;color:#555;"
      "font-weight:normal;vertical-align:top}td{padding:2px 0}\n"
      ".label{font-size:12px}.tick{font-size:10px;fill:#555}.value{font-size:12px}\n"
      ".refused{color:#c62828;font-weight:bold}.guard{display:inline-block;margin:2px 6px 2px 0;"
      "padding:1px 6px;border-radius:3px;background:#eef;font-size:11px}.off{background:#fee}\n"
      "pre{white-space:pre-wrap;font-size:11px;background:#f6f6f6;padding:6px}\n"
      "</style>\n</head>\n<body>\n<h1>");
  esc(f, str(v, "kernel"));
  fprintf(f, " <small>(%s)</small></h1>\n<p class=\"sub\">candidate <b>", str(v, "precision"));
  esc(f, str(v, "candidate"));
  fprintf(f, "</b> against %s%s</p>\n", *str(v, "baseline") ? "" : "the reference",
          *str(v, "baseline") ? str(v, "baseline") : "");
  json_t *corr = json_object_get(v, "correctness");
  double speedup = num(v, "speedup");
  fprintf(f, "<p class=\"verdict %s\">", correct ? "ok" : "fail");
  if (correct && speedup > 0)
    fprintf(f, "<b>ok</b>: correct on %lld draw%s; credited speedup <b>%.3f×</b>",
            (long long)json_integer_value(json_object_get(corr, "draws")),
            json_integer_value(json_object_get(corr, "draws")) == 1 ? "" : "s", speedup);
  else if (correct)
    fprintf(f, "<b>ok</b>: correct; nothing timed (no speedup)");
  else {
    fprintf(f, "<b>");
    esc(f, str(v, "status"));
    fprintf(f, "</b>: ");
    esc(f, str(v, "reason"));
  }
  if (json_is_true(json_object_get(v, "cached"))) fputs(" (from the store)", f);
  fprintf(f, "</p>\n");
  if (json_array_size(inputs)) {
    fprintf(f, "<h2>Credited speedups</h2>\n");
    forest(f, v);
    fprintf(f, "<h2>Timing distributions</h2>\n");
    distributions(f, v);
  }
  fprintf(f, "<h2>Source-check flags</h2>\n");
  json_t *flags = json_object_get(v, "flags");
  if (!json_array_size(flags))
    fprintf(f, "<p class=\"note\">none</p>\n");
  else
    fprintf(f, "<table>\n");
  for (size_t i = 0; i < json_array_size(flags); i++) {
    json_t *fl = json_array_get(flags, i);
    json_t *line = json_object_get(fl, "line");
    fprintf(f, "<tr><th%s>%s</th><td>", json_is_true(json_object_get(fl, "refused")) ? " class=\"refused\"" : "",
            json_is_true(json_object_get(fl, "refused")) ? "REFUSED" : "flag");
    if (json_is_integer(line)) fprintf(f, "line %lld: ", (long long)json_integer_value(line));
    esc(f, str(fl, "message"));
    fprintf(f, "</td></tr>\n");
  }
  if (json_array_size(flags)) fprintf(f, "</table>\n");
  fprintf(f, "<h2>Sandbox guards</h2>\n<p>");
  json_t *guards = json_object_get(v, "guards");
  if (!json_is_object(guards)) fprintf(f, "<span class=\"note\">no candidate worker ran</span>");
  json_t *g;
  size_t gi;
  json_array_foreach(json_object_get(guards, "applied"), gi, g)
  {
    fprintf(f, "<span class=\"guard\">");
    esc(f, json_string_value(g));
    fprintf(f, "</span>");
  }
  json_array_foreach(json_object_get(guards, "not_applied"), gi, g)
  {
    fprintf(f, "<span class=\"guard off\" title=\"");
    esc(f, str(g, "why"));
    fprintf(f, "\">not applied: ");
    esc(f, str(g, "guard"));
    fprintf(f, "</span>");
  }
  fprintf(f, "</p>\n<h2>Context</h2>\n<table>\n");
  char buf[512];
  fact(f, "date (UTC)", str(ctx, "date"));
  fact(f, "host", str(ctx, "host"));
  fact(f, "machine", str(ctx, "topology"));
  json_t *cores = json_object_get(ctx, "cores");
  if (json_is_object(cores)) {
    snprintf(buf, sizeof buf, "%lld of %lld physical cores, one thread per core",
             (long long)json_integer_value(json_object_get(cores, "used")),
             (long long)json_integer_value(json_object_get(cores, "physical")));
    fact(f, "cores used", buf);
  }
  json_t *bw = json_object_get(ctx, "bandwidth");
  if (json_is_object(bw)) {
    snprintf(buf, sizeof buf, "%.1f GB/s (triad %.1f, copy %.1f), %.0f GFLOP/s f64; measured %s", num(bw, "peak_gbps"),
             num(bw, "triad_gbps"), num(bw, "copy_gbps"), num(bw, "peak_gflops"), str(bw, "measured"));
    fact(f, "bandwidth profile", buf);
  }
  json_t *cc = json_object_get(ctx, "compiler");
  if (json_is_object(cc)) {
    snprintf(buf, sizeof buf, "%s: %s", str(cc, "version"), str(cc, "flags"));
    fact(f, "compiler", buf);
  }
  fact(f, "library", str(ctx, "library_version"));
  fact(f, "manifest hash", str(ctx, "manifest_hash"));
  fact(f, "candidate sha256", str(v, "candidate_sha256"));
  fact(f, "grade key", str(v, "grade_key"));
  fact(f, "schema", str(v, "schema"));
  fprintf(f, "</table>\n");
  if (*str(v, "build_log")) {
    fprintf(f, "<h2>Compiler output</h2>\n<pre>");
    esc(f, str(v, "build_log"));
    fprintf(f, "</pre>\n");
  }
  fprintf(f, "</body>\n</html>\n");
}

/* ---- loading the verdict ---------------------------------------------------------------------- */

static int looks_like_key(const char *s)
{
  size_t n = strlen(s);
  return strcmp(s, "latest") == 0 || (n >= 6 && n <= 64 && strspn(s, "0123456789abcdef") == n);
}

/* The stored grade `id` with its samples attached, or NULL after printing why. */
static json_t *from_store(const char *id, const char *state_dir, const char *db)
{
  char path[4096];
  if (!db) {
    if (state_dir)
      snprintf(path, sizeof path, "%s/results.db", state_dir);
    else if (hpcab_paths_state_dir(path, sizeof path - 16) == HPCAB_OK)
      strcat(path, "/results.db");
    else
      return cli_lib_error("hpcab-judge report", "state directory"), NULL;
    db = path;
  }
  if (access(db, R_OK) != 0) {
    fprintf(stderr, "hpcab-judge report: '%s' is no verdict file, and there is no store at %s\n", id, db);
    return NULL;
  }
  hpcab_store *store = NULL;
  if (hpcab_store_open(db, &store) != HPCAB_OK) return cli_lib_error("hpcab-judge report", db), NULL;
  hpcab_stored_grade g = {.size = sizeof g};
  json_t *v = NULL;
  if (hpcab_store_find_grade(store, id, &g) != HPCAB_OK) {
    cli_lib_error("hpcab-judge report", id);
  } else {
    json_error_t err;
    v = json_loads(g.json, 0, &err);
    hpcab_sample_set *sets = NULL;
    size_t nsets = 0;
    if (!v) {
      fprintf(stderr, "hpcab-judge report: the stored verdict %s is not JSON: %s\n", g.cache_key, err.text);
    } else if (hpcab_store_get_samples(store, g.id, &sets, &nsets) == HPCAB_OK) {
      json_t *arr = json_array();
      for (size_t k = 0; k < nsets; k++) {
        if (sets[k].side != 0) continue;
        json_t *s = json_object(), *r = json_array(), *c = json_array();
        for (size_t m = 0; m < sets[k].n; m++) json_array_append_new(r, json_real(sets[k].ns[m]));
        for (size_t q = 0; q < nsets; q++)
          if (sets[q].input == sets[k].input && sets[q].side == 1)
            for (size_t m = 0; m < sets[q].n; m++) json_array_append_new(c, json_real(sets[q].ns[m]));
        json_object_set_new(s, "input", json_integer(sets[k].input));
        json_object_set_new(s, "reference_ns", r);
        json_object_set_new(s, "candidate_ns", c);
        json_array_append_new(arr, s);
      }
      json_object_set_new(v, "samples", arr);
      json_object_set_new(v, "cached", json_true());
      hpcab_store_samples_free(sets, nsets);
    }
  }
  hpcab_store_close(store);
  return v;
}

int judge_report(int argc, char **argv)
{
  const char *out = NULL, *state_dir = NULL, *db = NULL, *val;
  cli_parser p;
  cli_parser_init(&p, &REPORT_CMD);
  for (int k; (k = cli_next(&p, argc, argv, &val)) != CLI_END;) {
    switch (k) {
    case CLI_HELP: cli_help(&REPORT_CMD, stdout); return CLI_EXIT_OK;
    case CLI_BAD: return CLI_EXIT_USAGE;
    case OPT_OUTPUT: out = val; break;
    case OPT_STATE_DIR: state_dir = val; break;
    case OPT_DB: db = val; break;
    }
  }
  if (argc - optind != 1) return cli_fail(&REPORT_CMD, "needs exactly one VERDICT file or GRADE_KEY");
  const char *what = argv[optind];
  json_t *v = NULL;
  json_error_t err;
  if (strcmp(what, "-") == 0) {
    v = json_loadf(stdin, 0, &err);
    if (!v) return cli_fail(&REPORT_CMD, "standard input: line %d: %s", err.line, err.text);
  } else if (access(what, R_OK) == 0) {
    v = json_load_file(what, 0, &err);
    if (!v) return cli_fail(&REPORT_CMD, "%s:%d: not a verdict's JSON: %s", what, err.line, err.text);
  } else if (looks_like_key(what)) {
    if (!(v = from_store(what, state_dir, db))) return CLI_EXIT_USAGE;
  } else {
    return cli_fail(&REPORT_CMD, "%s: %s (and not a grade key)", what, strerror(errno));
  }
  if (!json_is_object(v) || strcmp(str(v, "schema"), "hpcab.verdict/1") != 0) {
    json_decref(v);
    return cli_fail(&REPORT_CMD, "%s is not a verdict of schema hpcab.verdict/1", what);
  }
  FILE *f = out && strcmp(out, "-") != 0 ? fopen(out, "w") : stdout;
  if (!f) {
    json_decref(v);
    fprintf(stderr, "hpcab-judge report: %s: %s\n", out, strerror(errno));
    return CLI_EXIT_USAGE;
  }
  page(f, v);
  int rc = CLI_EXIT_OK;
  if (ferror(f) || (f != stdout && fclose(f) != 0)) {
    fprintf(stderr, "hpcab-judge report: writing %s: %s\n", out ? out : "standard output", strerror(errno));
    rc = CLI_EXIT_USAGE;
  }
  json_decref(v);
  return rc;
}
