/*
 * tools/corpus_report.c — hpcab-corpus-report (run through tools/corpus-report): times every
 * kernel's reference once at the top of its size ranges on this machine, single-threaded, through the
 * library's own machinery, so that the corpus can be checked against the rule "every kernel takes
 * between 1 ms and 2 s there" (issue 11). Not a test: it prints a table.
 *
 * Per kernel and precision:
 *   sizes    every range size at its hi, every values size at its largest value, derived sizes
 *            computed (hpcab_sizes_derive); when the constraints reject that, the search goes
 *            downward: all range sizes lowered together (hi - k), then one size at a time, then,
 *            as a last resort, the largest-footprint of 256 timed draws;
 *   inputs   hpcab_draw_new_sized (seed fixed, draw 0, timed purpose) filling a worker arena;
 *   call     the reference built with the judge's flags (hpcab_build_source, cached in the state
 *            directory), called once on the reference side of a sandboxed pair (hpcab/invoke.h)
 *            with one thread (OMP_NUM_THREADS=1);
 *            the time is the worker's elapsed_ns (lib/DESIGN.md §10: the call plus a fixed round trip).
 * Prints "id precision time sizes flag" per row (flag: "<1ms", ">2s", or the failure), then a summary.
 *
 * Usage: hpcab-corpus-report [--kernels A,B,...] [--precision P] [--state-dir DIR] [--timeout S]
 *                            [--lo-ms X] [--hi-ms Y] PATH...
 *   PATH: kernel directories, or directories searched for kernel.yaml. --kernels keeps the kernels
 *   whose id contains one of the comma-separated substrings. Exit 0 when every kernel ran (inside or
 *   outside the window), 1 when one failed to build, draw or run, 2 on usage errors.
 */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "hpcab.h"

static const char PROG[] = "hpcab-corpus-report";
static const uint8_t SEED[HPCAB_SEED_BYTES] = {0x0c, 0x0a, 0x5e, 1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13,
                                               14,   15,   16,   17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29};

typedef struct {
  const char *kernels, *state_dir, *worker, *include_dir;
  hpcab_dtype precision; /* HPCAB_DTYPE_INVALID: every precision of the manifest */
  double timeout_s, lo_ms, hi_ms;
  int rows, inside, below, above, failed;
  char below_list[4096], above_list[4096], failed_list[4096];
} report;

static void list_add(char *list, const char *id, const char *prec)
{
  size_t n = strlen(list);
  if (n + strlen(id) + 16 < 4096) snprintf(list + n, 4096 - n, "%s%s:%s", n ? " " : "", id, prec);
}

/* ---- sizes at the top of the ranges ---- */

static int64_t top_of(const hpcab_manifest *m, size_t i, int64_t *lo)
{
  int64_t l = 0, h = 0;
  if (hpcab_manifest_size_kind(m, i) == HPCAB_SIZE_RANGE) {
    hpcab_manifest_size_bounds(m, i, &l, &h);
  } else if (hpcab_manifest_size_kind(m, i) == HPCAB_SIZE_VALUES) {
    const int64_t *v;
    size_t n;
    hpcab_manifest_size_values(m, i, &v, &n);
    l = h = v[0];
    for (size_t k = 1; k < n; k++) {
      if (v[k] > h) h = v[k];
      if (v[k] < l) l = v[k];
    }
  }
  if (lo) *lo = l;
  return h;
}

static int try_sizes(const hpcab_manifest *m, hpcab_sizes *s)
{
  return hpcab_sizes_derive(m, s) == HPCAB_OK && hpcab_sizes_check(m, s) == HPCAB_OK;
}

