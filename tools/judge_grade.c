/*
 * tools/judge_grade.c — `hpcab-judge grade` and `hpcab-judge score` (lib/DESIGN.md §11): argument
 * parsing (getopt_long, the table below is also the --help) over hpcab_judge_grade / hpcab_judge_score.
 *
 * Exit codes: 0 graded correct, 1 graded not correct, 2 usage, manifest or system error.
 * An uninstalled build finds its worker and hpcab/kernel.h beside itself (../lib/hpcab-worker and
 * the source tree's include/), unless HPCAB_WORKER / HPCAB_INCLUDE_DIR say otherwise.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "hpcab.h"
#include "answer.h"
#include "judge_cmds.h"

enum {
  OPT_JSON = 256,
  OPT_VERDICT,
  OPT_SAMPLES,
  OPT_PRECISION,
  OPT_DB,
  OPT_SECRETS,
  OPT_STATE_DIR,
  OPT_SESSION,
  OPT_MODE,
  OPT_BASELINE,
  OPT_COMPARATOR,
  OPT_FLAGS,
  OPT_EXTRA_FLAGS,
  OPT_THREADS,
  OPT_DRAWS,
  OPT_INPUTS,
  OPT_MAX_CALLS,
  OPT_BUDGET,
  OPT_MIN_EFFECT,
  OPT_COMPILE_MEMORY,
  OPT_TIMEOUT,
  OPT_NO_CACHE,
  OPT_CHECK_ONLY,
  OPT_TEST_SIZES,
  OPT_RESIDENCY,
  OPT_DEVICE,
  OPT_RUNTIME,
  OPT_IDLE_HOLD,
};

static const cli_opt GRADE_OPTS[] = {
    {"json", OPT_JSON, NULL,
     "print the verdict as one JSON object, schema hpcab.verdict/1\n"
     "(include/hpcab/verdict.schema.json) (default: the readable report);\n"
     "score: the submitter's answer, schema hpcab.answer/1 (status, speedup,\n"
     "a category-level reason: nothing drawn from a secret seed)"},
    {"verdict", OPT_VERDICT, NULL,
     "print the full verdict as JSON (hpcab.verdict/1), for score too: the\n"
     "administrator's view, with the score input's sizes and failure values"},
    {"samples", OPT_SAMPLES, NULL,
     "with --json: add every timed call's time (\"samples\"), also for a\n"
     "cached verdict (default: off)"},
    {"precision", OPT_PRECISION, "P", "run precision: f64, f32, f16 or bf16 (default: the manifest's first)"},
    {"baseline", OPT_BASELINE, "B",
     "what the candidate is timed against: reference, default (the manifest's\n"
     "baseline), autopar (the reference auto-parallelized by gcc; the verdict's baseline_note\n"
     "says whether it parallelized), numba (the kernel's spec.py under numba.njit) or a\n"
     "source file, a .py too (default: default)"},
    {"comparator", OPT_COMPARATOR, "B",
     "also time B (a name or file as --baseline takes) against the denominator on every\n"
     "timed input and report its medians (the verdict's \"comparators\"), never credited;\n"
     "repeatable, at most 4 (default: none)"},
    {"budget", OPT_BUDGET, "SECONDS",
     "timing budget per timed input (default 2); every input gets its 10 timed calls\n"
     "per side however long they take, so a slow kernel can run past it"},
    {"inputs", OPT_INPUTS, "N", "timed inputs (default 3; the score route times 1)"},
    {"draws", OPT_DRAWS, "N", "correctness draws, edge sizes first (default 8)"},
    {"max-calls", OPT_MAX_CALLS, "N", "timed calls per side at most, >= 10 (default 100000)"},
    {"min-effect", OPT_MIN_EFFECT, "F",
     "confirm a speedup or slowdown only beyond this fraction; 0: none\n(default 0.01)"},
    {"threads", OPT_THREADS, "N", "kernel threads, one per physical core (default: every core)"},
    {"timeout", OPT_TIMEOUT, "SECONDS", "one kernel call's time limit (default 10, plus a multiple of the reference)"},
    {"check-only", OPT_CHECK_ONLY, NULL, "the correctness stage only: nothing timed, no speedup (default: off)"},
    {"test-sizes", OPT_TEST_SIZES, NULL,
     "correctness on the manifest's test sizes, one draw: for validating a\n"
     "kernel, not for grading (default: off)"},
    {"no-cache", OPT_NO_CACHE, NULL, "grade again even when the store has this grade (default: off)"},
    {"idle-hold", OPT_IDLE_HOLD, NULL,
     "while the kernels run, hold a 0 us CPU latency request\n"
     "(/dev/cpu_dma_latency; root): idle CPUs poll, wake-ups are fast (default: off)"},
    {"flags", OPT_FLAGS, "\"...\"", "compile flags (default \"-O3 -fPIC -shared -fopenmp\"; unsafe math refused)"},
    {"extra-flags", OPT_EXTRA_FLAGS, "\"...\"", "flags appended to them (default: none)"},
    {"compile-memory", OPT_COMPILE_MEMORY, "MIB", "the compiler's address-space limit, >= 64 (default 2048)"},
    {"residency", OPT_RESIDENCY, "R",
     "where the arrays live during the timed calls: host, or device for a\n"
     ".cu/.hip candidate timed on a GPU (default: host)"},
    {"device", OPT_DEVICE, "N|UUID",
     "with --residency device: the GPU, an index or a UUID, as the runtime\n"
     "numbers them under $CUDA_VISIBLE_DEVICES (default: device 0)"},
    {"runtime", OPT_RUNTIME, "R", "with --residency device: cuda, hip or any (default: any, cuda then hip)"},
    {"state-dir", OPT_STATE_DIR, "DIR",
     "secrets, store and build cache (default: $HPCAB_STATE_DIR, else\n"
     "$XDG_STATE_HOME/hpcabench, else ~/.local/state/hpcabench)"},
    {"db", OPT_DB, "PATH", "the result store (default: STATE_DIR/results.db)"},
    {"secrets", OPT_SECRETS, "FILE", "the secret seeds (default: STATE_DIR/secrets, made on first use)"},
    {"session", OPT_SESSION, "ID", "count this grade in session ID (default: no session)"},
    {"mode", OPT_MODE, "M", "the session's mode: open, single or blind; needs --session (default open)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd GRADE_CMD = {
    "hpcab-judge grade",
    "KERNEL CANDIDATE",
    "The submit route: source check, correctness on draws from the submission seed (edge sizes,\n"
    "the whole ranges, the top corner), determinism, unchanged inputs, then each timed input\n"
    "interleaved with the reference and credited by a one-sided Mann-Whitney test. The grade is\n"
    "stored; the same request again comes from the store, marked cached.\n"
    "KERNEL is a kernel directory (kernels/llr/vdotr) or its kernel.yaml; CANDIDATE a C, C++,\n"
    "Fortran or CUDA source, or a shared object, exporting the kernel's symbol\n"
    "(hpcab-judge signature KERNEL prints the prototype).",
    GRADE_OPTS,
    JUDGE_ENV,
    "0  graded correct\n1  graded not correct (the status word says why: incorrect, crash, build_error, ...)\n"
    "2  usage, manifest or system error (nothing graded)",
    "hpcab-judge grade kernels/llr/vdotr examples/candidates/vdotr_fast.c --json",
};

static const cli_cmd SCORE_CMD = {
    "hpcab-judge score",
    "KERNEL CANDIDATE",
    "The score route: one timed input from the score seed, the fastest of five calls per side, every\n"
    "output checked. Prints only the speedup, or the word for what went wrong and a category-level\n"
    "reason (which output or array; wrong, NaN, out of bounds; read or written): nothing drawn from\n"
    "the secret seed (--json: that answer as JSON; --verdict: the full verdict).\n"
    "Takes grade's options (see hpcab-judge grade --help).",
    GRADE_OPTS,
    JUDGE_ENV,
    "0  correct (the speedup is printed)\n1  not correct (the status word and its reason are printed)\n"
    "2  usage, manifest or system error",
    "hpcab-judge score kernels/llr/vdotr examples/candidates/vdotr_fast.c",
};

/* What a path is, for recognising swapped arguments: 1 a kernel (a directory with kernel.yaml, or a
   kernel.yaml), 2 a candidate (a file with a source or object extension), 0 neither or missing. */
