/*
 * tools/judge_validate.c — `hpcab-judge validate KERNEL... [--precision P]...`: the full validation of
 * kernels (hpcab/validate.h) — manifest, reference built warning-free with the exact prototype, its
 * symbols, draws, the reference graded against itself — one report per kernel on stdout.
 * Exit codes: 0 every kernel valid, 1 a kernel has a problem, 2 a usage error, a kernel that does not
 * exist or a manifest that does not load.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hpcab.h"
#include "judge_cmds.h"

static const char HELP[] =
    "usage: hpcab-judge validate KERNEL... [options]\n"
    "\n"
    "Checks everything a kernel needs before it joins a corpus, at each run precision:\n"
    "  manifest    kernel.yaml loads (every rule of kernels/MANIFEST.md)\n"
    "  build       the reference compiles without a warning (-Wall -Wextra -Werror) with the manifest's\n"
    "              exact prototype declared after it (hpcab-judge signature prints it)\n"
    "  symbol      the reference exports the kernel's symbol and its custom initializers\n"
    "  draws       test, correctness and timed draws meet the constraints and footprint caps\n"
    "  self-grade  the reference run against itself in the sandbox on the test draw, the edge\n"
    "              sizes and the top corner of the ranges (the judge's last correctness draw, with\n"
    "              the judge's call time limit): same outputs, deterministic, no crash or timeout\n"
    "KERNEL is a kernel directory, its kernel.yaml, or a kernel id (llr/s000) of the corpus\n"
    "(--kernels DIR, $HPCAB_KERNELS, else the installed corpus).\n"
    "\n"
    "options:\n"
    "  -p, --precision P     validate precision P only (f64, f32, f16, bf16); repeatable;\n"
    "                        default: every precision of the manifest\n"
    "  -d, --draws N         correctness draws of the self-grade after the test draw\n"
    "                        (default 4: the edge sizes, then the top corner; 0: the test draw only)\n"
    "      --max-timed-gib G the largest footprint a timed draw may have (default 8)\n"
    "      --state-dir DIR   where the build cache is (default $HPCAB_STATE_DIR, else\n"
    "                        ~/.local/state/hpcabench)\n"
    "      --timeout S       one call's time limit in seconds (default 10)\n"
    "  -q, --quiet           print only the problems and the summary\n"
    "  -h, --help            this help\n"
    "\n"
    "environment: HPCAB_KERNELS (the corpus of kernel ids), HPCAB_STATE_DIR, HPCAB_WORKER,\n"
    "HPCAB_INCLUDE_DIR (where hpcab/kernel.h is).\n"
    "exit codes: 0 every kernel is valid; 1 a kernel has a problem; 2 usage error, no such kernel, or a\n"
    "manifest that does not load.\n"
    "example: hpcab-judge validate examples/kernels/mylab/gather_rowsum --precision f32\n";

#define MAX_PRECISIONS 4

int judge_validate(int argc, char **argv)
{
  static const struct option LONG[] = {
      {"precision", required_argument, NULL, 'p'},
      {"draws", required_argument, NULL, 'd'},
      {"max-timed-gib", required_argument, NULL, 'G'},
      {"state-dir", required_argument, NULL, 'S'},
      {"timeout", required_argument, NULL, 'T'},
      {"quiet", no_argument, NULL, 'q'},
      {"help", no_argument, NULL, 'h'},
      {NULL, 0, NULL, 0},
  };
  hpcab_dtype precisions[MAX_PRECISIONS];
  int nprec = 0, quiet = 0;
  hpcab_validate_options o = {.size = sizeof o};
  char cache[4200];
  optind = 1;
  opterr = 0;
  for (int c; (c = getopt_long(argc, argv, "p:d:qh", LONG, NULL)) != -1;) {
    int64_t n;
    double d;
    switch (c) {
    case 'p':
      if (nprec == MAX_PRECISIONS || hpcab_dtype_from_name(optarg, &precisions[nprec]) != HPCAB_OK ||
          !hpcab_dtype_is_float(precisions[nprec]))
        return cli_usage_error("hpcab-judge", "validate: --precision: expected f64, f32, f16 or bf16, not '%s'",
                               optarg);
      nprec++;
      break;
    case 'd':
      if (!cli_parse_i64(optarg, &n) || n < 0 || n > 1000)
        return cli_usage_error("hpcab-judge", "validate: --draws: expected a count from 0 to 1000");
      o.draws = n == 0 ? -1 : (int)n;
      break;
    case 'G':
      if (!cli_parse_double(optarg, &d) || !(d > 0 && d < 1e6))
        return cli_usage_error("hpcab-judge", "validate: --max-timed-gib: expected a positive number");
      o.max_timed_bytes = (uint64_t)(d * (double)(1 << 30));
      break;
    case 'S':
      if ((size_t)snprintf(cache, sizeof cache, "%s/build", optarg) >= sizeof cache)
        return cli_usage_error("hpcab-judge", "validate: --state-dir: path too long");
      o.cache_dir = cache;
      break;
    case 'T':
      if (!cli_parse_double(optarg, &d) || !(d > 0))
        return cli_usage_error("hpcab-judge", "validate: --timeout: expected seconds > 0");
      o.call_timeout_s = d;
      break;
    case 'q': quiet = 1; break;
    case 'h': fputs(HELP, stdout); return CLI_EXIT_OK;
    default:
      return cli_usage_error("hpcab-judge",
                             "validate: unknown option or missing value: '%s'\n"
                             "usage: hpcab-judge validate KERNEL... [--precision P]... (--help for more)",
                             argv[optind - 1]);
    }
  }
  if (optind >= argc)
    return cli_usage_error("hpcab-judge", "usage: hpcab-judge validate KERNEL... [--precision P]... (--help for more)");
  cli_stop_children_on_signals("hpcab-judge");
  int rc = CLI_EXIT_OK;
  for (int i = optind; i < argc; i++) {
    for (int p = 0; p < (nprec ? nprec : 1); p++) {
      o.precision = nprec ? precisions[p] : 0;
      hpcab_validation *v = NULL;
      if (hpcab_kernel_validate(argv[i], &o, &v) != HPCAB_OK) {
        fprintf(stderr, "hpcab-judge: validate: %s\n", hpcab_last_error());
        rc = CLI_EXIT_USAGE;
        break;
      }
      if (quiet) {
        for (size_t k = 0; k < hpcab_validation_problem_count(v); k++)
          printf("%s: %s\n", hpcab_validation_kernel(v), hpcab_validation_problem(v, k));
        if (hpcab_validation_ok(v)) printf("%s: valid\n", hpcab_validation_kernel(v));
      } else {
        fputs(hpcab_validation_report(v), stdout);
      }
      int manifest_failed = hpcab_validation_manifest_failed(v);
      if (manifest_failed)
        rc = CLI_EXIT_USAGE;
      else if (!hpcab_validation_ok(v) && rc == CLI_EXIT_OK)
        rc = CLI_EXIT_FAIL;
      hpcab_validation_free(v);
      if (manifest_failed) break;
    }
  }
  return rc;
}
