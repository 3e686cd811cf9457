/*
 * tools/judge_calibrate.c — `hpcab-judge calibrate KERNEL... [--grades N] [--json]` (issue 14): A/A
 * on this machine. Each kernel's reference is graded as the candidate against itself N times, every
 * grade real (fresh secrets, so fresh timed inputs; no cache), and so is a null kernel (a copy of at
 * most 16 elements: nothing but the call overhead). Per kernel it prints the fraction of timed inputs
 * credited other than 1 (the judge's false-credit rate), the median and range of S, the median of
 * the raw ratio of medians, and both sides' call overheads; then whether the machine is quiet enough
 * for the protocol's alpha. What it found is kept for the machine (hpcab/calibration.h): every later
 * verdict's context.calibration carries it, and `grade` warns when the machine was found too noisy.
 *
 *   calibrate KERNEL... [--grades N] [--json] [--budget S] [--inputs N] [--threads N]
 *             [--precision P] [--min-effect F]
 *
 * Exit codes: 0 calibrated (quiet or not: the verdict says), 1 a grade failed, 2 usage or manifest error.
 */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "hpcab.h"
#include "judge_cmds.h"

enum {
  OPT_JSON = 256,
  OPT_GRADES,
  OPT_BUDGET,
  OPT_INPUTS,
  OPT_THREADS,
  OPT_PRECISION,
  OPT_MIN_EFFECT,
  OPT_IDLE_HOLD,
  OPT_ARTIFACT
};

