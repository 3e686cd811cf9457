/* Unit tests: loading and validating kernel manifests (hpcab/manifest.h). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <time.h>
#include <cmocka.h>

#include "hpcab.h"
#include "internal.h"

#define GOOD HPCAB_SOURCE_ROOT "/tests/manifests/good/"
#define BAD HPCAB_SOURCE_ROOT "/tests/manifests/bad"

static hpcab_manifest *load_good(const char *name)
{
  char path[512];
  snprintf(path, sizeof path, GOOD "%s", name);
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(path, &m) != HPCAB_OK) fail_msg("%s: %s", path, hpcab_last_error());
  return m;
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
  return strcmp((*a)->d_name, (*b)->d_name);
}

static int is_yaml(const struct dirent *d)
{
  size_t n = strlen(d->d_name);
  return n > 5 && !strcmp(d->d_name + n - 5, ".yaml");
}

static void every_bad_manifest_gives_its_exact_message(void **state)
{
  (void)state;
  struct dirent **list;
  int n = scandir(BAD, &list, is_yaml, by_name);
  assert_true(n >= 30);
  int failures = 0;
  for (int i = 0; i < n; i++) {
    char path[1024];
    snprintf(path, sizeof path, BAD "/%s", list[i]->d_name);
    char *yaml;
    size_t len;
    assert_int_equal(hpcab__read_file(path, &yaml, &len), HPCAB_OK);
    /* the expected message: the "# expect: " lines at the top, joined by newlines */
    char expected[4096] = "";
    for (const char *p = yaml; !strncmp(p, "# expect: ", 10);) {
      const char *eol = strchr(p, '\n');
      size_t cur = strlen(expected);
      snprintf(expected + cur, sizeof expected - cur, "%s%.*s", cur ? "\n" : "", (int)(eol - p - 10), p + 10);
      p = eol + 1;
    }
    assert_true(expected[0]);
    hpcab_manifest *m = (hpcab_manifest *)1;
    hpcab_status st = hpcab_manifest_load_string(yaml, len, "kernel.yaml", BAD, &m);
    assert_null(m);
    if (st != HPCAB_E_MANIFEST && st != HPCAB_E_PARSE) {
      print_error("%s: status %s\n", list[i]->d_name, hpcab_status_name(st));
      failures++;
    } else if (strcmp(hpcab_last_error(), expected) != 0) {
      print_error("%s:\n  got:      %s\n  expected: %s\n", list[i]->d_name, hpcab_last_error(), expected);
      failures++;
    }
    free(yaml);
    free(list[i]);
  }
  free(list);
  assert_int_equal(failures, 0);
}

