/*
 * hpcab-gen — writes one input draw of a kernel (hpcab/draw.h) as files:
 *
 *   hpcab-gen KERNEL --seed HEX --draw N [--purpose test|correctness|timed] [--precision P]
 *             [--threads T] [--reference SRC_OR_SO] [--cache DIR] [--include DIR] --out DIR
 *
 * KERNEL is a kernel directory or its kernel.yaml; HEX the 32-byte seed as 64 hex digits. DIR (made
 * if missing) receives NAME.npy for every in/inout array (out arrays have no contents; bf16 as
 * hpcab/npy.h stores it) and sizes.json: the kernel id, precision, draw, purpose, the sizes, the
 * params, and per array its dtype, shape, intent and file (null for out arrays). Custom initializers
 * (`init: {function: NAME}`) come from the kernel's reference, built for the run precision with
 * hpcab/build.h into the cache DIR (default: the state directory's build/) and loaded in-process;
 * --reference names another source or shared object. Defaults: purpose correctness, the manifest's
 * first precision, threads 0 (one per online CPU). Exit 0 on success, 2 on a usage, manifest or
 * draw error, 1 when writing fails.
 */
#include <dlfcn.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "hpcab.h"

#define PROG "hpcab-gen"

enum {
  OPT_SEED = 256,
  OPT_DRAW,
  OPT_PURPOSE,
  OPT_PRECISION,
  OPT_THREADS,
  OPT_OUT,
  OPT_REFERENCE,
  OPT_CACHE,
  OPT_INCLUDE
};