/* Sets s to the top of every range meeting the constraints; 0 on success, -1 when none was found. */
static int top_sizes(const hpcab_manifest *m, hpcab_sizes *s)
{
  size_t n = hpcab_manifest_size_count(m);
  for (int64_t k = 0; k < 4096; k++) { /* all ranges lowered together */
    int any = 0;
    for (size_t i = 0; i < n; i++) {
      if (hpcab_manifest_size_kind(m, i) == HPCAB_SIZE_EXPR) continue;
      int64_t lo, hi = top_of(m, i, &lo);
      int64_t v = hpcab_manifest_size_kind(m, i) == HPCAB_SIZE_RANGE && hi - k > lo ? hi - k : hi;
      if (hpcab_manifest_size_kind(m, i) == HPCAB_SIZE_RANGE && hi - k >= lo) any = 1;
      if (hpcab_manifest_size_kind(m, i) == HPCAB_SIZE_RANGE && hi - k < lo) v = lo;
      hpcab_sizes_set(s, i, v);
    }
    if (try_sizes(m, s)) return 0;
    if (!any) break;
  }
  for (size_t j = 0; j < n; j++) { /* one size at a time, the others at their top */
    if (hpcab_manifest_size_kind(m, j) == HPCAB_SIZE_EXPR) continue;
    int64_t lo, hi = top_of(m, j, &lo);
    for (int64_t v = hi; v >= lo && hi - v < 100000; v--) {
      for (size_t i = 0; i < n; i++)
        if (hpcab_manifest_size_kind(m, i) != HPCAB_SIZE_EXPR) hpcab_sizes_set(s, i, i == j ? v : top_of(m, i, NULL));
      if (try_sizes(m, s)) return 0;
    }
  }
  /* last resort: the largest footprint among timed draws */
  uint64_t best = 0;
  int found = -1;
  for (uint64_t d = 0; d < 256; d++) {
    hpcab_draw *dr = NULL;
    uint64_t bytes;
    if (hpcab_draw_new(m, hpcab_manifest_precision(m, 0), SEED, d, HPCAB_PURPOSE_TIMED, NULL, &dr) != HPCAB_OK)
      continue;
    const hpcab_sizes *t = hpcab_draw_sizes(dr);
    if (hpcab_manifest_footprint(m, t, hpcab_manifest_precision(m, 0), &bytes) == HPCAB_OK && bytes >= best) {
      best = bytes;
      found = 0;
      for (size_t i = 0; i < n; i++) hpcab_sizes_set(s, i, hpcab_sizes_get(t, i));
    }
    hpcab_draw_free(dr);
  }
  return found;
}

/* ---- one reference call ---- */

static void format_sizes(const hpcab_manifest *m, const hpcab_sizes *s, char *buf, size_t cap)
{
  size_t used = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < hpcab_sizes_count(s) && used < cap; i++) {
    int k = snprintf(buf + used, cap - used, "%s%s=%" PRId64, i ? " " : "", hpcab_manifest_size_name(m, i),
                     hpcab_sizes_get(s, i));
    if (k < 0) break;
    used += (size_t)k;
  }
}

/* The resolver of custom initializers (init: {function: NAME}): the symbol in the loaded reference. */
static void *resolve_init(void *ctx, const char *symbol)
{
  return dlsym(ctx, symbol);
}

/* Times one call of the reference of m at precision p and sizes s in a sandboxed worker (the
   reference side of an hpcab_invoke pair); *ns gets the time. On failure writes a one-line reason
   into why and returns -1. */
static int time_reference(const report *r, const hpcab_manifest *m, hpcab_dtype p, const hpcab_sizes *s, double *ns,
                          char *why, size_t cap)
{
  int rc = -1;
  hpcab_build *b = NULL;
  hpcab_draw *d = NULL;
  hpcab_invoke *iv = NULL;
  void *ref_dl = NULL;
  char cache[PATH_MAX];
  snprintf(cache, sizeof cache, "%s/build", r->state_dir);
  hpcab_build_options bo = {.size = sizeof bo, .cache_dir = cache, .include_dir = r->include_dir, .precision = p};
  if (hpcab_build_source(&bo, hpcab_manifest_reference(m), &b) != HPCAB_OK) { /* an absolute path */
    const char *log = b ? hpcab_build_log(b) : hpcab_last_error();
    snprintf(why, cap, "build: %.*s", (int)strcspn(log, "\n"), log);
    goto done;
  }
  if (hpcab_draw_new_sized(m, p, SEED, 0, HPCAB_PURPOSE_TIMED, s, &d) != HPCAB_OK) {
    snprintf(why, cap, "draw: %s", hpcab_last_error());
    goto done;
  }
  for (size_t i = 0; i < hpcab_manifest_array_count(m) && !ref_dl;
       i++) { /* custom initializers live in the reference */
    if (hpcab_manifest_array_init(m, i) != HPCAB_INIT_FUNCTION) continue;
    if (!(ref_dl = dlopen(hpcab_build_object(b), RTLD_NOW | RTLD_LOCAL))) {
      snprintf(why, cap, "loading the reference for its initializers: %s", dlerror());
      goto done;
    }
    if (hpcab_draw_set_resolver(d, resolve_init, ref_dl) != HPCAB_OK) {
      snprintf(why, cap, "draw: %s", hpcab_last_error());
      goto done;
    }
  }
  hpcab_invoke_options io = {.size = sizeof io,
                             .manifest = m,
                             .precision = p,
                             .threads = 1,
                             .worker_path = r->worker,
                             .call_timeout_s = r->timeout_s};
  hpcab_call_result res = {.size = sizeof res};
  const char *stage = "invoke";
  if (hpcab_invoke_new(&io, d, &iv) ||
      (stage = "worker", hpcab_invoke_start(iv, HPCAB_SIDE_REFERENCE, hpcab_build_object(b))) ||
      (stage = "fill", hpcab_invoke_stage(iv, d, -1))) {
    snprintf(why, cap, "%s: %s", stage, hpcab_last_error());
    goto done;
  }
  if (hpcab_invoke_call(iv, HPCAB_SIDE_REFERENCE, &res) != HPCAB_OK || res.outcome != HPCAB_OUTCOME_OK) {
    snprintf(why, cap, "%s: %s", hpcab_outcome_name(res.outcome), res.message);
    goto done;
  }
  *ns = (double)res.elapsed_ns;
  rc = 0;
done:
  hpcab_invoke_free(iv);
  hpcab_draw_free(d);
  if (ref_dl) dlclose(ref_dl);
  hpcab_build_free(b);
  return rc;
}