static void good_manifests_load_with_every_field(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("axpy");
  assert_string_equal(hpcab_manifest_id(m), "axpy"); /* outside kernels/: the name */
  assert_string_equal(hpcab_manifest_name(m), "axpy");
  assert_string_equal(hpcab_manifest_title(m), "y[i] += alpha * x[ip[i]]");
  assert_int_equal(hpcab_manifest_track(m), HPCAB_TRACK_LLR);
  assert_int_equal(hpcab_manifest_dwarf(m), HPCAB_DWARF_NONE);
  assert_int_equal(hpcab_manifest_level(m), 1);
  assert_string_equal(hpcab_manifest_symbol(m), "axpy");
  assert_int_equal(hpcab_manifest_precision_count(m), 2);
  assert_int_equal(hpcab_manifest_precision(m, 1), HPCAB_F32);
  assert_int_equal(hpcab_manifest_size_count(m), 1);
  int64_t lo, hi, t;
  assert_int_equal(hpcab_manifest_size_bounds(m, 0, &lo, &hi), HPCAB_OK);
  assert_int_equal(lo, 1000);
  assert_int_equal(hi, 4000000);
  assert_int_equal(hpcab_manifest_size_test(m, 0, &t), HPCAB_OK);
  assert_int_equal(t, 1000);
  assert_int_equal(hpcab_manifest_constraint_count(m), 1);
  assert_string_equal(hpcab_manifest_constraint(m, 0), "LEN_1D % 4 == 0");
  size_t ip;
  assert_int_equal(hpcab_manifest_array_index(m, "ip", &ip), HPCAB_OK);
  assert_int_equal(hpcab_manifest_array_init(m, ip), HPCAB_INIT_PERMUTATION);
  assert_int_equal(hpcab_manifest_array_dtype(m, ip, HPCAB_F64), HPCAB_I32);
  assert_int_equal(hpcab_manifest_array_intent(m, ip), HPCAB_INTENT_IN);
  assert_null(hpcab_manifest_array_accumulate_expr(m, ip));
  size_t x;
  assert_int_equal(hpcab_manifest_array_index(m, "x", &x), HPCAB_OK);
  hpcab_dist dist;
  hpcab_domain dom;
  assert_int_equal(hpcab_manifest_array_dist(m, x, &dist, &dom, NULL, NULL), HPCAB_OK);
  assert_int_equal(dist, HPCAB_DIST_LOGNORMAL);
  assert_int_equal(dom, HPCAB_DOMAIN_POSITIVE);
  assert_int_equal(hpcab_manifest_array_dtype(m, x, HPCAB_F32), HPCAB_F32);
  assert_int_equal(hpcab_manifest_array_declared_dtype(m, x), HPCAB_DTYPE_INVALID);
  assert_int_equal(hpcab_manifest_array_index(m, "nope", &x), HPCAB_E_NOTFOUND);
  assert_string_equal(hpcab_manifest_array_accumulate_expr(m, 0), "1");
  double plo, phi;
  assert_int_equal(hpcab_manifest_param_range(m, 0, &plo, &phi), 1);
  assert_true(plo == 0.5 && phi == 2.0);
  assert_int_equal(hpcab_manifest_arg_count(m), 5);
  size_t idx;
  assert_int_equal(hpcab_manifest_arg(m, 3, &idx), HPCAB_ARG_SIZE);
  assert_int_equal(idx, 0);
  assert_int_equal(hpcab_manifest_arg(m, 4, &idx), HPCAB_ARG_PARAM);
  assert_string_equal(hpcab_manifest_cost_bytes_expr(m), "28 * LEN_1D");
  const char *ref = hpcab_manifest_reference(m);
  assert_true(ref[0] == '/' && strstr(ref, "/tests/manifests/good/axpy/reference.c"));
  assert_string_equal(hpcab_manifest_baseline(m), ref);
  assert_true(hpcab_manifest_dir(m)[0] == '/');
  hpcab_manifest_free(m);
}

static void init_kinds_and_csr_parts_are_exposed(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("spmv");
  size_t i;
  hpcab_csr_part part;
  const char *matrix, *rows, *cols;
  assert_int_equal(hpcab_manifest_array_index(m, "A_rowptr", &i), HPCAB_OK);
  assert_int_equal(hpcab_manifest_array_csr(m, i, &part, &matrix, &rows, &cols), HPCAB_OK);
  assert_int_equal(part, HPCAB_CSR_ROWPTR);
  assert_string_equal(matrix, "A");
  assert_string_equal(rows, "N");
  assert_string_equal(hpcab_manifest_array_shape(m, i, 0), "N + 1");
  assert_int_equal(hpcab_manifest_array_index(m, "x", &i), HPCAB_OK);
  assert_int_equal(hpcab_manifest_array_init(m, i), HPCAB_INIT_FUNCTION);
  assert_string_equal(hpcab_manifest_array_init_function(m, i), "spmv_init_x");
  assert_int_equal(hpcab_manifest_array_index(m, "pick", &i), HPCAB_OK);
  assert_int_equal(hpcab_manifest_array_init(m, i), HPCAB_INIT_INDEX);
  assert_string_equal(hpcab_manifest_array_index_expr(m, i), "N");
  assert_int_equal(hpcab_manifest_array_index(m, "y", &i), HPCAB_OK);
  assert_int_equal(hpcab_manifest_array_init(m, i), HPCAB_INIT_NONE);
  assert_int_equal(hpcab_manifest_size_index(m, "NNZ", &i), HPCAB_OK);
  assert_int_equal(hpcab_manifest_size_kind(m, i), HPCAB_SIZE_EXPR);
  assert_string_equal(hpcab_manifest_size_expr(m, i), "N * 8");
  assert_int_equal(hpcab_manifest_size_index(m, "K", &i), HPCAB_OK);
  const int64_t *vals;
  size_t nv;
  assert_int_equal(hpcab_manifest_size_values(m, i, &vals, &nv), HPCAB_OK);
  assert_int_equal(nv, 1);
  assert_int_equal(vals[0], 3);
  assert_int_equal(hpcab_manifest_param_dtype(m, 0, HPCAB_F64), HPCAB_I64);
  hpcab_manifest_free(m);
}