static const cli_opt OPTS[] = {
    {"seed", OPT_SEED, "HEX", "the 32-byte seed as 64 hex digits (required)"},
    {"draw", OPT_DRAW, "N", "the draw index, >= 0 (required)"},
    {"out", OPT_OUT, "DIR", "where the files go, made if missing (required)"},
    {"purpose", OPT_PURPOSE, "P", "test, correctness or timed: which sizes are drawn (default correctness)"},
    {"precision", OPT_PRECISION, "P", "run precision, one of the manifest's (default: its first)"},
    {"threads", OPT_THREADS, "N", "fill threads, 0 to 4096; 0: one per online CPU (default 0)"},
    {"reference", OPT_REFERENCE, "SRC",
     "source or shared object with the custom initializers (default: the\n"
     "kernel's reference, built for the run precision)"},
    {"cache", OPT_CACHE, "DIR", "where the reference is built (default: the state directory's build/)"},
    {"include", OPT_INCLUDE, "DIR", "the directory holding hpcab/kernel.h (default: the library's)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd CMD = {
    PROG,
    "KERNEL",
    "Writes one input draw of a kernel as files: NAME.npy for every in/inout array (out arrays have\n"
    "no contents) and sizes.json (kernel id, precision, draw, purpose, sizes, params, and per array its\n"
    "dtype, shape, intent and file). KERNEL is a kernel directory or its kernel.yaml.",
    OPTS,
    "HPCAB_STATE_DIR    the state directory whose build/ caches the reference (unless --cache)\n"
    "HPCAB_INCLUDE_DIR  the directory holding hpcab/kernel.h (unless --include)",
    "0  written\n1  writing failed\n2  usage, manifest or draw error",
    "hpcab-gen kernels/llr/s000 --seed $(head -c32 /dev/urandom | xxd -p -c64) --draw 0 --out /tmp/draw0",
};

static bool parse_seed(const char *hex, uint8_t seed[HPCAB_SEED_BYTES])
{
  if (!strncmp(hex, "0x", 2) || !strncmp(hex, "0X", 2)) hex += 2;
  if (strlen(hex) != 2 * HPCAB_SEED_BYTES) return false;
  for (size_t i = 0; i < 2 * HPCAB_SEED_BYTES; i++) {
    char c = hex[i];
    int v = c >= '0' && c <= '9'   ? c - '0'
            : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                   : -1;
    if (v < 0) return false;
    if (i % 2 == 0)
      seed[i / 2] = (uint8_t)(v << 4);
    else
      seed[i / 2] |= (uint8_t)v;
  }
  return true;
}

static bool parse_purpose(const char *s, hpcab_purpose *p)
{
  if (!strcmp(s, "test"))
    *p = HPCAB_PURPOSE_TEST;
  else if (!strcmp(s, "correctness"))
    *p = HPCAB_PURPOSE_CORRECTNESS;
  else if (!strcmp(s, "timed"))
    *p = HPCAB_PURPOSE_TIMED;
  else
    return false;
  return true;
}

static const char *purpose_name(hpcab_purpose p)
{
  return p == HPCAB_PURPOSE_TEST ? "test" : p == HPCAB_PURPOSE_TIMED ? "timed" : "correctness";
}

static const char *intent_name(hpcab_intent i)
{
  return i == HPCAB_INTENT_IN ? "in" : i == HPCAB_INTENT_OUT ? "out" : "inout";
}

static void *dl_resolve(void *ctx, const char *symbol)
{
  return dlsym(ctx, symbol);
}

static bool has_function_init(const hpcab_manifest *m)
{
  for (size_t i = 0; i < hpcab_manifest_array_count(m); i++)
    if (hpcab_manifest_array_init(m, i) == HPCAB_INIT_FUNCTION) return true;
  return false;
}

/* Builds (or takes) the reference for the run precision and dlopens it; NULL after a message. */
static void *load_reference(const hpcab_manifest *m, hpcab_dtype precision, const char *source, const char *cache,
                            const char *include)
{
  char state[4096], cache_buf[4200];
  if (!cache) {
    if (hpcab_paths_state_dir(state, sizeof state)) {
      cli_lib_error(PROG, "state directory (give --cache)");
      return NULL;
    }
    snprintf(cache_buf, sizeof cache_buf, "%s/build", state);
    cache = cache_buf;
  }
  hpcab_build_options opts = {0};
  opts.size = sizeof opts;
  opts.cache_dir = cache;
  opts.include_dir = include;
  opts.precision = precision;
  hpcab_build *b = NULL;
  hpcab_status st = hpcab_build_source(&opts, source ? source : hpcab_manifest_reference(m), &b);
  if (st) {
    cli_lib_error(PROG, "building the reference for its custom initializers");
    if (b && *hpcab_build_log(b)) fprintf(stderr, "%s\n", hpcab_build_log(b));
    hpcab_build_free(b);
    return NULL;
  }
  void *h = dlopen(hpcab_build_object(b), RTLD_NOW | RTLD_LOCAL);
  if (!h) fprintf(stderr, PROG ": loading %s: %s\n", hpcab_build_object(b), dlerror());
  hpcab_build_free(b);
  return h;
}

/* Writes sizes.json; false after a message. */
static bool write_json(const char *path, const hpcab_manifest *m, const hpcab_draw *d, const int64_t *const *shapes)
{
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, PROG ": %s: %s\n", path, strerror(errno));
    return false;
  }
  hpcab_dtype prec = hpcab_draw_precision(d);
  fprintf(f, "{\n  \"kernel\": \"%s\",\n  \"precision\": \"%s\",\n  \"draw\": %" PRIu64 ",\n  \"purpose\": \"%s\",\n",
          hpcab_manifest_id(m), hpcab_dtype_name(prec), hpcab_draw_index(d), purpose_name(hpcab_draw_purpose(d)));
  fprintf(f, "  \"sizes\": {");
  for (size_t i = 0; i < hpcab_manifest_size_count(m); i++)
    fprintf(f, "%s\"%s\": %" PRId64, i ? ", " : "", hpcab_manifest_size_name(m, i),
            hpcab_sizes_get(hpcab_draw_sizes(d), i));
  fprintf(f, "},\n  \"params\": {");
  for (size_t i = 0; i < hpcab_draw_param_count(d); i++) {
    hpcab_dtype pd = hpcab_manifest_param_dtype(m, i, prec);
    double v = hpcab_draw_param(d, i);
    fprintf(f, "%s\"%s\": ", i ? ", " : "", hpcab_manifest_param_name(m, i));
    if (hpcab_dtype_is_integer(pd))
      fprintf(f, "%" PRId64, (int64_t)v);
    else
      fprintf(f, "%.17g", v);
  }
  fprintf(f, "},\n  \"param_dtypes\": {");
  for (size_t i = 0; i < hpcab_draw_param_count(d); i++)
    fprintf(f, "%s\"%s\": \"%s\"", i ? ", " : "", hpcab_manifest_param_name(m, i),
            hpcab_dtype_name(hpcab_manifest_param_dtype(m, i, prec)));
  fprintf(f, "},\n  \"arrays\": {");
  for (size_t i = 0; i < hpcab_draw_array_count(d); i++) {
    const char *name = hpcab_manifest_array_name(m, i);
    hpcab_intent in = hpcab_draw_array_intent(d, i);
    fprintf(f, "%s\n    \"%s\": {\"dtype\": \"%s\", \"shape\": [", i ? "," : "", name,
            hpcab_dtype_name(hpcab_draw_array_dtype(d, i)));
    for (size_t k = 0; k < hpcab_manifest_array_ndim(m, i); k++) fprintf(f, "%s%" PRId64, k ? ", " : "", shapes[i][k]);
    fprintf(f, "], \"intent\": \"%s\", \"file\": ", intent_name(in));
    if (in == HPCAB_INTENT_OUT)
      fprintf(f, "null}");
    else
      fprintf(f, "\"%s.npy\"}", name);
  }
  fprintf(f, "\n  }\n}\n");
  if (fclose(f) != 0) {
    fprintf(stderr, PROG ": %s: %s\n", path, strerror(errno));
    return false;
  }
  return true;
}

