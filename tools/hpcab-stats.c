/*
 * hpcab-stats — statistics of libhpcabench on files (hpcab/stats.h):
 *   efficacy   efficacy of one or more treatments over a control, from per-kernel CSV results;
 *   credit     the crediting rule of lib/DESIGN.md §8 on reference and candidate times;
 *   geomean    geometric mean with its log-t interval;
 *   bh         Benjamini–Hochberg q-values.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"
#include "hpcab.h"

static const char *PROG = "hpcab-stats";

static const char USAGE[] =
    "usage: hpcab-stats COMMAND [ARGS...]\n"
    "\n"
    "The statistics of libhpcabench (lib/DESIGN.md 8 and 13) on files. Every command has --help.\n"
    "\n"
    "commands:\n"
    "  efficacy CONTROL.csv TREATMENT.csv...  efficacy of treatments over a control (rho_S, rho_C, solved)\n"
    "  credit REF.txt CAND.txt                the crediting rule on raw times\n"
    "  geomean FILE                           geometric mean and its log-t interval\n"
    "  bh FILE                                Benjamini-Hochberg q-values\n"
    "\n"
    "options:\n"
    "  -h, --help                    print this help and exit\n"
    "\n"
    "environment:\n"
    "  (none read)\n"
    "\n"
    "exit codes:\n"
    "  0  done\n"
    "  2  usage or input error\n"
    "\n"
    "example:\n"
    "  hpcab-stats credit ref_ns.txt cand_ns.txt --min-effect 0.01\n";

enum { OPT_WEIGHTS = 256, OPT_CONFIDENCE, OPT_ALPHA, OPT_MIN_EFFECT };

static const cli_opt EFFICACY_OPTS[] = {
    {"weights", OPT_WEIGHTS, "W1,W2,W3", "token cost = W1*input + W2*cached + W3*output (default 1,0.1,1)"},
    {"confidence", OPT_CONFIDENCE, "C", "confidence of the log-t intervals, in (0, 1) (default 0.95)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd EFFICACY_CMD = {
    "hpcab-stats efficacy",
    "CONTROL.csv TREATMENT.csv [MORE.csv...]",
    "Efficacy of each treatment over the control, kernels paired by name. CSV: one header line\n"
    "  kernel,solved,speedup,input_tokens,cached_tokens,output_tokens\n"
    "then one row per kernel ('#' lines and blank lines skipped, no quoting); solved is 1/0 (or\n"
    "true/false, yes/no); speedup is S_i, read only when solved. Prints per treatment rho_S (geometric\n"
    "mean of speedup ratios over kernels solved in both, its log-t interval, t-test p), rho_C (the same\n"
    "for weighted token cost control/treatment), the change in solved count with the exact McNemar p,\n"
    "and q: the Benjamini-Hochberg adjustment over every p printed.",
    EFFICACY_OPTS,
    NULL,
    "0  done\n2  usage or input error",
    "hpcab-stats efficacy control.csv agent_a.csv agent_b.csv --weights 1,0.1,1",
};

static const cli_opt CREDIT_OPTS[] = {
    {"alpha", OPT_ALPHA, "A", "level of the one-sided Mann-Whitney test, in (0, 1) (default 0.1)"},
    {"min-effect", OPT_MIN_EFFECT, "F",
     "confirm a speedup or slowdown only beyond this fraction, in [0, 1)\n"
     "(default 0; the judge uses 0.01)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd CREDIT_CMD = {
    "hpcab-stats credit",
    "REF.txt CAND.txt",
    "The crediting rule of lib/DESIGN.md 8 on raw times in ns (one per line; '-' is standard input):\n"
    "medians, a one-sided Mann-Whitney test in the direction of the medians, the credited ratio.\n"
    "Prints median_ref, median_cand, ratio, direction, p and credited, one per line, each number in\n"
    "the shortest form that reads back exactly.",
    CREDIT_OPTS,
    NULL,
    "0  done\n2  usage or input error",
    "hpcab-stats credit ref_ns.txt cand_ns.txt --min-effect 0.01",
};

static const cli_opt GEOMEAN_OPTS[] = {
    {"confidence", OPT_CONFIDENCE, "C", "confidence of the log-t interval, in (0, 1) (default 0.95)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd GEOMEAN_CMD = {
    "hpcab-stats geomean",
    "FILE",
    "Geometric mean of positive values (one per line) and its log-t interval.",
    GEOMEAN_OPTS,
    NULL,
    "0  done\n2  usage or input error",
    "hpcab-stats geomean speedups.txt --confidence 0.9",
};

static const cli_cmd BH_CMD = {
    "hpcab-stats bh",
    "FILE",
    "Benjamini-Hochberg q-values of p-values (one per line), printed in input order.",
    NULL,
    NULL,
    "0  done\n2  usage or input error",
    "hpcab-stats bh pvalues.txt",
};

static bool parse_unit_open(const cli_cmd *cmd, const char *opt, const char *v, double *out)
{
  if (!cli_parse_double(v, out) || !(*out > 0 && *out < 1)) {
    cli_fail(cmd, "%s must be a number in (0, 1), not '%s'", opt, v);
    return false;
  }
  return true;
}

/* ---- efficacy ---- */