static void csr_matrix_without_values_is_a_pattern(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("graph");
  size_t i;
  hpcab_csr_part part;
  const char *matrix;
  assert_int_equal(hpcab_manifest_array_index(m, "G_col", &i), HPCAB_OK);
  assert_int_equal(hpcab_manifest_array_init(m, i), HPCAB_INIT_CSR);
  assert_int_equal(hpcab_manifest_array_csr(m, i, &part, &matrix, NULL, NULL), HPCAB_OK);
  assert_int_equal(part, HPCAB_CSR_COLIDX);
  assert_string_equal(matrix, "G");
  hpcab_manifest_free(m);
}

static void prototype_matches_the_schema_format(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("gemm");
  char buf[512];
  size_t need;
  assert_int_equal(hpcab_manifest_prototype(m, HPCAB_F64, buf, sizeof buf, &need), HPCAB_OK);
  assert_string_equal(buf,
                      "void gemm(double *restrict C, const double *restrict A, const double *restrict B, int64_t NI, "
                      "int64_t NJ, int64_t NK, int64_t NIJ, double alpha, double beta);");
  assert_int_equal(need, strlen(buf));
  assert_int_equal(hpcab_manifest_prototype(m, HPCAB_BF16, buf, sizeof buf, NULL), HPCAB_OK);
  assert_string_equal(buf, "void gemm(uint16_t *restrict C, const uint16_t *restrict A, const uint16_t *restrict B, "
                           "int64_t NI, int64_t NJ, int64_t NK, int64_t NIJ, uint16_t alpha, double beta);");
  assert_int_equal(hpcab_manifest_prototype(m, HPCAB_F32, buf, 10, &need), HPCAB_E_RANGE);
  assert_true(need > 10);
  assert_int_equal(hpcab_manifest_prototype(m, HPCAB_F64, NULL, 0, &need), HPCAB_E_RANGE);
  hpcab_manifest_free(m);
  m = load_good("axpy");
  assert_int_equal(hpcab_manifest_prototype(m, HPCAB_F16, buf, sizeof buf, NULL), HPCAB_E_INVALID);
  assert_int_equal(hpcab_manifest_prototype(m, HPCAB_F32, buf, sizeof buf, NULL), HPCAB_OK);
  assert_string_equal(buf, "void axpy(float *restrict y, const float *restrict x, const int32_t *restrict ip, "
                           "int64_t LEN_1D, float alpha);");
  hpcab_manifest_free(m);
}

static void residencies_and_the_device_prototype(void **state)
{
  (void)state;
  static const char head[] =
      "name: k\ntrack: ml\nsymbol: k\nprecisions: [f32, f16]\nsizes:\n  N: {range: [1, 100], test: 4}\n"
      "params:\n  alpha: {dtype: real, value: 2.0}\narrays:\n  y: {dtype: real, shape: [N], intent: out}\n"
      "  x: {dtype: real, shape: [N], intent: in}\n  idx: {dtype: i32, shape: [N], intent: in}\n"
      "args: [y, x, idx, N, alpha]\nreference: reference.c\n";
  char yaml[1024];
  snprintf(yaml, sizeof yaml, "%sresidencies: [host, device]\nreference_device: ref.cu\nbaseline_device: blas.cu\n",
           head);
  hpcab_manifest *m = NULL;
  assert_int_equal(hpcab_manifest_load_string(yaml, strlen(yaml), NULL, NULL, &m), HPCAB_OK);
  assert_true(hpcab_manifest_has_residency(m, HPCAB_RESIDENCY_HOST));
  assert_true(hpcab_manifest_has_residency(m, HPCAB_RESIDENCY_DEVICE));
  assert_string_equal(hpcab_manifest_reference_device(m), "ref.cu");
  assert_string_equal(hpcab_manifest_baseline_device(m), "blas.cu");
  char buf[512];
  assert_int_equal(hpcab_manifest_device_prototype(m, HPCAB_F32, buf, sizeof buf, NULL), HPCAB_OK);
  assert_string_equal(buf, "extern \"C\" void k(float *__restrict__ y, const float *__restrict__ x, "
                           "const int32_t *__restrict__ idx, int64_t N, float alpha);");
  assert_int_equal(hpcab_manifest_device_prototype(m, HPCAB_F16, buf, sizeof buf, NULL), HPCAB_OK);
  assert_string_equal(buf, "extern \"C\" void k(uint16_t *__restrict__ y, const uint16_t *__restrict__ x, "
                           "const int32_t *__restrict__ idx, int64_t N, uint16_t alpha);");
  size_t need = 0;
  assert_int_equal(hpcab_manifest_device_prototype(m, HPCAB_F32, buf, 8, &need), HPCAB_E_RANGE);
  assert_int_equal(need, strlen("extern \"C\" void k(float *__restrict__ y, const float *__restrict__ x, "
                                "const int32_t *__restrict__ idx, int64_t N, float alpha);"));
  hpcab_manifest_free(m);
  /* the device baseline defaults to the device reference */
  snprintf(yaml, sizeof yaml, "%sresidencies: [device]\nreference_device: ref.hip\n", head);
  assert_int_equal(hpcab_manifest_load_string(yaml, strlen(yaml), NULL, NULL, &m), HPCAB_OK);
  assert_false(hpcab_manifest_has_residency(m, HPCAB_RESIDENCY_HOST));
  assert_string_equal(hpcab_manifest_baseline_device(m), "ref.hip");
  hpcab_manifest_free(m);
  /* without residencies: the host only, and no device prototype */
  assert_int_equal(hpcab_manifest_load_string(head, strlen(head), NULL, NULL, &m), HPCAB_OK);
  assert_true(hpcab_manifest_has_residency(m, HPCAB_RESIDENCY_HOST));
  assert_false(hpcab_manifest_has_residency(m, HPCAB_RESIDENCY_DEVICE));
  assert_null(hpcab_manifest_reference_device(m));
  assert_int_equal(hpcab_manifest_device_prototype(m, HPCAB_F32, buf, sizeof buf, NULL), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "has no device residency"));
  hpcab_residency r;
  assert_int_equal(hpcab_residency_from_name("device", &r), HPCAB_OK);
  assert_int_equal(r, HPCAB_RESIDENCY_DEVICE);
  assert_string_equal(hpcab_residency_name(HPCAB_RESIDENCY_HOST), "host");
  assert_int_equal(hpcab_residency_from_name("gpu", &r), HPCAB_E_INVALID);
  hpcab_manifest_free(m);
}