/* ---- the table ---- */

static int wanted(const report *r, const char *id)
{
  if (!r->kernels) return 1;
  const char *p = r->kernels;
  while (*p) {
    size_t n = strcspn(p, ",");
    if (n) {
      char pat[256];
      snprintf(pat, sizeof pat, "%.*s", (int)(n < 255 ? n : 255), p);
      if (strstr(id, pat)) return 1;
    }
    p += n + (p[n] == ',');
  }
  return 0;
}

static void report_kernel(report *r, const char *dir)
{
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(dir, &m) != HPCAB_OK) {
    printf("%-44s %-4s %12s  %s\n", dir, "-", "-", hpcab_last_error());
    r->failed++;
    list_add(r->failed_list, dir, "load");
    return;
  }
  const char *id = hpcab_manifest_id(m);
  if (!wanted(r, id)) {
    hpcab_manifest_free(m);
    return;
  }
  hpcab_sizes *s = NULL;
  char sizes[256], why[512];
  int found = hpcab_sizes_new(m, &s) == HPCAB_OK ? top_sizes(m, s) : -1;
  if (found == 0) format_sizes(m, s, sizes, sizeof sizes);
  for (size_t k = 0; k < hpcab_manifest_precision_count(m); k++) {
    hpcab_dtype p = hpcab_manifest_precision(m, k);
    if (r->precision != HPCAB_DTYPE_INVALID && p != r->precision) continue;
    r->rows++;
    double ns = 0;
    if (found != 0) snprintf(why, sizeof why, "no sizes at the top of the ranges meet the constraints");
    if (found != 0 || time_reference(r, m, p, s, &ns, why, sizeof why) != 0) {
      printf("%-44s %-4s %12s  %s  FAILED: %s\n", id, hpcab_dtype_name(p), "-", found == 0 ? sizes : "-", why);
      r->failed++;
      list_add(r->failed_list, id, hpcab_dtype_name(p));
      fflush(stdout);
      continue;
    }
    double ms = ns / 1e6;
    const char *flag = "";
    if (ms < r->lo_ms) {
      flag = "  << below";
      r->below++;
      list_add(r->below_list, id, hpcab_dtype_name(p));
    } else if (ms > r->hi_ms) {
      flag = "  >> above";
      r->above++;
      list_add(r->above_list, id, hpcab_dtype_name(p));
    } else {
      r->inside++;
    }
    printf("%-44s %-4s %9.3f ms  %s%s\n", id, hpcab_dtype_name(p), ms, sizes, flag);
    fflush(stdout);
  }
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

static int cmp_str(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Collects the directories holding kernel.yaml under path (path itself included), sorted. */
static void collect(const char *path, char ***list, size_t *n, size_t *cap)
{
  char probe[PATH_MAX];
  snprintf(probe, sizeof probe, "%s/kernel.yaml", path);
  if (access(probe, R_OK) == 0) {
    if (*n == *cap) {
      size_t nc = *cap ? 2 * *cap : 256;
      char **grown = realloc(*list, nc * sizeof *grown);
      if (!grown) return;
      *list = grown;
      *cap = nc;
    }
    char *dup = strdup(path);
    if (dup) (*list)[(*n)++] = dup;
    return;
  }
  DIR *d = opendir(path);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char sub[PATH_MAX];
    if (snprintf(sub, sizeof sub, "%s/%s", path, e->d_name) >= (int)sizeof sub) continue;
    struct stat st;
    if (stat(sub, &st) == 0 && S_ISDIR(st.st_mode)) collect(sub, list, n, cap);
  }
  closedir(d);
}

enum { OPT_KERNELS = 256, OPT_PRECISION, OPT_STATE_DIR, OPT_TIMEOUT, OPT_LO_MS, OPT_HI_MS };