typedef struct {
  char *kernel;
  hpcab_kernel_outcome o;
} csv_row;

typedef struct {
  const char *path;
  csv_row *rows;
  size_t n;
} csv_table;

static void table_free(csv_table *t)
{
  for (size_t i = 0; i < t->n; i++) free(t->rows[i].kernel);
  free(t->rows);
  t->rows = NULL;
  t->n = 0;
}

static bool parse_bool(const char *s, bool *out)
{
  static const char *yes[] = {"1", "true", "yes", "y"}, *no[] = {"0", "false", "no", "n"};
  for (size_t i = 0; i < 4; i++) {
    if (strcasecmp(s, yes[i]) == 0) return (*out = true), true;
    if (strcasecmp(s, no[i]) == 0) return (*out = false), true;
  }
  return false;
}

static const char *const COLUMNS[6] = {"kernel", "solved", "speedup", "input_tokens", "cached_tokens", "output_tokens"};

/* Splits `line` at commas into at most `max` stripped fields; returns the field count. */
static size_t split_csv(char *line, char **fields, size_t max)
{
  size_t n = 0;
  char *p = line;
  for (;;) {
    char *comma = strchr(p, ',');
    if (comma) *comma = '\0';
    if (n < max) fields[n] = cli_strip(p);
    n++;
    if (!comma) break;
    p = comma + 1;
  }
  return n;
}

static bool read_csv(const char *path, csv_table *t)
{
  t->path = path;
  t->rows = NULL;
  t->n = 0;
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "%s: %s: cannot open: %m\n", PROG, path);
    return false;
  }
  char *line = NULL;
  size_t linecap = 0, lineno = 0, cap = 0;
  bool header = false, ok = true;
  while (ok && getline(&line, &linecap, f) > 0) {
    lineno++;
    char *s = cli_strip(line);
    if (!*s || *s == '#') continue;
    char *fld[6];
    size_t nf = split_csv(s, fld, 6);
    if (nf != 6) {
      fprintf(stderr, "%s: %s:%zu: expected 6 comma-separated fields, found %zu\n", PROG, path, lineno, nf);
      ok = false;
      break;
    }
    if (!header) {
      for (int k = 0; k < 6 && ok; k++)
        if (strcmp(fld[k], COLUMNS[k]) != 0) {
          fprintf(stderr,
                  "%s: %s:%zu: header column %d is '%s', expected '%s' (header: "
                  "kernel,solved,speedup,input_tokens,cached_tokens,output_tokens)\n",
                  PROG, path, lineno, k + 1, fld[k], COLUMNS[k]);
          ok = false;
        }
      header = true;
      continue;
    }
    hpcab_kernel_outcome o = {.size = sizeof o};
    double tok[3];
    if (!*fld[0]) {
      fprintf(stderr, "%s: %s:%zu: empty kernel name\n", PROG, path, lineno);
      ok = false;
    } else if (!parse_bool(fld[1], &o.solved)) {
      fprintf(stderr, "%s: %s:%zu: solved must be 1/0, true/false or yes/no, not '%s'\n", PROG, path, lineno, fld[1]);
      ok = false;
    } else if (o.solved && (!cli_parse_double(fld[2], &o.speedup) || !(isfinite(o.speedup) && o.speedup > 0))) {
      fprintf(stderr, "%s: %s:%zu: a solved kernel needs a finite positive speedup, not '%s'\n", PROG, path, lineno,
              fld[2]);
      ok = false;
    }
    for (int k = 0; k < 3 && ok; k++)
      if (!cli_parse_double(fld[3 + k], &tok[k]) || !(isfinite(tok[k]) && tok[k] >= 0)) {
        fprintf(stderr, "%s: %s:%zu: %s must be a number >= 0, not '%s'\n", PROG, path, lineno, COLUMNS[3 + k],
                fld[3 + k]);
        ok = false;
      }
    for (size_t i = 0; i < t->n && ok; i++)
      if (strcmp(t->rows[i].kernel, fld[0]) == 0) {
        fprintf(stderr, "%s: %s:%zu: kernel '%s' appears twice\n", PROG, path, lineno, fld[0]);
        ok = false;
      }
    if (!ok) break;
    o.input_tokens = tok[0];
    o.cached_tokens = tok[1];
    o.output_tokens = tok[2];
    if (t->n == cap) {
      size_t ncap = cap ? 2 * cap : 64;
      csv_row *nr = realloc(t->rows, ncap * sizeof *nr);
      if (!nr) {
        fprintf(stderr, "%s: %s: out of memory\n", PROG, path);
        ok = false;
        break;
      }
      t->rows = nr;
      cap = ncap;
    }
    t->rows[t->n].kernel = strdup(fld[0]);
    t->rows[t->n].o = o;
    if (!t->rows[t->n].kernel) {
      fprintf(stderr, "%s: %s: out of memory\n", PROG, path);
      ok = false;
      break;
    }
    t->n++;
  }
  if (ok && !header) {
    fprintf(stderr, "%s: %s: no header line\n", PROG, path);
    ok = false;
  }
  free(line);
  fclose(f);
  if (!ok) table_free(t);
  return ok;
}