static void kernel_id_is_the_path_under_kernels(void **state)
{
  (void)state;
  char tmpl[] = "/tmp/hpcab-manifest-XXXXXX";
  assert_non_null(mkdtemp(tmpl));
  char dir[512], cmd[1200];
  snprintf(dir, sizeof dir, "%s/kernels/sc/dense_linear_algebra/gemm", tmpl);
  snprintf(cmd, sizeof cmd, "mkdir -p %s && cp " GOOD "gemm/* %s/", dir, dir);
  assert_int_equal(system(cmd), 0);
  hpcab_manifest *m = NULL;
  assert_int_equal(hpcab_manifest_load(dir, &m), HPCAB_OK);
  assert_string_equal(hpcab_manifest_id(m), "sc/dense_linear_algebra/gemm");
  assert_int_equal(hpcab_manifest_dwarf(m), HPCAB_DWARF_DENSE_LINEAR_ALGEBRA);
  assert_string_equal(hpcab_dwarf_name(hpcab_manifest_dwarf(m)), "dense_linear_algebra");
  assert_true(strstr(hpcab_manifest_baseline(m), "/gemm/baseline.c") != NULL);
  hpcab_manifest_free(m);
  snprintf(cmd, sizeof cmd, "rm -rf %s", tmpl);
  assert_int_equal(system(cmd), 0);
}

static void hash_depends_on_content_and_is_stable(void **state)
{
  (void)state;
  const char *y1 = "name: h\ntrack: ml\nsymbol: h\narrays: {a: {shape: [4], intent: out}}\nargs: [a]\nreference: r.c\n";
  const char *y2 = "name: h\ntrack: ml\nsymbol: h\narrays: {a: {shape: [5], intent: out}}\nargs: [a]\nreference: r.c\n";
  hpcab_manifest *a, *b, *c;
  assert_int_equal(hpcab_manifest_load_string(y1, strlen(y1), NULL, NULL, &a), HPCAB_OK);
  assert_int_equal(hpcab_manifest_load_string(y1, strlen(y1), NULL, NULL, &b), HPCAB_OK);
  assert_int_equal(hpcab_manifest_load_string(y2, strlen(y2), NULL, NULL, &c), HPCAB_OK);
  uint8_t ha[32], hb[32], hc[32];
  assert_int_equal(hpcab_manifest_hash(a, ha), HPCAB_OK);
  assert_int_equal(hpcab_manifest_hash(b, hb), HPCAB_OK);
  assert_int_equal(hpcab_manifest_hash(c, hc), HPCAB_OK);
  assert_memory_equal(ha, hb, 32);
  assert_memory_not_equal(ha, hc, 32);
  assert_null(hpcab_manifest_dir(a));
  assert_string_equal(hpcab_manifest_reference(a), "r.c");
  assert_int_equal(hpcab_manifest_precision(a, 0), HPCAB_F64); /* default precision */
  hpcab_manifest_free(a);
  hpcab_manifest_free(b);
  hpcab_manifest_free(c);
}