static const cli_opt CALIBRATE_OPTS[] = {
    {"grades", OPT_GRADES, "N", "A/A grades per kernel, 2 to 1000 (default 10)"},
    {"artifact", OPT_ARTIFACT, "FILE",
     "grade FILE against itself instead of each kernel's reference (a candidate of\n"
     "every kernel given: a .py artifact, NumPy or Numba, or a source) (default: the reference)"},
    {"json", OPT_JSON, NULL, "print one JSON object, schema hpcab.calibration/1 (default: a table)"},
    {"budget", OPT_BUDGET, "SECONDS", "timing budget per timed input (default: the judge's, 2)"},
    {"inputs", OPT_INPUTS, "N", "timed inputs per grade, 1 to 64 (default: the judge's, 3)"},
    {"threads", OPT_THREADS, "N", "kernel threads, one per physical core (default: every core)"},
    {"precision", OPT_PRECISION, "P", "f64, f32, f16 or bf16 (default: each manifest's first)"},
    {"min-effect", OPT_MIN_EFFECT, "F", "the crediting margin; 0: none (default: the judge's, 0.01)"},
    {"idle-hold", OPT_IDLE_HOLD, NULL,
     "grade with hpcab-judge grade --idle-hold: a 0 us CPU latency request\n"
     "while the kernels run (root) (default: off)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd CALIBRATE_CMD = {
    "hpcab-judge calibrate",
    "KERNEL...",
    "Grades each kernel's reference against itself N times (fresh secrets each time, no cache) and a\n"
    "null kernel likewise, and reports the judge's false-credit rate on this machine: identical\n"
    "code should be credited 1x except at the rule's own small rate; says when the machine is too\n"
    "noisy for the protocol's alpha.",
    CALIBRATE_OPTS,
    JUDGE_ENV,
    "0  calibrated (quiet or not: the verdict line says)\n1  a grade failed\n2  usage or manifest error",
    "hpcab-judge calibrate kernels/llr/s000 --grades 5 --budget 0.5",
};

/* The null kernel: a copy of 1 to 16 elements, so that a call is the round trip and nothing else. */
static const char NULL_MANIFEST[] = "# written by hpcab-judge calibrate: a kernel that does (almost) nothing\n"
                                    "name: \"null\"\n"
                                    "title: \"a[i] = b[i] for N <= 16: the call overhead and nothing else\"\n"
                                    "track: llr\n"
                                    "dwarf: null\n"
                                    "level: 1\n"
                                    "symbol: hpcab_null_kernel\n"
                                    "precisions: [f64]\n"
                                    "sizes:\n"
                                    "  N: {range: [1, 16], test: 4}\n"
                                    "arrays:\n"
                                    "  a: {dtype: real, shape: [N], intent: out}\n"
                                    "  b: {dtype: real, shape: [N], intent: in}\n"
                                    "args: [a, b, N]\n"
                                    "cost: {bytes: \"16 * N\", flops: \"0\"}\n"
                                    "reference: reference.c\n"
                                    "baseline: reference\n";
static const char NULL_REFERENCE[] = "#include \"hpcab/kernel.h\"\n"
                                     "void hpcab_null_kernel(real_t *restrict a, const real_t *restrict b, int64_t N)\n"
                                     "{\n"
                                     "  for (int64_t i = 0; i < N; i++) a[i] = b[i];\n"
                                     "}\n";

typedef struct {
  const char *kernel; /* as given (or "null") */
  int grades;
  double *s;     /* S of each grade */
  double *ratio; /* raw ratio of medians of each input */
  double *ovh_ref, *ovh_cand;
  int ninputs, ne1, unresolved;
} calib;

static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Median of v[0..n) (sorts v); NaN when n = 0. */
static double median_of(double *v, int n)
{
  if (n <= 0) return NAN;
  qsort(v, (size_t)n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* Prints s as a JSON string. */
static void json_string(const char *s)
{
  putchar('"');
  for (; *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\')
      printf("\\%c", ch);
    else if (ch < 0x20)
      printf("\\u%04x", ch);
    else
      putchar(ch);
  }
  putchar('"');
}

/* S of every grade of c, sorted, into s (room for c->grades). */
static void sorted_s(const calib *c, double *s)
{
  memcpy(s, c->s, (size_t)c->grades * sizeof *s);
  qsort(s, (size_t)c->grades, sizeof *s, cmp_double);
}

static int remove_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
  (void)sb;
  (void)flag;
  (void)ftw;
  return remove(path);
}

static int write_text(const char *dir, const char *name, const char *text)
{
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  int ok = fputs(text, f) >= 0;
  return fclose(f) == 0 && ok ? 0 : -1;
}

/* How the grades held the CPUs' idle states (the verdict context's cpu_idle_latency), from the first. */
static char idle_state[32];

static void idle_of(hpcab_verdict *v)
{
  const char *json = hpcab_verdict_json(v);
  const char *at = json ? strstr(json, "\"cpu_idle_latency\": \"") : NULL;
  if (!at) return;
  at += strlen("\"cpu_idle_latency\": \"");
  size_t n = strcspn(at, "\"");
  if (n < sizeof idle_state) snprintf(idle_state, sizeof idle_state, "%.*s", (int)n, at);
}

/* One sentence on idle_state, for the table. */
static const char *idle_sentence(void)
{
  if (strcmp(idle_state, "held") == 0) return "held at 0 us while the kernels ran (idle CPUs polled: fast wake-ups)";
  if (strcmp(idle_state, "not permitted") == 0)
    return "not held: /dev/cpu_dma_latency needs root; idle CPUs may take tens of microseconds to wake";
  if (strcmp(idle_state, "unavailable") == 0) return "not held: this kernel has no CPU latency request (PM QoS)";
  return "left alone (--idle-hold holds a 0 us request)";
}

/* Whether every grade's workers laid out every address alike (the fixed_layout guard), and why not
   (its detail) the first time one did not. */
static int layout_seen, layout_fixed = 1;
static char layout_why[256];

static void layout_of(hpcab_verdict *v)
{
  const char *json = hpcab_verdict_json(v);
  const char *not_applied = json ? strstr(json, "\"not_applied\": [") : NULL;
  if (!not_applied) return;
  layout_seen = 1;
  const char *end = strchr(not_applied, ']');
  const char *at = strstr(not_applied, "{\"guard\": \"fixed_layout\", \"why\": \"");
  if (!at || (end && at > end) || !layout_fixed) return;
  layout_fixed = 0;
  at += strlen("{\"guard\": \"fixed_layout\", \"why\": \"");
  size_t n = strcspn(at, "\"");
  snprintf(layout_why, sizeof layout_why, "%.*s", (int)(n < sizeof layout_why ? n : sizeof layout_why - 1), at);
}

/* One sentence on the workers' address layout, for the table. */
static const char *layout_sentence(void)
{
  static char line[400];
  if (!layout_seen) return "not reported";
  if (layout_fixed) return "the same in both workers (arrays, stack, heap, libraries)";
  snprintf(line, sizeof line,
           "NOT the same in both workers (%s): identical code may be credited other than 1x on some inputs",
           layout_why);
  return line;
}

/* Grades `kernel`'s reference against itself `grades` times, each in a fresh state directory under
   tmp (the build cache shared). Returns 0, 1 when a grade was not ok, 2 on a library error. */
static int calibrate_kernel(const hpcab_judge_options *base, const char *kernel, const char *artifact, const char *tmp,
                            calib *c, int json)
{
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(kernel, &m) != HPCAB_OK) {
    cli_lib_error("hpcab-judge", kernel);
    return 2;
  }
  char reference[4096];
  snprintf(reference, sizeof reference, "%s", hpcab_manifest_reference(m));
  hpcab_manifest_free(m);
  c->s = calloc((size_t)c->grades, sizeof *c->s);
  size_t cap = (size_t)c->grades * 64;
  c->ratio = calloc(cap, sizeof *c->ratio);
  c->ovh_ref = calloc(cap, sizeof *c->ovh_ref);
  c->ovh_cand = calloc(cap, sizeof *c->ovh_cand);
  if (!c->s || !c->ratio || !c->ovh_ref || !c->ovh_cand) {
    fprintf(stderr, "hpcab-judge: out of memory\n");
    return 2;
  }
  char cache[4096];
  snprintf(cache, sizeof cache, "%s/build", tmp);
  for (int g = 0; g < c->grades; g++) {
    if (!json && isatty(STDERR_FILENO)) fprintf(stderr, "\r%s: A/A grade %d/%d ", c->kernel, g + 1, c->grades);
    char state[4096];
    snprintf(state, sizeof state, "%s/grade-%d", tmp, g);
    hpcab_judge_options o = *base;
    o.kernel = kernel;
    o.candidate = artifact ? artifact : reference;
    o.baseline = artifact ? artifact : "reference";
    o.state_dir = state; /* fresh secrets, so fresh timed inputs */
    o.cache_dir = cache;
    o.no_cache = 1;
    hpcab_verdict *v = NULL;
    if (hpcab_judge_grade(&o, &v) != HPCAB_OK) {
      fprintf(stderr, "\nhpcab-judge: calibrating %s: %s\n", c->kernel, hpcab_last_error());
      return 2;
    }
    if (!hpcab_verdict_correct(v)) {
      fprintf(stderr, "\nhpcab-judge: calibrating %s: the %s graded against itself: %s: %s\n", c->kernel,
              artifact ? "artifact" : "reference", hpcab_verdict_status(v), hpcab_verdict_reason(v));
      hpcab_verdict_free(v);
      return 1;
    }
    c->s[g] = hpcab_verdict_speedup(v);
    if (!*idle_state) idle_of(v);
    layout_of(v);
    for (size_t i = 0; i < hpcab_verdict_input_count(v) && (size_t)c->ninputs < cap; i++) {
      hpcab_verdict_input in = {.size = sizeof in};
      if (hpcab_verdict_get_input(v, i, &in) != HPCAB_OK || in.suspect) continue;
      c->ratio[c->ninputs] = in.ratio;
      c->ovh_ref[c->ninputs] = in.overhead_reference_ns;
      c->ovh_cand[c->ninputs] = in.overhead_candidate_ns;
      c->ne1 += in.credited != 1.0;
      c->unresolved += !in.resolved;
      c->ninputs++;
    }
    hpcab_verdict_free(v);
  }
  if (!json && isatty(STDERR_FILENO)) fprintf(stderr, "\r%*s\r", 60, "");
  return 0;
}

/* Keeps what this calibration found for the machine (hpcab/calibration.h), for every later verdict's
   context and grade's warning; a failure to keep it is reported, not fatal. */
static void save_state(const calib *cs, int nk, int grades, int noisy, const char *why)
{
  hpcab_topo *topo = NULL;
  hpcab_calibration c = {.size = sizeof c, .measured_unix = (int64_t)time(NULL), .grades = grades, .kernels = nk};
  for (int k = 0; k < nk; k++) {
    double frac = cs[k].ninputs ? (double)cs[k].ne1 / cs[k].ninputs : 0;
    if (frac > c.false_credit_rate) c.false_credit_rate = frac;
  }
  c.too_noisy = noisy;
  snprintf(c.why, sizeof c.why, "%s", noisy ? why : "");
  hpcab_status st = hpcab_topo_new(&topo);
  if (!st) {
    snprintf(c.key, sizeof c.key, "%s", hpcab_topo_key(topo));
    st = hpcab_calibration_save(&c, NULL);
  }
  if (st) fprintf(stderr, "hpcab-judge: calibrate: the machine's calibration was not kept: %s\n", hpcab_last_error());
  hpcab_topo_free(topo);
}

int judge_calibrate(int argc, char **argv)
{
  hpcab_judge_options o = {.size = sizeof o};
  int grades = 10, json = 0, nk = 0;
  const char *artifact = NULL; /* --artifact: graded against itself instead of each reference */
  const char **kernels = calloc((size_t)argc + 1, sizeof *kernels);
  if (!kernels) return CLI_EXIT_USAGE;
  cli_parser p;
  cli_parser_init(&p, &CALIBRATE_CMD);
  const char *v;
  int64_t n;
  double d;
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    int bad = 0;
    switch (k) {
    case CLI_HELP:
      free(kernels);
      cli_help(&CALIBRATE_CMD, stdout);
      return CLI_EXIT_OK;
    case CLI_BAD: free(kernels); return CLI_EXIT_USAGE;
    case OPT_JSON: json = 1; break;
    case OPT_IDLE_HOLD: o.idle_hold = 1; break;
    case OPT_ARTIFACT: artifact = v; break;
    case OPT_GRADES:
      if ((bad = !cli_parse_i64(v, &n) || n < 2 || n > 1000))
        cli_fail(&CALIBRATE_CMD, "--grades: expected an integer in [2, 1000]");
      else
        grades = (int)n;
      break;
    case OPT_BUDGET:
      if ((bad = !cli_parse_double(v, &d) || !(d > 0)))
        cli_fail(&CALIBRATE_CMD, "--budget: expected seconds > 0");
      else
        o.budget_s = d;
      break;
    case OPT_INPUTS:
      if ((bad = !cli_parse_i64(v, &n) || n < 1 || n > 64))
        cli_fail(&CALIBRATE_CMD, "--inputs: expected an integer in [1, 64]");
      else
        o.timed_inputs = (int)n;
      break;
    case OPT_THREADS:
      if ((bad = !cli_parse_i64(v, &n) || n < 1))
        cli_fail(&CALIBRATE_CMD, "--threads: expected a positive integer");
      else
        o.threads = (unsigned)n;
      break;
    case OPT_PRECISION:
      if ((bad = hpcab_dtype_from_name(v, &o.precision) != HPCAB_OK))
        cli_fail(&CALIBRATE_CMD, "--precision: expected f64, f32, f16 or bf16");
      break;
    case OPT_MIN_EFFECT:
      if ((bad = !cli_parse_double(v, &d) || !(d >= 0 && d < 1)))
        cli_fail(&CALIBRATE_CMD, "--min-effect: expected a fraction in [0, 1) (0: none)");
      else
        o.min_effect = d > 0 ? d : -1.0;
      break;
    }
    if (bad) {
      free(kernels);
      return CLI_EXIT_USAGE;
    }
  }
  for (int i = optind; i < argc; i++) kernels[nk++] = argv[i];
  if (nk == 0) {
    free(kernels);
    return cli_fail(&CALIBRATE_CMD, "needs at least one KERNEL");
  }
  cli_stop_children_on_signals("hpcab-judge");
  char tmp[] = "/tmp/hpcab-calibrate-XXXXXX";
  if (!mkdtemp(tmp)) {
    free(kernels);
    perror("hpcab-judge: calibrate: temporary directory");
    return CLI_EXIT_USAGE;
  }
  char null_dir[sizeof tmp + 16];
  snprintf(null_dir, sizeof null_dir, "%s/null", tmp);
  int rc = 0;
  if (mkdir(null_dir, 0700) != 0 || write_text(null_dir, "kernel.yaml", NULL_MANIFEST) ||
      write_text(null_dir, "reference.c", NULL_REFERENCE)) {
    perror("hpcab-judge: calibrate: writing the null kernel");
    rc = 2;
  }
  calib *cs = calloc((size_t)nk + 1, sizeof *cs);
  if (!cs) rc = 2;
  for (int k = 0; !rc && k <= nk; k++) {
    cs[k].kernel = k < nk ? kernels[k] : "null";
    cs[k].grades = grades;
    rc = calibrate_kernel(&o, k < nk ? kernels[k] : null_dir, k < nk ? artifact : NULL, tmp, &cs[k], json);
  }
  double alpha = HPCAB_CREDIT_ALPHA, effect = o.min_effect < 0   ? 0
                                              : o.min_effect > 0 ? o.min_effect
                                                                 : HPCAB_CREDIT_MIN_EFFECT;
  int noisy = 0;
  char why[1024] = "";
  for (int k = 0; !rc && k <= nk; k++) {
    calib *c = &cs[k];
    double frac = c->ninputs ? (double)c->ne1 / c->ninputs : 0;
    double med_ratio = median_of(c->ratio, c->ninputs);
    if (k < nk && frac > 2 * alpha && !noisy) {
      noisy = 1;
      snprintf(why, sizeof why,
               "identical code was credited other than 1x on %.0f%% of %s's timed inputs (the rule "
               "allows about %.0f%%)",
               100 * frac, c->kernel, 100 * 2 * alpha);
    }
    double smin = c->s[0], smax = c->s[0];
    for (int g = 1; g < c->grades; g++) {
      if (c->s[g] < smin) smin = c->s[g];
      if (c->s[g] > smax) smax = c->s[g];
    }
    if (k < nk && (smin < 0.95 || smax > 1.05) && !noisy) {
      noisy = 1;
      snprintf(why, sizeof why, "%s's S ranged over [%.3f, %.3f] for identical code (more than 5%% off 1)", c->kernel,
               smin, smax);
    }
    if (k == nk && !(med_ratio >= 0.9 && med_ratio <= 1.1) && !noisy) {
      noisy = 1;
      snprintf(why, sizeof why,
               "the two sides' calls of the null kernel took different times (median ratio %.3f): "
               "their call overheads differ",
               med_ratio);
    }
  }
  if (!rc) save_state(cs, nk, grades, noisy, why);
  if (!rc && json) {
    printf("{\"schema\": \"hpcab.calibration/1\", \"alpha\": %g, \"min_effect\": %g, \"grades\": %d, \"kernels\": [",
           alpha, effect, grades);
    for (int k = 0; k <= nk; k++) {
      calib *c = &cs[k];
      double s[1000];
      sorted_s(c, s);
      double smed = median_of(s, c->grades), smin = s[0], smax = s[c->grades - 1];
      printf("%s{\"kernel\": ", k ? ", " : "");
      json_string(c->kernel);
      printf(", \"null_kernel\": %s, \"grades\": %d, \"inputs\": %d, \"credited_ne1_fraction\": %.6g, "
             "\"unresolved_fraction\": %.6g, \"median_speedup\": %.6g, \"speedup_min\": %.6g, \"speedup_max\": %.6g, "
             "\"median_ratio\": %.6g, \"overhead_ns_reference\": %.6g, \"overhead_ns_candidate\": %.6g}",
             k == nk ? "true" : "false", c->grades, c->ninputs, c->ninputs ? (double)c->ne1 / c->ninputs : 0.0,
             c->ninputs ? (double)c->unresolved / c->ninputs : 0.0, smed, smin, smax, median_of(c->ratio, c->ninputs),
             median_of(c->ovh_ref, c->ninputs), median_of(c->ovh_cand, c->ninputs));
    }
    printf("], \"cpu_idle_latency\": ");
    json_string(*idle_state ? idle_state : "off");
    printf(", \"fixed_layout\": %s", layout_seen ? (layout_fixed ? "true" : "false") : "null");
    printf(", \"too_noisy\": %s, \"why\": ", noisy ? "true" : "false");
    json_string(why);
    printf("}\n");
  } else if (!rc) {
    printf("A/A on this machine: %s graded against itself %d times (alpha %g, margin %g%%)\n\n",
           artifact ? "the artifact" : "each kernel's reference", grades, alpha, 100 * effect);
    printf("CPU idle wake-up latency: %s\n", idle_sentence());
    printf("Worker address layout: %s\n\n", layout_sentence());
    printf("%-36s %6s %6s %11s %8s %8s %8s %9s %22s\n", "kernel", "grades", "inputs", "credited!=1", "S median",
           "S min", "S max", "ratio med", "overhead ref/cand ns");
    for (int k = 0; k <= nk; k++) {
      calib *c = &cs[k];
      double s[1000];
      sorted_s(c, s);
      double smed = median_of(s, c->grades);
      printf("%-36s %6d %6d %11.2f %8.3f %8.3f %8.3f %9.3f %10.0f / %-10.0f\n",
             k == nk ? "null kernel (N <= 16 elements)" : c->kernel, c->grades, c->ninputs,
             c->ninputs ? (double)c->ne1 / c->ninputs : 0.0, smed, s[0], s[c->grades - 1],
             median_of(c->ratio, c->ninputs), median_of(c->ovh_ref, c->ninputs), median_of(c->ovh_cand, c->ninputs));
    }
    if (noisy)
      printf("\nverdict: this machine is too noisy for the protocol's alpha = %g: %s. Grade when other jobs are "
             "not running, or with a larger --budget.\n",
             alpha, why);
    else
      printf("\nverdict: quiet enough: identical code is credited 1x except at the rule's own rate, and both "
             "sides pay the same call overhead.\n");
  }
  for (int k = 0; cs && k <= nk; k++) {
    free(cs[k].s);
    free(cs[k].ratio);
    free(cs[k].ovh_ref);
    free(cs[k].ovh_cand);
  }
  free(cs);
  free(kernels);
  nftw(tmp, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
  return rc;
}