static int kind_of(const char *path)
{
  struct stat st;
  if (stat(path, &st) != 0) return 0;
  size_t n = strlen(path);
  if (S_ISDIR(st.st_mode)) {
    char probe[PATH_MAX];
    snprintf(probe, sizeof probe, "%s/kernel.yaml", path);
    return access(probe, R_OK) == 0 ? 1 : 0;
  }
  if (n >= 11 && strcmp(path + n - 11, "kernel.yaml") == 0) return 1;
  hpcab_lang lang = hpcab_lang_from_path(path);
  return lang != HPCAB_LANG_UNKNOWN ? 2 : 0;
}

typedef struct {
  int tty;
  double last;
} progress_state;

static void show_progress(void *ctx, const char *stage, double fraction)
{
  progress_state *p = ctx;
  if (!p->tty) return;
  int width = 30, done = (int)(fraction * width + 0.5);
  fprintf(stderr, "\r[%.*s%*s] %3.0f%% %-40.40s", done, "##############################", width - done, "",
          100 * fraction, stage);
  if (fraction >= 1.0) fprintf(stderr, "\r%*s\r", 80, "");
  fflush(stderr);
}

/* Warns on stderr when `hpcab-judge calibrate` found this machine too noisy (hpcab/calibration.h). */
static void warn_if_too_noisy(void)
{
  hpcab_topo *topo = NULL;
  char path[PATH_MAX];
  hpcab_calibration c = {.size = sizeof c};
  if (hpcab_topo_new(&topo) == HPCAB_OK &&
      hpcab_calibration_path(hpcab_topo_key(topo), path, sizeof path) == HPCAB_OK &&
      hpcab_calibration_load(path, hpcab_topo_key(topo), &c) == HPCAB_OK && c.too_noisy) {
    char when[32];
    time_t t = (time_t)c.measured_unix;
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(when, sizeof when, "%Y-%m-%d %H:%M UTC", &tm);
    fprintf(stderr,
            "hpcab-judge: warning: hpcab-judge calibrate found this machine too noisy for the protocol's alpha "
            "(%s: %s; false-credit rate %.0f%%): identical code may be credited other than 1x. Calibrate again when "
            "it is quiet.\n",
            when, c.why, 100 * c.false_credit_rate);
  }
  hpcab_error_clear();
  hpcab_topo_free(topo);
}

