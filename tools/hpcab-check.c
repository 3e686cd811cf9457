/*
 * hpcab-check — compares a candidate's output with the reference output, both .npy (or .npy.zst)
 * files, with the correctness rules of lib/DESIGN.md §7 (hpcab_check_arrays).
 *
 *   hpcab-check REF.npy GOT.npy [--precision f64|f32|f16|bf16] [--accumulate L] [--threads N]
 *
 * Prints PASS or FAIL with the element count and the worst element. Exit status: 0 pass, 1 fail,
 * 2 bad input (unreadable file, dtype or shape mismatch, bad option).
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "hpcab.h"

static const char PROG[] = "hpcab-check";

enum { OPT_PRECISION = 256, OPT_ACCUMULATE, OPT_THREADS };

static const cli_opt OPTS[] = {
    {"precision", OPT_PRECISION, "P",
     "the run precision whose band applies: f64, f32, f16 or bf16\n"
     "(default: the arrays' own dtype)"},
    {"accumulate", OPT_ACCUMULATE, "L", "terms summed into one output element, for the sqrt(L) rule (default 1)"},
    {"threads", OPT_THREADS, "N", "threads for the comparison, 0 to 4096; 0: one per online CPU (default 0)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd CMD = {
    PROG,
    "REF.npy GOT.npy",
    "Compares a candidate's output GOT with the reference output REF (.npy or .npy.zst) by the\n"
    "correctness rules of lib/DESIGN.md 7: |x-r| <= atol + rtol*|r| elementwise with NaN and Inf\n"
    "positions matching, the sqrt(L) rule for outputs that sum L terms, exact integers. Prints PASS or\n"
    "FAIL with the element count and the worst element.",
    OPTS,
    NULL,
    "0  pass\n1  fail\n2  bad input (unreadable file, dtype or shape mismatch, bad option)",
    "hpcab-check ref/a.npy got/a.npy --precision f32 --accumulate 4000",
};

static int shapes_equal(const hpcab_npy_array *a, const hpcab_npy_array *b)
{
  int n = hpcab_npy_array_ndim(a);
  if (n != hpcab_npy_array_ndim(b)) return 0;
  return n == 0 || memcmp(hpcab_npy_array_shape(a), hpcab_npy_array_shape(b), (size_t)n * sizeof(int64_t)) == 0;
}

static void shape_str(const hpcab_npy_array *a, char *buf, size_t cap)
{
  size_t n = (size_t)snprintf(buf, cap, "(");
  for (int d = 0; d < hpcab_npy_array_ndim(a) && n < cap; d++)
    n += (size_t)snprintf(buf + n, cap - n, d ? ", %lld" : "%lld", (long long)hpcab_npy_array_shape(a)[d]);
  if (n < cap) snprintf(buf + n, cap - n, hpcab_npy_array_ndim(a) == 1 ? ",)" : ")");
}

/* The output's name for the report: the file name without its directory and .npy[.zst] suffix. */
static void output_name(const char *path, char *buf, size_t cap)
{
  const char *base = strrchr(path, '/');
  base = base ? base + 1 : path;
  size_t n = strlen(base);
  if (n > 8 && strcmp(base + n - 8, ".npy.zst") == 0)
    n -= 8;
  else if (n > 4 && strcmp(base + n - 4, ".npy") == 0)
    n -= 4;
  snprintf(buf, cap, "%.*s", (int)n, base);
}

int main(int argc, char **argv)
{
  const char *paths[2], *val;
  hpcab_dtype precision = HPCAB_DTYPE_INVALID;
  int64_t accumulate = 1, threads = 0;
  cli_parser p;
  cli_parser_init(&p, &CMD);
  for (int k; (k = cli_next(&p, argc, argv, &val)) != CLI_END;) {
    switch (k) {
    case CLI_HELP: cli_help(&CMD, stdout); return CLI_EXIT_OK;
    case CLI_BAD: return CLI_EXIT_USAGE;
    case OPT_PRECISION:
      if (hpcab_dtype_from_name(val, &precision) != HPCAB_OK ||
          hpcab_check_band(precision, NULL, NULL, NULL) != HPCAB_OK)
        return cli_fail(&CMD, "--precision must be f64, f32, f16 or bf16, not '%s'", val);
      break;
    case OPT_ACCUMULATE:
      if (!cli_parse_i64(val, &accumulate) || accumulate < 1)
        return cli_fail(&CMD, "--accumulate must be a positive integer, not '%s'", val);
      break;
    case OPT_THREADS:
      if (!cli_parse_i64(val, &threads) || threads < 0 || threads > 4096)
        return cli_fail(&CMD, "--threads must be an integer from 0 to 4096, not '%s'", val);
      break;
    }
  }
  if (argc - optind != 2) return cli_fail(&CMD, "needs REF.npy and GOT.npy");
  paths[0] = argv[optind];
  paths[1] = argv[optind + 1];
  hpcab_npy_array *ref = NULL, *got = NULL;
  int rc = CLI_EXIT_USAGE;
  if (hpcab_npy_read(paths[0], &ref) != HPCAB_OK) {
    cli_lib_error(PROG, "reading the reference");
    goto done;
  }
  if (hpcab_npy_read(paths[1], &got) != HPCAB_OK) {
    cli_lib_error(PROG, "reading the candidate output");
    goto done;
  }
  hpcab_dtype dt = hpcab_npy_array_dtype(ref);
  if (dt != hpcab_npy_array_dtype(got)) {
    fprintf(stderr, "%s: dtype mismatch: %s is %s, %s is %s\n", PROG, paths[0], hpcab_dtype_name(dt), paths[1],
            hpcab_dtype_name(hpcab_npy_array_dtype(got)));
    goto done;
  }
  if (!shapes_equal(ref, got)) {
    char sr[256], sg[256];
    shape_str(ref, sr, sizeof sr);
    shape_str(got, sg, sizeof sg);
    fprintf(stderr, "%s: shape mismatch: %s has shape %s, %s has shape %s\n", PROG, paths[0], sr, paths[1], sg);
    goto done;
  }
  hpcab_check_spec spec = {.size = sizeof spec,
                           .dtype = dt,
                           .precision = precision,
                           .ndim = hpcab_npy_array_ndim(ref),
                           .shape = hpcab_npy_array_shape(ref),
                           .accumulate = accumulate,
                           .threads = (unsigned)threads};
  hpcab_check_report rep = {.size = sizeof rep};
  if (hpcab_check_arrays(&spec, hpcab_npy_array_data(ref), hpcab_npy_array_data(got), &rep) != HPCAB_OK) {
    cli_lib_error(PROG, "checking");
    goto done;
  }
  char line[4096], name[1024];
  output_name(paths[1], name, sizeof name);
  hpcab_check_report_format(&rep, name, line, sizeof line);
  printf("%s %s\n", rep.passed ? "PASS" : "FAIL", line);
  if (!hpcab_dtype_is_integer(dt))
    printf("  rtol %g, atol %g (accumulate %lld)\n", rep.rtol, rep.atol, (long long)accumulate);
  rc = rep.passed ? CLI_EXIT_OK : CLI_EXIT_FAIL;
done:
  hpcab_npy_array_free(ref);
  hpcab_npy_array_free(got);
  return rc;
}