static void several_problems_are_reported_one_line_each(void **state)
{
  (void)state;
  const char *y = "name: p\ntrack: X\nsymbol: p\narrays: {a: {shape: [N], intent: sideways}}\nargs: [a]\n";
  hpcab_manifest *m;
  assert_int_equal(hpcab_manifest_load_string(y, strlen(y), "p.yaml", NULL, &m), HPCAB_E_MANIFEST);
  assert_string_equal(
      hpcab_last_error(),
      "p.yaml:1:1: missing required key 'reference'\n"
      "p.yaml:2:8: track 'X' is not one of llr, sc, ml, nor a well-formed name of your own (a lowercase "
      "letter, then lowercase letters, digits or '_', at most 32 characters)\n"
      "p.yaml:4:22: shape \"N\": undefined symbol 'N' (column 1)\n"
      "p.yaml:4:34: intent must be in, out or inout, not 'sideways'");
}

static void unreadable_or_empty_input_fails_cleanly(void **state)
{
  (void)state;
  hpcab_manifest *m = (hpcab_manifest *)1;
  assert_int_equal(hpcab_manifest_load(HPCAB_SOURCE_ROOT "/tests/manifests/no-such-kernel", &m), HPCAB_E_IO);
  assert_null(m);
  assert_int_equal(hpcab_manifest_load_string("", 0, "e.yaml", NULL, &m), HPCAB_E_MANIFEST);
  assert_string_equal(hpcab_last_error(), "e.yaml:1:1: the manifest is empty");
  assert_int_equal(hpcab_manifest_load_string("a: [\x01", 5, "e.yaml", NULL, &m), HPCAB_E_PARSE);
  assert_null(m);
  hpcab_manifest_free(NULL);
}

/* Inputs the fuzzer found (tests/manifests/fuzz/): each loads or fails with a message; ASan checks for leaks. */
static void fuzzer_findings_fail_cleanly(void **state)
{
  (void)state;
  struct dirent **list;
  int n = scandir(HPCAB_SOURCE_ROOT "/tests/manifests/fuzz", &list, is_yaml, by_name);
  assert_true(n >= 1);
  for (int i = 0; i < n; i++) {
    char path[1024];
    snprintf(path, sizeof path, HPCAB_SOURCE_ROOT "/tests/manifests/fuzz/%s", list[i]->d_name);
    char *yaml;
    size_t len;
    assert_int_equal(hpcab__read_file(path, &yaml, &len), HPCAB_OK);
    hpcab_manifest *m = NULL;
    hpcab_status st = hpcab_manifest_load_string(yaml, len, list[i]->d_name, NULL, &m);
    if (st != HPCAB_OK) assert_true(hpcab_last_error()[0] != '\0');
    hpcab_manifest_free(m);
    free(yaml);
    free(list[i]);
  }
  free(list);
}

/* A manifest nested 200 000 levels deep is refused at the 65th level, at once (libyaml's scanner is
   quadratic in the depth: loading it whole took over a minute). */
static void deeply_nested_yaml_is_refused_quickly(void **state)
{
  (void)state;
  size_t depth = 200000, len = 6 + 2 * depth + 1;
  char *yaml = malloc(len + 1);
  assert_non_null(yaml);
  memcpy(yaml, "name: ", 6);
  memset(yaml + 6, '[', depth);
  memset(yaml + 6 + depth, ']', depth);
  yaml[len - 1] = '\n';
  yaml[len] = '\0';
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  hpcab_manifest *m = NULL;
  assert_int_equal(hpcab_manifest_load_string(yaml, len, "deep.yaml", NULL, &m), HPCAB_E_PARSE);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  assert_null(m);
  assert_non_null(strstr(hpcab_last_error(), "deep.yaml:1:70: nested deeper than 64 levels"));
  assert_true((double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec) < 20.0);
  free(yaml);
}

/* A user-defined corpus: any well-formed track name loads as HPCAB_TRACK_USER with its own name,
   and such a track may carry a dwarf of its own (HPCAB_DWARF_USER) or a Berkeley one. */