int main(int argc, char **argv)
{
  const char *kernel = NULL, *seed_hex = NULL, *draw_s = NULL, *purpose_s = "correctness", *prec_s = NULL,
             *threads_s = "0", *out = NULL, *reference = NULL, *cache = NULL,
             *include = NULL; /* NULL: the library's default */
  cli_parser p;
  cli_parser_init(&p, &CMD);
  const char *v;
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    switch (k) {
    case CLI_HELP: cli_help(&CMD, stdout); return CLI_EXIT_OK;
    case CLI_BAD: return CLI_EXIT_USAGE;
    case OPT_SEED: seed_hex = v; break;
    case OPT_DRAW: draw_s = v; break;
    case OPT_PURPOSE: purpose_s = v; break;
    case OPT_PRECISION: prec_s = v; break;
    case OPT_THREADS: threads_s = v; break;
    case OPT_OUT: out = v; break;
    case OPT_REFERENCE: reference = v; break;
    case OPT_CACHE: cache = v; break;
    case OPT_INCLUDE: include = v; break;
    }
  }
  if (argc - optind != 1) return cli_fail(&CMD, "needs exactly one KERNEL");
  kernel = argv[optind];
  if (!seed_hex || !draw_s || !out) return cli_fail(&CMD, "needs --seed, --draw and --out");
  uint8_t seed[HPCAB_SEED_BYTES];
  int64_t draw_index, threads;
  hpcab_purpose purpose;
  if (!parse_seed(seed_hex, seed)) return cli_fail(&CMD, "--seed needs 64 hex digits (32 bytes)");
  if (!cli_parse_i64(draw_s, &draw_index) || draw_index < 0)
    return cli_fail(&CMD, "--draw needs a non-negative integer, not '%s'", draw_s);
  if (!cli_parse_i64(threads_s, &threads) || threads < 0 || threads > 4096)
    return cli_fail(&CMD, "--threads needs an integer in [0, 4096], not '%s'", threads_s);
  if (!parse_purpose(purpose_s, &purpose))
    return cli_fail(&CMD, "--purpose must be test, correctness or timed, not '%s'", purpose_s);

  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(kernel, &m)) {
    fprintf(stderr, "%s\n", hpcab_last_error());
    return CLI_EXIT_USAGE;
  }
  int rc = CLI_EXIT_USAGE;
  hpcab_draw *d = NULL;
  void *ref = NULL;
  int64_t **shapes = NULL;
  hpcab_dtype prec = hpcab_manifest_precision(m, 0);
  if (prec_s && hpcab_dtype_from_name(prec_s, &prec)) {
    cli_lib_error(PROG, "--precision");
    goto done;
  }
  if (hpcab_draw_new(m, prec, seed, (uint64_t)draw_index, purpose, NULL, &d)) {
    cli_lib_error(PROG, "draw");
    goto done;
  }
  if (has_function_init(m)) {
    ref = load_reference(m, prec, reference, cache, include);
    if (!ref) goto done;
    hpcab_draw_set_resolver(d, dl_resolve, ref);
  }
  if (hpcab_draw_fill_all(d, (unsigned)threads)) {
    cli_lib_error(PROG, "filling the arrays");
    goto done;
  }
  size_t na = hpcab_draw_array_count(d);
  shapes = calloc(na ? na : 1, sizeof *shapes);
  if (!shapes) goto done;
  for (size_t i = 0; i < na; i++) {
    size_t nd = hpcab_manifest_array_ndim(m, i);
    shapes[i] = calloc(nd ? nd : 1, sizeof **shapes);
    if (!shapes[i]) goto done;
    for (size_t k = 0; k < nd; k++)
      if (hpcab_manifest_array_extent(m, i, hpcab_draw_sizes(d), k, &shapes[i][k])) {
        cli_lib_error(PROG, "array shape");
        goto done;
      }
  }
  rc = CLI_EXIT_FAIL;
  if (mkdir(out, 0777) != 0 && errno != EEXIST) {
    fprintf(stderr, PROG ": %s: %s\n", out, strerror(errno));
    goto done;
  }
  char path[8192];
  for (size_t i = 0; i < na; i++) {
    if (hpcab_draw_array_intent(d, i) == HPCAB_INTENT_OUT) continue;
    snprintf(path, sizeof path, "%s/%s.npy", out, hpcab_manifest_array_name(m, i));
    if (hpcab_npy_write(path, hpcab_draw_array_dtype(d, i), (int)hpcab_manifest_array_ndim(m, i), shapes[i],
                        hpcab_draw_array(d, i))) {
      cli_lib_error(PROG, "writing an array");
      goto done;
    }
  }
  snprintf(path, sizeof path, "%s/sizes.json", out);
  if (!write_json(path, m, d, (const int64_t *const *)shapes)) goto done;
  rc = CLI_EXIT_OK;
done:
  for (size_t i = 0; shapes && i < hpcab_draw_array_count(d); i++) free(shapes[i]);
  free(shapes);
  hpcab_draw_free(d);
  if (ref) dlclose(ref);
  hpcab_manifest_free(m);
  explicit_bzero(seed, sizeof seed);
  return rc;
}