static void print_num(double v)
{
  if (isnan(v))
    printf(" %12s", "-");
  else
    printf(" %12.6g", v);
}

static int cmd_efficacy(int argc, char **argv)
{
  const char *files[64], *v;
  int nfiles = 0;
  double w[3] = {1.0, 0.1, 1.0}, confidence = 0.95;
  cli_parser p;
  cli_parser_init(&p, &EFFICACY_CMD);
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    if (k == CLI_HELP) return cli_help(&EFFICACY_CMD, stdout), CLI_EXIT_OK;
    if (k == CLI_BAD) return CLI_EXIT_USAGE;
    if (k == OPT_WEIGHTS) {
      char buf[256];
      snprintf(buf, sizeof buf, "%s", v);
      char *fld[3];
      if (split_csv(buf, fld, 3) != 3 || !cli_parse_double(fld[0], &w[0]) || !cli_parse_double(fld[1], &w[1]) ||
          !cli_parse_double(fld[2], &w[2]))
        return cli_fail(&EFFICACY_CMD, "--weights takes three numbers 'input,cached,output', not '%s'", v);
    } else if (k == OPT_CONFIDENCE) {
      if (!parse_unit_open(&EFFICACY_CMD, "--confidence", v, &confidence)) return CLI_EXIT_USAGE;
    }
  }
  for (int i = optind; i < argc; i++) {
    if (nfiles == 64) return cli_fail(&EFFICACY_CMD, "at most 63 treatments");
    files[nfiles++] = argv[i];
  }
  if (nfiles < 2) return cli_fail(&EFFICACY_CMD, "needs CONTROL.csv and at least one TREATMENT.csv");
  int ntreat = nfiles - 1;
  csv_table control;
  if (!read_csv(files[0], &control)) return CLI_EXIT_USAGE;
  hpcab_efficacy_result *res = calloc((size_t)ntreat, sizeof *res);
  hpcab_kernel_outcome *c = malloc((control.n + 1) * sizeof *c), *t = malloc((control.n + 1) * sizeof *t);
  double *ps = malloc(3 * (size_t)ntreat * sizeof *ps), *qs = malloc(3 * (size_t)ntreat * sizeof *qs);
  size_t *unpaired = calloc((size_t)ntreat * 2, sizeof *unpaired);
  int rc = CLI_EXIT_OK;
  if (!res || !c || !t || !ps || !qs || !unpaired) {
    fprintf(stderr, "%s: out of memory\n", PROG);
    rc = CLI_EXIT_USAGE;
  }
  for (int k = 0; k < ntreat && rc == CLI_EXIT_OK; k++) {
    csv_table tr;
    if (!read_csv(files[k + 1], &tr)) {
      rc = CLI_EXIT_USAGE;
      break;
    }
    size_t n = 0;
    for (size_t i = 0; i < control.n; i++) {
      size_t j = 0;
      while (j < tr.n && strcmp(tr.rows[j].kernel, control.rows[i].kernel) != 0) j++;
      if (j == tr.n) continue;
      c[n] = control.rows[i].o;
      t[n] = tr.rows[j].o;
      n++;
    }
    unpaired[2 * k] = control.n - n;
    unpaired[2 * k + 1] = tr.n - n;
    if (n < control.n || n < tr.n)
      fprintf(stderr, "%s: warning: %s: %zu kernels only in the control, %zu only in the treatment; left out\n", PROG,
              tr.path, control.n - n, tr.n - n);
    res[k].size = sizeof res[k];
    if (hpcab_efficacy_compute(c, t, n, w, confidence, &res[k]) != HPCAB_OK) {
      cli_lib_error(PROG, tr.path);
      rc = CLI_EXIT_USAGE;
    }
    table_free(&tr);
  }
  /* BH over the panel: every p-value that exists */
  size_t np = 0;
  if (rc == CLI_EXIT_OK) {
    for (int k = 0; k < ntreat; k++) {
      double p3[3] = {res[k].rho_s.p, res[k].rho_c.p, res[k].solved_p};
      for (int m = 0; m < 3; m++)
        if (!isnan(p3[m])) ps[np++] = p3[m];
    }
    if (hpcab_bh_adjust(ps, np, qs) != HPCAB_OK) {
      cli_lib_error(PROG, "benjamini-hochberg");
      rc = CLI_EXIT_USAGE;
    }
  }
  if (rc == CLI_EXIT_OK) {
    size_t qi = 0;
    printf("control: %s (%zu kernels); weights %g,%g,%g; %g%% log-t intervals; q: Benjamini-Hochberg over "
           "%zu p-values\n",
           files[0], control.n, w[0], w[1], w[2], 100 * confidence, np);
    for (int k = 0; k < ntreat; k++) {
      const hpcab_efficacy_result *e = &res[k];
      printf("\ntreatment: %s (%zu kernels paired)\n", files[k + 1], e->kernels);
      printf("%-8s %6s %12s %12s %12s %12s %12s\n", "metric", "n", "estimate", "lo", "hi", "p", "q");
      const hpcab_estimate *est[2] = {&e->rho_s, &e->rho_c};
      const char *names[2] = {"rho_S", "rho_C"};
      for (int m = 0; m < 2; m++) {
        printf("%-8s %6zu", names[m], est[m]->n);
        print_num(est[m]->value);
        print_num(est[m]->lo);
        print_num(est[m]->hi);
        print_num(est[m]->p);
        print_num(isnan(est[m]->p) ? NAN : qs[qi]);
        if (!isnan(est[m]->p)) qi++;
        printf("\n");
      }
      printf("%-8s %6zu %+12lld %12zu %12zu", "solved", e->kernels,
             (long long)e->solved_treatment - (long long)e->solved_control, e->solved_control, e->solved_treatment);
      print_num(e->solved_p);
      print_num(qs[qi++]);
      printf("\n         (solved: estimate = change, lo = control, hi = treatment; only control %zu, only "
             "treatment %zu)\n",
             e->only_control, e->only_treatment);
    }
  }
  table_free(&control);
  free(res);
  free(c);
  free(t);
  free(ps);
  free(qs);
  free(unpaired);
  return rc;
}

