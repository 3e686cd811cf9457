/*
 * hpcab-mwu — the Mann–Whitney U test of libhpcabench (hpcab_mwu_test, scipy.stats.mannwhitneyu semantics)
 * on two files of numbers. Prints three lines: "U1 <value>", "p <value>", "method <exact|asymptotic>".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hpcab.h"

enum { OPT_ALTERNATIVE = 256, OPT_METHOD, OPT_NO_CONTINUITY };

static const cli_opt OPTS[] = {
    {"alternative", OPT_ALTERNATIVE, "A",
     "two-sided, less (A stochastically less than B) or greater\n(default two-sided)"},
    {"method", OPT_METHOD, "M",
     "auto (exact when a sample has at most 8 values and there are no ties),\n"
     "exact (null distribution of U, no tie correction) or asymptotic (normal\n"
     "approximation, tie-corrected variance) (default auto)"},
    {"no-continuity", OPT_NO_CONTINUITY, NULL, "no continuity correction; asymptotic method only (default: corrected)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd CMD = {
    "hpcab-mwu",
    "A.txt B.txt",
    "Mann-Whitney U test of sample A against sample B, as scipy.stats.mannwhitneyu(A, B). A.txt and\n"
    "B.txt hold one number per line (blank lines and '#' comments skipped; '-' is standard input).\n"
    "Prints 'U1 <U of A>', 'p <p-value>' and 'method <method used>', one per line.",
    OPTS,
    NULL,
    "0  done\n2  usage or input error",
    "hpcab-mwu ref_ns.txt cand_ns.txt --alternative greater",
};

int main(int argc, char **argv)
{
  const char *prog = "hpcab-mwu", *files[2], *v;
  hpcab_alternative alt = HPCAB_TWO_SIDED;
  hpcab_mwu_method method = HPCAB_MWU_AUTO;
  bool continuity = true;
  cli_parser p;
  cli_parser_init(&p, &CMD);
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    switch (k) {
    case CLI_HELP: cli_help(&CMD, stdout); return CLI_EXIT_OK;
    case CLI_BAD: return CLI_EXIT_USAGE;
    case OPT_NO_CONTINUITY: continuity = false; break;
    case OPT_ALTERNATIVE:
      if (strcmp(v, "two-sided") == 0)
        alt = HPCAB_TWO_SIDED;
      else if (strcmp(v, "less") == 0)
        alt = HPCAB_LESS;
      else if (strcmp(v, "greater") == 0)
        alt = HPCAB_GREATER;
      else
        return cli_fail(&CMD, "--alternative must be less, greater or two-sided, not '%s'", v);
      break;
    case OPT_METHOD:
      if (strcmp(v, "auto") == 0)
        method = HPCAB_MWU_AUTO;
      else if (strcmp(v, "exact") == 0)
        method = HPCAB_MWU_EXACT;
      else if (strcmp(v, "asymptotic") == 0)
        method = HPCAB_MWU_ASYMPTOTIC;
      else
        return cli_fail(&CMD, "--method must be auto, exact or asymptotic, not '%s'", v);
      break;
    }
  }
  if (argc - optind != 2) return cli_fail(&CMD, "needs A.txt and B.txt");
  files[0] = argv[optind];
  files[1] = argv[optind + 1];
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
  printf("U1 ");
  cli_print_double(r.u1, "\np ");
  cli_print_double(r.p, "\n");
  printf("method %s\n", hpcab_mwu_method_name(r.method));
  return CLI_EXIT_OK;
}