static void user_defined_tracks_and_dwarfs_load_with_their_names(void **state)
{
  (void)state;
  const char *body = "symbol: k\nsizes: {N: {range: [1, 8]}}\narrays: {a: {shape: [N], intent: out}}\n"
                     "args: [a, N]\nreference: r.c\n";
  static const struct {
    const char *head, *track, *dwarf;
    hpcab_track t;
    hpcab_dwarf d;
  } cases[] = {
      {"name: k\ntrack: user\n", "user", NULL, HPCAB_TRACK_USER, HPCAB_DWARF_NONE},
      {"name: k\ntrack: my_corpus2\ndwarf: stencils\n", "my_corpus2", "stencils", HPCAB_TRACK_USER, HPCAB_DWARF_USER},
      {"name: k\ntrack: lab\ndwarf: mapreduce\n", "lab", "mapreduce", HPCAB_TRACK_USER, HPCAB_DWARF_MAPREDUCE},
      {"name: k\ntrack: llr\n", "llr", NULL, HPCAB_TRACK_LLR, HPCAB_DWARF_NONE},
      {"name: k\ntrack: sc\ndwarf: spectral_methods\n", "sc", "spectral_methods", HPCAB_TRACK_SC,
       HPCAB_DWARF_SPECTRAL_METHODS},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char yaml[512];
    snprintf(yaml, sizeof yaml, "%s%s", cases[i].head, body);
    hpcab_manifest *m = NULL;
    if (hpcab_manifest_load_string(yaml, strlen(yaml), "k.yaml", NULL, &m) != HPCAB_OK)
      fail_msg("%s", hpcab_last_error());
    assert_int_equal(hpcab_manifest_track(m), cases[i].t);
    assert_string_equal(hpcab_manifest_track_name(m), cases[i].track);
    assert_int_equal(hpcab_manifest_dwarf(m), cases[i].d);
    if (cases[i].dwarf)
      assert_string_equal(hpcab_manifest_dwarf_name(m), cases[i].dwarf);
    else
      assert_null(hpcab_manifest_dwarf_name(m));
    hpcab_manifest_free(m);
  }
  assert_string_equal(hpcab_track_name(HPCAB_TRACK_USER), "user");
  assert_string_equal(hpcab_dwarf_name(HPCAB_DWARF_USER), "user");
}

/* Well-formed names: a lowercase letter, then lowercase letters, digits or '_', at most 32. */
static void user_track_names_must_be_well_formed(void **state)
{
  (void)state;
  assert_true(hpcab_manifest_name_ok("a"));
  assert_true(hpcab_manifest_name_ok("my_track_2"));
  assert_true(hpcab_manifest_name_ok("abcdefghijklmnopqrstuvwxyz012345"));   /* 32 */
  assert_false(hpcab_manifest_name_ok("abcdefghijklmnopqrstuvwxyz0123456")); /* 33 */
  assert_false(hpcab_manifest_name_ok(""));
  assert_false(hpcab_manifest_name_ok(NULL));
  assert_false(hpcab_manifest_name_ok("2d"));
  assert_false(hpcab_manifest_name_ok("_x"));
  assert_false(hpcab_manifest_name_ok("My"));
  assert_false(hpcab_manifest_name_ok("a-b"));
  assert_false(hpcab_manifest_name_ok("a/b"));
  assert_false(hpcab_manifest_name_ok("a b"));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(deeply_nested_yaml_is_refused_quickly),
      cmocka_unit_test(every_bad_manifest_gives_its_exact_message),
      cmocka_unit_test(good_manifests_load_with_every_field),
      cmocka_unit_test(init_kinds_and_csr_parts_are_exposed),
      cmocka_unit_test(csr_matrix_without_values_is_a_pattern),
      cmocka_unit_test(prototype_matches_the_schema_format),
      cmocka_unit_test(residencies_and_the_device_prototype),
      cmocka_unit_test(kernel_id_is_the_path_under_kernels),
      cmocka_unit_test(hash_depends_on_content_and_is_stable),
      cmocka_unit_test(several_problems_are_reported_one_line_each),
      cmocka_unit_test(unreadable_or_empty_input_fails_cleanly),
      cmocka_unit_test(fuzzer_findings_fail_cleanly),
      cmocka_unit_test(user_defined_tracks_and_dwarfs_load_with_their_names),
      cmocka_unit_test(user_track_names_must_be_well_formed),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
