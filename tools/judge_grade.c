/*
 * tools/judge_grade.c — `hpcab-judge grade` and `hpcab-judge score` (DESIGN.md §11): argument
 * parsing over hpcab_judge_grade / hpcab_judge_score.
 *
 *   grade KERNEL CANDIDATE [--json] [--precision P] [--db PATH] [--secrets FILE] [--state-dir DIR]
 *         [--session ID --mode open|single|blind] [--baseline reference|default|FILE]
 *         [--threads N] [--draws N] [--inputs N] [--budget SECONDS] [--max-calls N]
 *         [--flags "..."] [--extra-flags "..."] [--timeout SECONDS] [--min-effect F] [--no-cache]
 *         [--check-only] [--test-sizes]   (validation: correctness only / on the manifest's test sizes)
 *         [--compile-memory MIB]          (the compiler's address-space limit; default 2048)
 *         [--residency host|device] [--device N|UUID] [--runtime cuda|hip]   (device residency)
 *   score KERNEL CANDIDATE [same options]   prints only the speedup, or the word for what went wrong
 *
 * Exit codes: 0 graded correct, 1 graded not correct, 2 usage or manifest error.
 * An uninstalled build finds its worker and hpcab/kernel.h beside itself (../lib/hpcab-worker and
 * the source tree's include/), unless HPCAB_WORKER / HPCAB_INCLUDE_DIR say otherwise.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "hpcab.h"
#include "judge_cmds.h"

static const char USAGE[] =
  "usage: hpcab-judge grade|score KERNEL CANDIDATE [--json] [--precision f64|f32|f16|bf16]\n"
  "         [--db PATH] [--secrets FILE] [--state-dir DIR] [--session ID --mode open|single|blind]\n"
  "         [--baseline reference|default|FILE] [--threads N] [--draws N] [--inputs N]\n"
  "         [--budget SECONDS] [--max-calls N] [--flags \"...\"] [--extra-flags \"...\"]\n"
  "         [--timeout SECONDS] [--min-effect FRACTION] [--no-cache] [--check-only] [--test-sizes]\n"
  "         [--compile-memory MIB] [--residency host|device] [--device N|UUID] [--runtime cuda|hip]";

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

static int parse_count(const char *v, int64_t lo, int64_t *out)
{
  return v && cli_parse_i64(v, out) && *out >= lo;
}

int judge_grade_or_score(int argc, char **argv)
{
  int score = strcmp(argv[0], "score") == 0;
  hpcab_judge_options o = {.size = sizeof o};
  const char *pos[2] = {NULL, NULL};
  int npos = 0, json = 0;
  for (int i = 1; i < argc; i++) {
    const char *v = NULL;
    int64_t n;
    double d;
    if (strcmp(argv[i], "--json") == 0) {
      json = 1;
    } else if (strcmp(argv[i], "--no-cache") == 0) {
      o.no_cache = 1;
    } else if (strcmp(argv[i], "--check-only") == 0) {
      o.check_only = 1;
    } else if (strcmp(argv[i], "--test-sizes") == 0) {
      o.test_sizes = 1;
    } else if (cli_option(argc, argv, &i, "--precision", &v)) {
      if (!v || hpcab_dtype_from_name(v, &o.precision) != HPCAB_OK)
        return cli_usage_error("hpcab-judge", "--precision: expected f64, f32, f16 or bf16");
    } else if (cli_option(argc, argv, &i, "--db", &v)) {
      if (!(o.db_path = v)) return CLI_EXIT_USAGE;
    } else if (cli_option(argc, argv, &i, "--secrets", &v)) {
      if (!(o.secrets_path = v)) return CLI_EXIT_USAGE;
    } else if (cli_option(argc, argv, &i, "--state-dir", &v)) {
      if (!(o.state_dir = v)) return CLI_EXIT_USAGE;
    } else if (cli_option(argc, argv, &i, "--session", &v)) {
      if (!(o.session = v)) return CLI_EXIT_USAGE;
    } else if (cli_option(argc, argv, &i, "--mode", &v)) {
      if (!v || hpcab_mode_from_name(v, &o.mode) != HPCAB_OK)
        return cli_usage_error("hpcab-judge", "--mode: expected open, single or blind");
    } else if (cli_option(argc, argv, &i, "--baseline", &v)) {
      if (!(o.baseline = v)) return CLI_EXIT_USAGE;
    } else if (cli_option(argc, argv, &i, "--flags", &v)) {
      if (!(o.flags = v)) return CLI_EXIT_USAGE;
    } else if (cli_option(argc, argv, &i, "--extra-flags", &v)) {
      if (!(o.extra_flags = v)) return CLI_EXIT_USAGE;
    } else if (cli_option(argc, argv, &i, "--threads", &v)) {
      if (!parse_count(v, 1, &n)) return cli_usage_error("hpcab-judge", "--threads: expected a positive integer");
      o.threads = (unsigned)n;
    } else if (cli_option(argc, argv, &i, "--draws", &v)) {
      if (!parse_count(v, 1, &n)) return cli_usage_error("hpcab-judge", "--draws: expected a positive integer");
      o.correctness_draws = (int)n;
    } else if (cli_option(argc, argv, &i, "--inputs", &v)) {
      if (!parse_count(v, 1, &n)) return cli_usage_error("hpcab-judge", "--inputs: expected a positive integer");
      o.timed_inputs = (int)n;
    } else if (cli_option(argc, argv, &i, "--max-calls", &v)) {
      if (!parse_count(v, 10, &n)) return cli_usage_error("hpcab-judge", "--max-calls: expected an integer >= 10");
      o.max_calls = n;
    } else if (cli_option(argc, argv, &i, "--budget", &v)) {
      if (!v || !cli_parse_double(v, &d) || !(d > 0)) return cli_usage_error("hpcab-judge", "--budget: expected seconds > 0");
      o.budget_s = d;
    } else if (cli_option(argc, argv, &i, "--min-effect", &v)) {
      if (!v || !cli_parse_double(v, &d) || !(d >= 0 && d < 1))
        return cli_usage_error("hpcab-judge", "--min-effect: expected a fraction in [0, 1) (0: none)");
      o.min_effect = d > 0 ? d : -1.0;
    } else if (cli_option(argc, argv, &i, "--compile-memory", &v)) {
      if (!parse_count(v, 64, &n) || n > (INT64_C(1) << 40))
        return cli_usage_error("hpcab-judge", "--compile-memory: expected MiB (at least 64)");
      o.compile_memory_bytes = (uint64_t)n << 20;
    } else if (cli_option(argc, argv, &i, "--residency", &v)) {
      if (!v || hpcab_residency_from_name(v, &o.residency) != HPCAB_OK)
        return cli_usage_error("hpcab-judge", "--residency: expected host or device");
    } else if (cli_option(argc, argv, &i, "--device", &v)) {
      if (!(o.device = v)) return CLI_EXIT_USAGE;
    } else if (cli_option(argc, argv, &i, "--runtime", &v)) {
      hpcab_device_runtime rt;
      if (!v || hpcab_device_runtime_from_name(v, &rt) != HPCAB_OK)
        return cli_usage_error("hpcab-judge", "--runtime: expected cuda, hip or any");
      o.device_runtime = (int)rt;
    } else if (cli_option(argc, argv, &i, "--timeout", &v)) {
      if (!v || !cli_parse_double(v, &d) || !(d > 0)) return cli_usage_error("hpcab-judge", "--timeout: expected seconds > 0");
      o.call_timeout_s = d;
    } else if (argv[i][0] == '-' && argv[i][1]) {
      return cli_usage_error("hpcab-judge", "unknown option '%s'\n%s", argv[i], USAGE);
    } else if (npos < 2) {
      pos[npos++] = argv[i];
    } else {
      return cli_usage_error("hpcab-judge", "%s", USAGE);
    }
  }
  if (npos != 2) return cli_usage_error("hpcab-judge", "%s", USAGE);
  if ((o.device || o.device_runtime) && o.residency != HPCAB_RESIDENCY_DEVICE)
    return cli_usage_error("hpcab-judge", "--device and --runtime need --residency device");
  if (o.session == NULL && o.mode != HPCAB_MODE_OPEN)
    return cli_usage_error("hpcab-judge", "--mode needs --session ID (the judge counts submissions per session)");
  o.kernel = pos[0];
  o.candidate = pos[1];
  cli_stop_children_on_signals("hpcab-judge");
  progress_state ps = {.tty = isatty(STDERR_FILENO)};
  o.progress = show_progress;
  o.progress_ctx = &ps;
  hpcab_verdict *v = NULL;
  hpcab_status st = score ? hpcab_judge_score(&o, &v) : hpcab_judge_grade(&o, &v);
  if (st) {
    fprintf(stderr, "hpcab-judge: %s\n", hpcab_last_error());
    return CLI_EXIT_USAGE;
  }
  if (json) {
    printf("%s\n", hpcab_verdict_json(v));
  } else if (score) {
    if (hpcab_verdict_correct(v)) printf("%.4g\n", hpcab_verdict_speedup(v));
    else printf("%s\n", hpcab_verdict_status(v));
  } else {
    fputs(hpcab_verdict_report(v), stdout);
  }
  int rc = hpcab_verdict_exit_code(v);
  hpcab_verdict_free(v);
  return rc;
}