/* ---- credit, geomean, bh ---- */

static int cmd_credit(int argc, char **argv)
{
  const char *files[2], *v;
  double alpha = HPCAB_CREDIT_ALPHA, min_effect = 0.0;
  cli_parser p;
  cli_parser_init(&p, &CREDIT_CMD);
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    if (k == CLI_HELP) return cli_help(&CREDIT_CMD, stdout), CLI_EXIT_OK;
    if (k == CLI_BAD) return CLI_EXIT_USAGE;
    if (k == OPT_ALPHA && !parse_unit_open(&CREDIT_CMD, "--alpha", v, &alpha)) return CLI_EXIT_USAGE;
    if (k == OPT_MIN_EFFECT && (!cli_parse_double(v, &min_effect) || !(min_effect >= 0 && min_effect < 1)))
      return cli_fail(&CREDIT_CMD, "--min-effect: expected a fraction in [0, 1), not '%s'", v);
  }
  if (argc - optind != 2) return cli_fail(&CREDIT_CMD, "needs REF.txt and CAND.txt");
  files[0] = argv[optind];
  files[1] = argv[optind + 1];
  double *ref = NULL, *cand = NULL;
  size_t nr, nc;
  if (!cli_read_numbers(PROG, files[0], &ref, &nr) || !cli_read_numbers(PROG, files[1], &cand, &nc)) {
    free(ref);
    return CLI_EXIT_USAGE;
  }
  hpcab_credit_result r = {.size = sizeof r};
  hpcab_credit_params cp = {.size = sizeof cp, .alpha = alpha, .min_effect = min_effect};
  hpcab_status st = hpcab_credit_compute(ref, nr, cand, nc, &cp, &r);
  free(ref);
  free(cand);
  if (st != HPCAB_OK) {
    cli_lib_error(PROG, "credit");
    return CLI_EXIT_USAGE;
  }
  printf("median_ref ");
  cli_print_double(r.median_ref, "\nmedian_cand ");
  cli_print_double(r.median_cand, "\nratio ");
  cli_print_double(r.ratio, "\n");
  printf("direction %s\np ", r.direction == HPCAB_TWO_SIDED ? "none" : hpcab_alternative_name(r.direction));
  cli_print_double(r.p, "\ncredited ");
  cli_print_double(r.credited, "\n");
  return CLI_EXIT_OK;
}