/* Appends `name` to the comma-separated list `list` (cap bytes); -1 when the list has 4 names already,
   or `name` does not fit or has a comma. */
static int add_comparator(char *list, size_t cap, const char *name)
{
  size_t used = strlen(list), count = used ? 1 : 0;
  for (const char *c = list; *c; c++) count += *c == ',';
  if (count == 4 || strchr(name, ',') || used + strlen(name) + 2 > cap) return -1;
  snprintf(list + used, cap - used, "%s%s", used ? "," : "", name);
  return 0;
}

int judge_grade_or_score(int argc, char **argv)
{
  int score = strcmp(argv[0], "score") == 0;
  for (int i = 1; i < argc && !score; i++) /* an MPI candidate: tools/judge_distributed.c */
    if (strcmp(argv[i], "--distributed") == 0) return judge_grade_distributed(argc, argv);
  const cli_cmd *cmd = score ? &SCORE_CMD : &GRADE_CMD;
  hpcab_judge_options o = {.size = sizeof o};
  int json = 0, samples = 0, full_verdict = 0;
  static char comparators[4 * 4096] = "";
  for (int i = 1; i < argc; i++) /* with --json, an error is a JSON object on stdout too */
    if (strcmp(argv[i], "--json") == 0) cli_json_errors(1);
  cli_parser p;
  cli_parser_init(&p, cmd);
  const char *v;
  int64_t n;
  double d;
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    switch (k) {
    case CLI_HELP: cli_help(cmd, stdout); return CLI_EXIT_OK;
    case CLI_BAD: return CLI_EXIT_USAGE;
    case OPT_JSON: json = 1; break;
    case OPT_VERDICT: json = full_verdict = 1; break;
    case OPT_SAMPLES: samples = 1; break;
    case OPT_NO_CACHE: o.no_cache = 1; break;
    case OPT_IDLE_HOLD: o.idle_hold = 1; break;
    case OPT_CHECK_ONLY: o.check_only = 1; break;
    case OPT_TEST_SIZES: o.test_sizes = 1; break;
    case OPT_PRECISION:
      if (hpcab_dtype_from_name(v, &o.precision) != HPCAB_OK)
        return cli_fail(cmd, "--precision: expected f64, f32, f16 or bf16, not '%s'", v);
      break;
    case OPT_DB: o.db_path = v; break;
    case OPT_SECRETS: o.secrets_path = v; break;
    case OPT_STATE_DIR: o.state_dir = v; break;
    case OPT_SESSION: o.session = v; break;
    case OPT_MODE:
      if (hpcab_mode_from_name(v, &o.mode) != HPCAB_OK)
        return cli_fail(cmd, "--mode: expected open, single or blind, not '%s'", v);
      break;
    case OPT_BASELINE: o.baseline = v; break;
    case OPT_COMPARATOR:
      if (add_comparator(comparators, sizeof comparators, v) != 0)
        return cli_fail(cmd, "--comparator: at most 4, with names under %zu bytes in all", sizeof comparators);
      o.comparators = comparators;
      break;
    case OPT_FLAGS: o.flags = v; break;
    case OPT_EXTRA_FLAGS: o.extra_flags = v; break;
    case OPT_THREADS:
      if (!cli_parse_i64(v, &n) || n < 1) return cli_fail(cmd, "--threads: expected a positive integer, not '%s'", v);
      o.threads = (unsigned)n;
      break;
    case OPT_DRAWS:
      if (!cli_parse_i64(v, &n) || n < 1) return cli_fail(cmd, "--draws: expected a positive integer, not '%s'", v);
      o.correctness_draws = (int)n;
      break;
    case OPT_INPUTS:
      if (!cli_parse_i64(v, &n) || n < 1) return cli_fail(cmd, "--inputs: expected a positive integer, not '%s'", v);
      o.timed_inputs = (int)n;
      break;
    case OPT_MAX_CALLS:
      if (!cli_parse_i64(v, &n) || n < 10) return cli_fail(cmd, "--max-calls: expected an integer >= 10, not '%s'", v);
      o.max_calls = n;
      break;
    case OPT_BUDGET:
      if (!cli_parse_double(v, &d) || !(d > 0)) return cli_fail(cmd, "--budget: expected seconds > 0, not '%s'", v);
      o.budget_s = d;
      break;
    case OPT_MIN_EFFECT:
      if (!cli_parse_double(v, &d) || !(d >= 0 && d < 1))
        return cli_fail(cmd, "--min-effect: expected a fraction in [0, 1) (0: none), not '%s'", v);
      o.min_effect = d > 0 ? d : -1.0;
      break;
    case OPT_COMPILE_MEMORY:
      if (!cli_parse_i64(v, &n) || n < 64 || n > (INT64_C(1) << 40))
        return cli_fail(cmd, "--compile-memory: expected MiB (at least 64), not '%s'", v);
      o.compile_memory_bytes = (uint64_t)n << 20;
      break;
    case OPT_RESIDENCY:
      if (hpcab_residency_from_name(v, &o.residency) != HPCAB_OK)
        return cli_fail(cmd, "--residency: expected host or device, not '%s'", v);
      break;
    case OPT_DEVICE: o.device = v; break;
    case OPT_RUNTIME: {
      hpcab_device_runtime rt;
      if (hpcab_device_runtime_from_name(v, &rt) != HPCAB_OK)
        return cli_fail(cmd, "--runtime: expected cuda, hip or any, not '%s'", v);
      o.device_runtime = (int)rt;
      break;
    }
    case OPT_TIMEOUT:
      if (!cli_parse_double(v, &d) || !(d > 0)) return cli_fail(cmd, "--timeout: expected seconds > 0, not '%s'", v);
      o.call_timeout_s = d;
      break;
    }
  }
  int npos = argc - optind;
  if (npos != 2)
    return cli_fail(cmd, npos < 2 ? "needs KERNEL and CANDIDATE" : "takes KERNEL and CANDIDATE only, not '%s'",
                    npos < 2 ? "" : argv[optind + 2]);
  const char *kernel = argv[optind], *candidate = argv[optind + 1];
  if (kind_of(kernel) == 2 && kind_of(candidate) == 1)
    return cli_fail(cmd, "the arguments are swapped: KERNEL comes first, then CANDIDATE: %s %s %s", cmd->name,
                    candidate, kernel);
  if (access(candidate, R_OK) != 0) return cli_fail(cmd, "CANDIDATE '%s': %s", candidate, strerror(errno));
  struct stat cst;
  if (stat(candidate, &cst) == 0 && S_ISDIR(cst.st_mode))
    return cli_fail(
        cmd, "CANDIDATE '%s' is a directory: give a source file (.c, .cpp, .f90, .cu, .hip) or a shared object (.so)",
        candidate);
  if (hpcab_lang_from_path(candidate) == HPCAB_LANG_UNKNOWN) {
    size_t len = strlen(candidate);
    int verdict = len > 5 && strcmp(candidate + len - 5, ".json") == 0;
    return cli_fail(cmd,
                    "CANDIDATE '%s' is not a candidate: a C, C++, Fortran, CUDA or HIP source (.c, .cpp, .f90, .cu, "
                    ".hip) or a shared object (.so)%s%s",
                    candidate, verdict ? "; a verdict is shown by hpcab-judge report " : "", verdict ? candidate : "");
  }
  if (samples && !json) return cli_fail(cmd, "--samples goes with --json");
  if ((o.device || o.device_runtime) && o.residency != HPCAB_RESIDENCY_DEVICE)
    return cli_fail(cmd, "--device and --runtime need --residency device");
  if (o.session == NULL && o.mode != HPCAB_MODE_OPEN)
    return cli_fail(cmd, "--mode needs --session ID (the judge counts submissions per session)");
  o.kernel = kernel;
  o.candidate = candidate;
  if (!o.check_only) warn_if_too_noisy();
  cli_stop_children_on_signals("hpcab-judge");
  progress_state ps = {.tty = isatty(STDERR_FILENO)};
  o.progress = show_progress;
  o.progress_ctx = &ps;
  hpcab_verdict *vd = NULL;
  hpcab_status st = score ? hpcab_judge_score(&o, &vd) : hpcab_judge_grade(&o, &vd);
  if (st) return cli_json_error("hpcab-judge", hpcab_last_error());
  if (json && score && !full_verdict) { /* the submitter's answer (answer.h) */
    json_t *full = json_loads(hpcab_verdict_json(vd), 0, NULL), *ans = json_object();
    json_object_set_new(ans, "schema", json_string("hpcab.answer/1"));
    json_object_set_new(ans, "route", json_string("score"));
    json_object_set_new(ans, "kernel", json_string(full ? json_string_value(json_object_get(full, "kernel")) : ""));
    if (full) answer_fill(ans, full);
    char *text = json_dumps(ans, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
    printf("%s\n", text ? text : "{}");
    free(text);
    json_decref(ans);
    json_decref(full);
  } else if (json) {
    const char *text = samples ? hpcab_verdict_json_samples(vd) : hpcab_verdict_json(vd);
    if (!text) {
      fprintf(stderr, "hpcab-judge: out of memory rendering the samples\n");
      hpcab_verdict_free(vd);
      return CLI_EXIT_USAGE;
    }
    printf("%s\n", text);
  } else if (score) {
    if (hpcab_verdict_correct(vd)) {
      printf("%.4g\n", hpcab_verdict_speedup(vd));
    } else { /* the status word and its category-level reason (answer.h), nothing drawn from a seed */
      json_t *full = json_loads(hpcab_verdict_json(vd), 0, NULL);
      char *why = full ? answer_reason(full) : NULL;
      printf("%s%s%s\n", hpcab_verdict_status(vd), why ? ": " : "", why ? why : "");
      free(why);
      json_decref(full);
    }
  } else {
    fputs(hpcab_verdict_report(vd), stdout);
  }
  int rc = hpcab_verdict_exit_code(vd);
  hpcab_verdict_free(vd);
  return rc;
}
