/*
 * hpcab-mwu — the Mann–Whitney U test of libhpcabench (hpcab_mwu_test, scipy.stats.mannwhitneyu semantics)
 * on two files of numbers. Prints three lines: "U1 <value>", "p <value>", "method <exact|asymptotic>".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hpcab.h"

static const char USAGE[] =
  "usage: hpcab-mwu A.txt B.txt [--alternative less|greater|two-sided] [--method auto|exact|asymptotic]\n"
  "                 [--no-continuity]\n"
  "\n"
  "Mann-Whitney U test of sample A against sample B, as scipy.stats.mannwhitneyu(A, B):\n"
  "  A.txt, B.txt      one number per line (blank lines and '#' comments skipped; '-' is stdin)\n"
  "  --alternative     two-sided (default), less (A stochastically less than B) or greater\n"
  "  --method          auto (default: exact when a sample has at most 8 values and there are no\n"
  "                    ties), exact (null distribution of U, no tie correction) or asymptotic\n"
  "                    (normal approximation with tie-corrected variance)\n"
  "  --no-continuity   no continuity correction (asymptotic method only)\n"
  "Prints 'U1 <U of A>', 'p <p-value>' and 'method <method used>', one per line.\n"
  "Exit status: 0 done, 2 usage or input error.\n";

int main(int argc, char **argv)
{
  const char *prog = "hpcab-mwu", *files[2] = {NULL, NULL}, *v;
  hpcab_alternative alt = HPCAB_TWO_SIDED;
  hpcab_mwu_method method = HPCAB_MWU_AUTO;
  bool continuity = true;
  int nfiles = 0;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
      fputs(USAGE, stdout);
      return CLI_EXIT_OK;
    } else if (strcmp(argv[i], "--no-continuity") == 0) {
      continuity = false;
    } else if (cli_option(argc, argv, &i, "--alternative", &v)) {
      if (!v) return CLI_EXIT_USAGE;
      if (strcmp(v, "two-sided") == 0) alt = HPCAB_TWO_SIDED;
      else if (strcmp(v, "less") == 0) alt = HPCAB_LESS;
      else if (strcmp(v, "greater") == 0) alt = HPCAB_GREATER;
      else return cli_usage_error(prog, "--alternative must be less, greater or two-sided, not '%s'", v);
    } else if (cli_option(argc, argv, &i, "--method", &v)) {
      if (!v) return CLI_EXIT_USAGE;
      if (strcmp(v, "auto") == 0) method = HPCAB_MWU_AUTO;
      else if (strcmp(v, "exact") == 0) method = HPCAB_MWU_EXACT;
      else if (strcmp(v, "asymptotic") == 0) method = HPCAB_MWU_ASYMPTOTIC;
      else return cli_usage_error(prog, "--method must be auto, exact or asymptotic, not '%s'", v);
    } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
      fputs(USAGE, stderr);
      return cli_usage_error(prog, "unknown option '%s'", argv[i]);
    } else if (nfiles < 2) {
      files[nfiles++] = argv[i];
    } else {
      return cli_usage_error(prog, "too many arguments ('%s'); see --help", argv[i]);
    }
  }
  if (nfiles != 2) {
    fputs(USAGE, stderr);
    return CLI_EXIT_USAGE;
  }
  double *a = NULL, *b = NULL;
  size_t na = 0, nb = 0;
  if (!cli_read_numbers(prog, files[0], &a, &na) || !cli_read_numbers(prog, files[1], &b, &nb)) {
    free(a);
    return CLI_EXIT_USAGE;
  }
  hpcab_mwu_result r = {.size = sizeof r};
  hpcab_status st = hpcab_mwu_test(a, na, b, nb, alt, method, continuity, &r);
  free(a);
  free(b);
  if (st != HPCAB_OK) {
    cli_lib_error(prog, "mann-whitney");
    return CLI_EXIT_USAGE;
  }
  printf("U1 %.17g\np %.17g\nmethod %s\n", r.u1, r.p, hpcab_mwu_method_name(r.method));
  return CLI_EXIT_OK;
}