static const cli_opt OPTS[] = {
    {"kernels", OPT_KERNELS, "A,B,...", "only kernels whose id contains one of these substrings (default: all)"},
    {"precision", OPT_PRECISION, "P", "only this precision: f64, f32, f16 or bf16 (default: every one of each kernel)"},
    {"state-dir", OPT_STATE_DIR, "DIR", "where references are built (default: $TMPDIR/hpcab-corpus-report-UID)"},
    {"timeout", OPT_TIMEOUT, "SECONDS", "one call's time limit (default 60)"},
    {"lo-ms", OPT_LO_MS, "X", "the window's lower end in ms (default 1)"},
    {"hi-ms", OPT_HI_MS, "Y", "the window's upper end in ms (default 2000)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd CMD = {
    PROG,
    "PATH...",
    "Times every kernel's reference once at the top of its size ranges on this machine, one thread,\n"
    "and prints a table (id, precision, time, sizes, flag: <1ms, >2s or the failure) and a summary.\n"
    "PATH: kernel directories, or directories searched for kernel.yaml. Not a test: a table.",
    OPTS,
    "TMPDIR             where the default state directory goes\n"
    "HPCAB_WORKER       the sandboxed worker binary\n"
    "HPCAB_INCLUDE_DIR  the directory holding hpcab/kernel.h",
    "0  every kernel ran (inside or outside the window)\n1  a kernel failed to build, draw or run\n"
    "2  usage error",
    "tools/corpus-report --kernels s000,vdotr       # (hpcab-corpus-report kernels/llr --kernels s000)",
};

int main(int argc, char **argv)
{
  report r = {.precision = HPCAB_DTYPE_INVALID, .timeout_s = 60, .lo_ms = 1, .hi_ms = 2000};
  char **paths = NULL;
  size_t npaths = 0;
  paths = calloc((size_t)argc, sizeof *paths);
  if (!paths) return 1;
  cli_parser p;
  cli_parser_init(&p, &CMD);
  const char *v;
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    switch (k) {
    case CLI_HELP:
      cli_help(&CMD, stdout);
      free(paths);
      return CLI_EXIT_OK;
    case CLI_BAD: free(paths); return CLI_EXIT_USAGE;
    case OPT_KERNELS: r.kernels = v; break;
    case OPT_PRECISION:
      if (hpcab_dtype_from_name(v, &r.precision) != HPCAB_OK)
        return cli_fail(&CMD, "--precision: expected f64, f32, f16 or bf16");
      break;
    case OPT_STATE_DIR: r.state_dir = v; break;
    case OPT_TIMEOUT:
      if (!cli_parse_double(v, &r.timeout_s) || !(r.timeout_s > 0))
        return cli_fail(&CMD, "--timeout: expected seconds > 0");
      break;
    case OPT_LO_MS:
      if (!cli_parse_double(v, &r.lo_ms)) return cli_fail(&CMD, "--lo-ms: expected a number");
      break;
    case OPT_HI_MS:
      if (!cli_parse_double(v, &r.hi_ms)) return cli_fail(&CMD, "--hi-ms: expected a number");
      break;
    }
  }
  for (int i = optind; i < argc; i++) paths[npaths++] = argv[i];
  if (!npaths) {
    free(paths);
    return cli_fail(&CMD, "needs at least one PATH");
  }
  cli_stop_children_on_signals(PROG);
  static char state[PATH_MAX];
  if (!r.state_dir) {
    const char *tmp = getenv("TMPDIR");
    snprintf(state, sizeof state, "%s/hpcab-corpus-report-%ld", tmp && *tmp ? tmp : "/tmp", (long)getuid());
    r.state_dir = state;
  }
  /* the worker and hpcab/kernel.h: the library's defaults (hpcab/paths.h) */
  char **dirs = NULL;
  size_t nd = 0, cap = 0;
  for (size_t i = 0; i < npaths; i++) {
    size_t first = nd;
    collect(paths[i], &dirs, &nd, &cap);
    if (nd > first) qsort(dirs + first, nd - first, sizeof *dirs, cmp_str);
  }
  printf("# reference time at the top of each range, one call, one thread (OMP_NUM_THREADS=1); window [%g ms, %g ms]\n",
         r.lo_ms, r.hi_ms);
  printf("%-44s %-4s %12s  %s\n", "kernel", "prec", "time", "sizes");
  for (size_t i = 0; i < nd; i++) {
    report_kernel(&r, dirs[i]);
    free(dirs[i]);
  }
  free(dirs);
  free(paths);
  printf("summary: %d runs, %d inside [%g ms, %g ms], %d below, %d above, %d failed\n", r.rows, r.inside, r.lo_ms,
         r.hi_ms, r.below, r.above, r.failed);
  if (r.below) printf("below: %s\n", r.below_list);
  if (r.above) printf("above: %s\n", r.above_list);
  if (r.failed) printf("failed: %s\n", r.failed_list);
  return r.failed ? 1 : 0;
}