static int cmd_geomean(int argc, char **argv)
{
  const char *file = NULL, *v;
  double confidence = 0.95;
  cli_parser p;
  cli_parser_init(&p, &GEOMEAN_CMD);
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    if (k == CLI_HELP) return cli_help(&GEOMEAN_CMD, stdout), CLI_EXIT_OK;
    if (k == CLI_BAD) return CLI_EXIT_USAGE;
    if (k == OPT_CONFIDENCE && !parse_unit_open(&GEOMEAN_CMD, "--confidence", v, &confidence)) return CLI_EXIT_USAGE;
  }
  if (argc - optind != 1) return cli_fail(&GEOMEAN_CMD, "needs exactly one FILE");
  file = argv[optind];
  double *x = NULL;
  size_t n;
  if (!cli_read_numbers(PROG, file, &x, &n)) return CLI_EXIT_USAGE;
  hpcab_geomean_result g = {.size = sizeof g};
  hpcab_status st = hpcab_geomean_ci(x, n, confidence, &g);
  free(x);
  if (st != HPCAB_OK) {
    cli_lib_error(PROG, "geomean");
    return CLI_EXIT_USAGE;
  }
  printf("n %zu\ngeomean ", g.n);
  cli_print_double(g.geomean, "\nlo ");
  cli_print_double(g.lo, "\nhi ");
  cli_print_double(g.hi, "\n");
  return CLI_EXIT_OK;
}

static int cmd_bh(int argc, char **argv)
{
  cli_parser cp;
  cli_parser_init(&cp, &BH_CMD);
  const char *v;
  for (int k; (k = cli_next(&cp, argc, argv, &v)) != CLI_END;) {
    if (k == CLI_HELP) return cli_help(&BH_CMD, stdout), CLI_EXIT_OK;
    return CLI_EXIT_USAGE;
  }
  if (argc - optind != 1) return cli_fail(&BH_CMD, "needs exactly one FILE");
  argv += optind - 1;
  double *p = NULL;
  size_t n;
  if (!cli_read_numbers(PROG, argv[1], &p, &n)) return CLI_EXIT_USAGE;
  if (hpcab_bh_adjust(p, n, p) != HPCAB_OK) {
    free(p);
    cli_lib_error(PROG, "bh");
    return CLI_EXIT_USAGE;
  }
  for (size_t i = 0; i < n; i++) cli_print_double(p[i], "\n");
  free(p);
  return CLI_EXIT_OK;
}

int main(int argc, char **argv)
{
  if (argc < 2) {
    fputs(USAGE, stderr);
    return CLI_EXIT_USAGE;
  }
  const char *cmd = argv[1];
  if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
    fputs(USAGE, stdout);
    return CLI_EXIT_OK;
  }
  if (strcmp(cmd, "efficacy") == 0) return cmd_efficacy(argc - 1, argv + 1);
  if (strcmp(cmd, "credit") == 0) return cmd_credit(argc - 1, argv + 1);
  if (strcmp(cmd, "geomean") == 0) return cmd_geomean(argc - 1, argv + 1);
  if (strcmp(cmd, "bh") == 0) return cmd_bh(argc - 1, argv + 1);
  fprintf(stderr, "%s: unknown %s '%s' (see '%s --help')\n", PROG, cmd[0] == '-' ? "option" : "command", cmd, PROG);
  return CLI_EXIT_USAGE;
}
