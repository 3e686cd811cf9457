/* Unit tests: input draws of a kernel — sizes, params and array contents (hpcab/draw.h). */
#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"

#define GOOD HPCAB_SOURCE_ROOT "/tests/manifests/good/"
#define MIX_REFERENCE HPCAB_BUILD_ROOT "/tests/mix_reference.so"

static const uint8_t SEED[HPCAB_SEED_BYTES] = {9,  8,  7,  6,  5,  4,  3,  2,  1,  0,  11, 12, 13, 14, 15, 16,
                                               17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32};

static hpcab_manifest *load_good(const char *name)
{
  char path[512];
  snprintf(path, sizeof path, GOOD "%s", name);
  hpcab_manifest *m = NULL;
  hpcab_status st = hpcab_manifest_load(path, &m);
  if (st) fail_msg("%s: %s", path, hpcab_last_error());
  return m;
}

/* Correctness draws here stay under 4 MiB, so that fills on several threads stay quick. */
static const hpcab_draw_limits SMALL = {sizeof(hpcab_draw_limits), (uint64_t)4 << 20, 0, HPCAB_DTYPE_INVALID};

static hpcab_draw *new_draw(const hpcab_manifest *m, hpcab_dtype prec, uint64_t di, hpcab_purpose purpose)
{
  hpcab_draw *d = NULL;
  hpcab_status st =
      hpcab_draw_new(m, prec, SEED, di, purpose, purpose == HPCAB_PURPOSE_CORRECTNESS ? &SMALL : NULL, &d);
  if (st) fail_msg("draw %llu: %s", (unsigned long long)di, hpcab_last_error());
  return d;
}

static size_t array_index(const hpcab_manifest *m, const char *name)
{
  size_t i = 0;
  assert_int_equal(hpcab_manifest_array_index(m, name, &i), HPCAB_OK);
  return i;
}

static int64_t size_of(const hpcab_draw *d, const char *name)
{
  int64_t v = 0;
  assert_int_equal(hpcab_sizes_lookup(hpcab_draw_sizes(d), name, &v), HPCAB_OK);
  return v;
}

/* ---- custom initializers: the mix reference built by meson, loaded in-process ---- */

static void *dl_resolve(void *ctx, const char *symbol)
{
  return dlsym(ctx, symbol);
}

static void *mix_reference(void)
{
  void *h = dlopen(MIX_REFERENCE, RTLD_NOW | RTLD_LOCAL);
  if (!h) fail_msg("dlopen %s: %s", MIX_REFERENCE, dlerror());
  return h;
}

/* spmv's reference predates the hpcab_init_fn ABI: the tests give spmv_init_x one of their own. */
static int spmv_init_x(const hpcab_init_ctx *ctx)
{
  double *x = ctx->arrays[ctx->target];
  for (size_t k = 0; k < ctx->array_counts[ctx->target]; k++) x[k] = (double)(ctx->next_u64(ctx->rng) % 7 + 1);
  return 0;
}

static int refuses(const hpcab_init_ctx *ctx)
{
  (void)ctx;
  return 7;
}

static void *local_resolve(void *ctx, const char *symbol)
{
  hpcab_init_fn fn = ctx ? (hpcab_init_fn)refuses : !strcmp(symbol, "spmv_init_x") ? spmv_init_x : NULL;
  void *p = NULL;
  memcpy(&p, &fn, sizeof p);
  return p;
}

/* Draws `di` of manifest `name` at `prec` and fills every array on `threads` threads. */
static hpcab_draw *filled(const hpcab_manifest *m, hpcab_dtype prec, uint64_t di, unsigned threads, void *dl)
{
  hpcab_draw *d = new_draw(m, prec, di, HPCAB_PURPOSE_CORRECTNESS);
  if (dl)
    assert_int_equal(hpcab_draw_set_resolver(d, dl_resolve, dl), HPCAB_OK);
  else
    assert_int_equal(hpcab_draw_set_resolver(d, local_resolve, NULL), HPCAB_OK);
  hpcab_status st = hpcab_draw_fill_all(d, threads);
  if (st) fail_msg("fill_all: %s", hpcab_last_error());
  return d;
}

/* ---- reproducibility and independence ---- */

static void same_seed_and_draw_give_identical_bytes_on_1_2_and_7_threads(void **state)
{
  (void)state;
  void *dl = mix_reference();
  const char *kernels[] = {"mix", "gemm", "axpy", "spmv"};
  for (size_t k = 0; k < 4; k++) {
    hpcab_manifest *m = load_good(kernels[k]);
    for (size_t p = 0; p < hpcab_manifest_precision_count(m); p++) {
      hpcab_dtype prec = hpcab_manifest_precision(m, p);
      if (!strcmp(kernels[k], "mix") && prec != HPCAB_F64) continue; /* the reference is built for f64 */
      for (uint64_t di = 3; di < 6; di++) {
        hpcab_draw *one = filled(m, prec, di, 1, !strcmp(kernels[k], "mix") ? dl : NULL);
        const unsigned counts[] = {2, 7};
        for (int t = 0; t < 2; t++) {
          hpcab_draw *many = filled(m, prec, di, counts[t], !strcmp(kernels[k], "mix") ? dl : NULL);
          for (size_t i = 0; i < hpcab_draw_array_count(one); i++) {
            if (hpcab_draw_array_intent(one, i) == HPCAB_INTENT_OUT) continue;
            assert_int_equal(hpcab_draw_array_bytes(one, i), hpcab_draw_array_bytes(many, i));
            assert_memory_equal(hpcab_draw_array(one, i), hpcab_draw_array(many, i), hpcab_draw_array_bytes(one, i));
          }
          for (size_t i = 0; i < hpcab_draw_param_count(one); i++)
            assert_true(hpcab_draw_param(one, i) == hpcab_draw_param(many, i));
          hpcab_draw_free(many);
        }
        hpcab_draw_free(one);
      }
    }
    hpcab_manifest_free(m);
  }
  dlclose(dl);
}

static int cmp_block(const void *a, const void *b)
{
  return memcmp(a, b, 32);
}

static void different_draws_and_arrays_repeat_no_32_byte_block(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("gemm");
  size_t nblocks = 0, cap = 0;
  unsigned char *blocks = NULL;
  hpcab_draw *draws[6];
  for (uint64_t di = 0; di < 6; di++) {
    draws[di] = filled(m, HPCAB_F64, di, 2, NULL);
    for (size_t i = 0; i < hpcab_draw_array_count(draws[di]); i++) {
      size_t bytes = hpcab_draw_array_bytes(draws[di], i) / 32 * 32;
      if (nblocks * 32 + bytes > cap) {
        cap = 2 * (nblocks * 32 + bytes);
        blocks = realloc(blocks, cap);
        assert_non_null(blocks);
      }
      memcpy(blocks + nblocks * 32, hpcab_draw_array(draws[di], i), bytes);
      nblocks += bytes / 32;
    }
  }
  assert_true(nblocks > 10000);
  qsort(blocks, nblocks, 32, cmp_block);
  for (size_t k = 1; k < nblocks; k++)
    if (!memcmp(blocks + 32 * (k - 1), blocks + 32 * k, 32)) fail_msg("block repeated at sorted position %zu", k);
  free(blocks);
  for (int di = 0; di < 6; di++) hpcab_draw_free(draws[di]);
  hpcab_manifest_free(m);
}

static void arrays_come_from_the_stream_of_seed_kernel_draw_and_array_name(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("gemm");
  const hpcab_dist cycle[3] = {HPCAB_DIST_UNIFORM, HPCAB_DIST_NORMAL, HPCAB_DIST_LOGNORMAL};
  for (uint64_t di = 0; di < 6; di++) {
    /* a timed draw: a correctness draw after the first also holds edge values (below) */
    hpcab_draw *d = new_draw(m, HPCAB_F32, di, HPCAB_PURPOSE_TIMED);
    assert_int_equal(hpcab_draw_fill_all(d, 1), HPCAB_OK);
    size_t b = array_index(m, "B");
    hpcab_stream s = {.size = sizeof s};
    assert_int_equal(hpcab_stream_key(SEED, hpcab_manifest_id(m), di, "B", &s), HPCAB_OK);
    hpcab_fill_spec spec = {sizeof spec, cycle[di % 3], HPCAB_DOMAIN_ANY, 0, 0};
    size_t n = hpcab_draw_array_elements(d, b);
    float *want = malloc(n * sizeof *want);
    assert_non_null(want);
    assert_int_equal(hpcab_fill_array(&s, &spec, HPCAB_F32, want, n, 1), HPCAB_OK);
    assert_memory_equal(want, hpcab_draw_array(d, b), n * sizeof *want);
    free(want);
    hpcab_draw_free(d);
  }
  hpcab_manifest_free(m);
}

static void default_contents_cycle_uniform_normal_lognormal_by_draw_index(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("gemm");
  for (uint64_t di = HPCAB_EDGE_DRAWS; di < HPCAB_EDGE_DRAWS + 6; di++) { /* past the edge sizes */
    /* timed draws: correctness draws also hold edge values (a 1.0 outside uniform's [-1, 1)) */
    hpcab_draw *d = new_draw(m, HPCAB_F64, di, HPCAB_PURPOSE_TIMED);
    assert_int_equal(hpcab_draw_fill_all(d, 1), HPCAB_OK);
    size_t b = array_index(m, "B");
    const double *x = hpcab_draw_array(d, b);
    size_t n = hpcab_draw_array_elements(d, b), outside = 0, negative = 0;
    for (size_t k = 0; k < n; k++) {
      outside += x[k] < -1 || x[k] >= 1;
      negative += x[k] < 0;
    }
    assert_true(n >= 100);
    if (di % 3 == 0)
      assert_true(outside == 0 && negative > n / 3); /* uniform [-1, 1) */
    else if (di % 3 == 1)
      assert_true(outside > n / 5 && negative > n / 3); /* normal: |z| >= 1 with p 0.32 */
    else
      assert_true(negative == 0 && outside > n / 3); /* lognormal: x >= 1 with p 0.5 */
    hpcab_draw_free(d);
  }
  hpcab_manifest_free(m);
}

/* ---- sizes and params ---- */

static void every_drawn_size_satisfies_the_constraints_over_10000_draws(void **state)
{
  (void)state;
  const char *kernels[] = {"gemm", "mix", "axpy"};
  for (size_t k = 0; k < 3; k++) {
    hpcab_manifest *m = load_good(kernels[k]);
    for (uint64_t di = 0; di < 10000; di++) {
      hpcab_purpose purpose = di % 2 ? HPCAB_PURPOSE_TIMED : HPCAB_PURPOSE_CORRECTNESS;
      hpcab_draw *d = new_draw(m, hpcab_manifest_precision(m, 0), di, purpose);
      const hpcab_sizes *s = hpcab_draw_sizes(d);
      assert_int_equal(hpcab_sizes_check(m, s), HPCAB_OK);
      for (size_t i = 0; i < hpcab_manifest_size_count(m); i++) {
        int64_t v = hpcab_sizes_get(s, i), lo, hi;
        const int64_t *values;
        size_t nv;
        if (hpcab_manifest_size_kind(m, i) == HPCAB_SIZE_RANGE) {
          assert_int_equal(hpcab_manifest_size_bounds(m, i, &lo, &hi), HPCAB_OK);
          assert_true(v >= lo && v <= hi);
        } else if (hpcab_manifest_size_kind(m, i) == HPCAB_SIZE_VALUES) {
          assert_int_equal(hpcab_manifest_size_values(m, i, &values, &nv), HPCAB_OK);
          bool found = false;
          for (size_t j = 0; j < nv; j++) found |= values[j] == v;
          assert_true(found);
        } else {
          int64_t want;
          assert_int_equal(hpcab_manifest_eval(m, hpcab_manifest_size_expr(m, i), s, &want), HPCAB_OK);
          assert_int_equal(v, want);
        }
      }
      for (size_t i = 0; i < hpcab_draw_param_count(d); i++) {
        double lo, hi, v = hpcab_draw_param(d, i);
        hpcab_manifest_param_range(m, i, &lo, &hi);
        assert_true(v >= lo && v <= hi);
      }
      hpcab_draw_free(d);
    }
    hpcab_manifest_free(m);
  }
}

static void sizes_and_params_depend_only_on_seed_kernel_draw_and_purpose(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("gemm");
  hpcab_draw *a = new_draw(m, HPCAB_F64, 11, HPCAB_PURPOSE_TIMED);
  hpcab_draw *b = new_draw(m, HPCAB_F32, 11, HPCAB_PURPOSE_TIMED); /* run precision does not move sizes */
  hpcab_draw *t = new_draw(m, HPCAB_F64, 11, HPCAB_PURPOSE_TEST);
  for (size_t i = 0; i < hpcab_manifest_size_count(m); i++)
    assert_int_equal(hpcab_sizes_get(hpcab_draw_sizes(a), i), hpcab_sizes_get(hpcab_draw_sizes(b), i));
  assert_int_equal(size_of(t, "NI"), 32);
  assert_int_equal(size_of(t, "NJ"), 48);
  assert_int_equal(size_of(t, "NK"), 64);
  assert_int_equal(hpcab_draw_param_count(a), 2);
  assert_true(hpcab_draw_param(a, 1) == 1.5);
  assert_int_equal(hpcab_draw_index(a), 11);
  assert_int_equal(hpcab_draw_purpose(a), HPCAB_PURPOSE_TIMED);
  assert_int_equal(hpcab_draw_precision(b), HPCAB_F32);
  assert_ptr_equal(hpcab_draw_manifest(a), m);
  size_t c = array_index(m, "C");
  assert_int_equal(hpcab_draw_array_dtype(b, c), HPCAB_F32);
  assert_int_equal(hpcab_draw_array_elements(a, c), (size_t)(size_of(a, "NI") * size_of(a, "NJ")));
  assert_int_equal(hpcab_draw_array_bytes(b, c), 4 * hpcab_draw_array_elements(b, c));
  assert_int_equal(hpcab_draw_array_intent(a, c), HPCAB_INTENT_INOUT);
  hpcab_draw_free(a);
  hpcab_draw_free(b);
  hpcab_draw_free(t);
  hpcab_manifest_free(m);
}

/* ---- structured inits ---- */

static void spd_matrices_pass_a_cholesky_factorization(void **state)
{
  (void)state;
  void *dl = mix_reference();
  hpcab_manifest *m = load_good("mix");
  for (uint64_t di = 0; di < 8; di++) {
    hpcab_draw *d = filled(m, HPCAB_F64, di, 2, dl);
    size_t is = array_index(m, "S");
    size_t n = (size_t)size_of(d, "N");
    double *a = malloc(n * n * sizeof *a);
    assert_non_null(a);
    memcpy(a, hpcab_draw_array(d, is), n * n * sizeof *a);
    for (size_t i = 0; i < n; i++)
      for (size_t j = 0; j < n; j++) assert_true(a[i * n + j] == a[j * n + i]);
    for (size_t j = 0; j < n; j++) { /* in-place Cholesky: the pivots must stay positive */
      double s = a[j * n + j];
      for (size_t k = 0; k < j; k++) s -= a[j * n + k] * a[j * n + k];
      assert_true(s > 0);
      a[j * n + j] = sqrt(s);
      for (size_t i = j + 1; i < n; i++) {
        double t = a[i * n + j];
        for (size_t k = 0; k < j; k++) t -= a[i * n + k] * a[j * n + k];
        a[i * n + j] = t / a[j * n + j];
      }
    }
    free(a);
    hpcab_draw_free(d);
  }
  hpcab_manifest_free(m);
  dlclose(dl);
}

static void diag_dominant_rows_are_strictly_dominant(void **state)
{
  (void)state;
  void *dl = mix_reference();
  hpcab_manifest *m = load_good("mix");
  hpcab_draw *d = filled(m, HPCAB_F64, 4, 1, dl);
  size_t n = (size_t)size_of(d, "N");
  const double *a = hpcab_draw_array(d, array_index(m, "D"));
  for (size_t i = 0; i < n; i++) {
    double off = 0;
    for (size_t j = 0; j < n; j++) off += j == i ? 0 : fabs(a[i * n + j]);
    assert_true(a[i * n + i] > off);
  }
  hpcab_draw_free(d);
  hpcab_manifest_free(m);
  dlclose(dl);
}

static void csr_parts_form_a_valid_matrix(void **state)
{
  (void)state;
  void *dl = mix_reference();
  hpcab_manifest *m = load_good("mix");
  for (uint64_t di = 0; di < 8; di++) {
    hpcab_draw *d = filled(m, HPCAB_F64, di, 2, dl);
    int64_t n = size_of(d, "N"), nnz = size_of(d, "NNZ");
    const int64_t *rp = hpcab_draw_array(d, array_index(m, "B_row")); /* i64, generated as i32 */
    const int32_t *ci = hpcab_draw_array(d, array_index(m, "B_col"));
    const double *va = hpcab_draw_array(d, array_index(m, "B_val"));
    assert_int_equal(rp[0], 0);
    assert_int_equal(rp[n], nnz);
    for (int64_t r = 0; r < n; r++) {
      assert_true(rp[r + 1] - rp[r] == nnz / n || rp[r + 1] - rp[r] == nnz / n + 1);
      for (int64_t p = rp[r]; p < rp[r + 1]; p++) {
        assert_true(ci[p] >= 0 && ci[p] < n);
        if (p > rp[r]) assert_true(ci[p] > ci[p - 1]);
        assert_true(isfinite(va[p]));
      }
    }
    hpcab_draw_free(d);
  }
  hpcab_manifest_free(m);
  dlclose(dl);
}

static void pattern_only_csr_forms_a_valid_graph(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("graph");
  for (uint64_t di = 0; di < 4; di++) {
    hpcab_draw *d = filled(m, HPCAB_F64, di, 2, NULL);
    int64_t n = size_of(d, "N"), ne = size_of(d, "NE");
    const int64_t *rp = hpcab_draw_array(d, array_index(m, "G_rowptr"));
    const int32_t *ci = hpcab_draw_array(d, array_index(m, "G_col"));
    assert_int_equal(rp[0], 0);
    assert_int_equal(rp[n], ne);
    for (int64_t r = 0; r < n; r++) {
      assert_int_equal(rp[r + 1] - rp[r], ne / n);
      for (int64_t p = rp[r]; p < rp[r + 1]; p++) {
        assert_true(ci[p] >= 0 && ci[p] < n);
        if (p > rp[r]) assert_true(ci[p] > ci[p - 1]);
      }
    }
    hpcab_draw_free(d);
  }
  hpcab_manifest_free(m);
}

static void permutation_index_zeros_and_domains_hold(void **state)
{
  (void)state;
  void *dl = mix_reference();
  hpcab_manifest *m = load_good("mix");
  for (uint64_t di = 0; di < 6; di++) {
    hpcab_draw *d = filled(m, HPCAB_F64, di, 2, dl);
    size_t n = (size_t)size_of(d, "N"), mm = (size_t)size_of(d, "M");
    const int64_t *p = hpcab_draw_array(d, array_index(m, "p"));
    char *seen = calloc(n, 1);
    assert_non_null(seen);
    for (size_t k = 0; k < n; k++) {
      assert_true(p[k] >= 0 && (size_t)p[k] < n && !seen[p[k]]);
      seen[p[k]] = 1;
    }
    free(seen);
    const int32_t *ix = hpcab_draw_array(d, array_index(m, "ix"));
    for (size_t k = 0; k < mm; k++) assert_true(ix[k] >= 0 && ix[k] < (int32_t)n - 1);
    const double *w = hpcab_draw_array(d, array_index(m, "w"));
    const float *neg = hpcab_draw_array(d, array_index(m, "neg"));
    const double *zero = hpcab_draw_array(d, array_index(m, "zero"));
    const int16_t *cnt = hpcab_draw_array(d, array_index(m, "cnt"));
    for (size_t k = 0; k < n; k++) {
      assert_true(w[k] >= -2 && w[k] <= 3);
      assert_true(neg[k] < 0);
      assert_true(zero[k] == 0 && !signbit(zero[k]));
    }
    for (size_t k = 0; k < mm; k++) assert_true(cnt[k] >= -100 && cnt[k] <= 100);
    hpcab_draw_free(d);
  }
  hpcab_manifest_free(m);
  dlclose(dl);
}

static void out_arrays_are_not_written(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("spmv");
  hpcab_draw *d = new_draw(m, HPCAB_F64, 2, HPCAB_PURPOSE_TEST);
  size_t y = array_index(m, "y");
  size_t bytes = hpcab_draw_array_bytes(d, y);
  unsigned char *buf = malloc(bytes);
  assert_non_null(buf);
  memset(buf, 0xa5, bytes);
  assert_int_equal(hpcab_draw_fill(d, y, buf, 1), HPCAB_OK);
  for (size_t k = 0; k < bytes; k++) assert_int_equal(buf[k], 0xa5);
  assert_int_equal(hpcab_draw_fill(d, y, NULL, 1), HPCAB_OK);
  free(buf);
  hpcab_draw_free(d);
  hpcab_manifest_free(m);
}

static void caller_buffers_get_the_bytes_of_fill_all_and_owned_arrays_are_64_byte_aligned(void **state)
{
  (void)state;
  void *dl = mix_reference();
  hpcab_manifest *m = load_good("mix");
  hpcab_draw *all = filled(m, HPCAB_F64, 7, 1, dl);
  hpcab_draw *d = new_draw(m, HPCAB_F64, 7, HPCAB_PURPOSE_CORRECTNESS);
  assert_int_equal(hpcab_draw_set_resolver(d, dl_resolve, dl), HPCAB_OK);
  void *bufs[32] = {0};
  for (size_t i = 0; i < hpcab_draw_array_count(d); i++) {
    assert_int_equal((uintptr_t)hpcab_draw_array(all, i) % 64, 0);
    bufs[i] = malloc(hpcab_draw_array_bytes(d, i) + 1);
    assert_non_null(bufs[i]);
    hpcab_status st = hpcab_draw_fill(d, i, bufs[i], 2);
    if (st) fail_msg("%s", hpcab_last_error());
    if (hpcab_draw_array_intent(d, i) != HPCAB_INTENT_OUT)
      assert_memory_equal(bufs[i], hpcab_draw_array(all, i), hpcab_draw_array_bytes(d, i));
  }
  assert_null(hpcab_draw_array(d, 0));
  for (size_t i = 0; i < hpcab_draw_array_count(d); i++) free(bufs[i]);
  hpcab_draw_free(d);
  hpcab_draw_free(all);
  hpcab_manifest_free(m);
  dlclose(dl);
}

/* ---- custom initializers ---- */

static void custom_initializer_reads_earlier_arrays_and_its_own_stream(void **state)
{
  (void)state;
  void *dl = mix_reference();
  hpcab_manifest *m = load_good("mix");
  hpcab_draw *d0 = filled(m, HPCAB_F64, 1, 1, dl);
  size_t ic = array_index(m, "c"), ip = array_index(m, "p");
  const double *c = hpcab_draw_array(d0, ic);
  const int64_t *p = hpcab_draw_array(d0, ip);
  size_t n = hpcab_draw_array_elements(d0, ic), halves = 0;
  for (size_t k = 0; k < n; k++) {
    double h = c[k] - (double)p[k];
    assert_true(h == 0 || h == 0.5);
    halves += h == 0.5;
  }
  assert_true(halves > 0 && halves < n);
  hpcab_draw_free(d0);
  hpcab_manifest_free(m);
  dlclose(dl);
}

static void custom_initializer_without_resolver_or_symbol_fails_naming_kernel_draw_and_array(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("spmv");
  hpcab_draw *d = new_draw(m, HPCAB_F64, 3, HPCAB_PURPOSE_TEST);
  assert_int_equal(hpcab_draw_fill_all(d, 1), HPCAB_E_NOTFOUND);
  const char *msg = hpcab_last_error();
  assert_non_null(strstr(msg, "kernel spmv, draw 3, array 'x'"));
  assert_non_null(strstr(msg, "spmv_init_x"));
  void *dl = mix_reference(); /* resolves, but holds no spmv_init_x */
  assert_int_equal(hpcab_draw_set_resolver(d, dl_resolve, dl), HPCAB_OK);
  assert_int_equal(hpcab_draw_fill_all(d, 1), HPCAB_E_NOTFOUND);
  assert_non_null(strstr(hpcab_last_error(), "not found"));
  hpcab_draw_free(d);
  hpcab_manifest_free(m);
  dlclose(dl);
}

static void custom_initializer_that_refuses_fails_the_fill(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("spmv");
  hpcab_draw *d = new_draw(m, HPCAB_F64, 0, HPCAB_PURPOSE_TEST);
  int token;
  assert_int_equal(hpcab_draw_set_resolver(d, local_resolve, &token), HPCAB_OK);
  assert_int_equal(hpcab_draw_fill_all(d, 1), HPCAB_E_CONSTRAINT);
  assert_non_null(strstr(hpcab_last_error(), "returned 7"));
  hpcab_draw_free(d);
  hpcab_manifest_free(m);
}

static void custom_initializer_needs_the_arrays_declared_before_it(void **state)
{
  (void)state;
  void *dl = mix_reference();
  hpcab_manifest *m = load_good("mix");
  hpcab_draw *d = new_draw(m, HPCAB_F64, 0, HPCAB_PURPOSE_TEST);
  assert_int_equal(hpcab_draw_set_resolver(d, dl_resolve, dl), HPCAB_OK);
  size_t ic = array_index(m, "c");
  double *c = malloc(hpcab_draw_array_bytes(d, ic));
  assert_non_null(c);
  assert_int_equal(hpcab_draw_fill(d, ic, c, 1), HPCAB_E_STATE);
  assert_non_null(strstr(hpcab_last_error(), "fill 'S' first"));
  free(c);
  hpcab_draw_free(d);
  hpcab_manifest_free(m);
  dlclose(dl);
}

/* ---- the timing rounds: every array fresh, its property kept ---- */

/* A plain Cholesky in double: 1 when the n x n matrix (row-major) is symmetric positive definite. */
static int is_spd(const double *a, size_t n)
{
  double *l = calloc(n * n, sizeof *l);
  int ok = l != NULL;
  for (size_t i = 0; ok && i < n; i++)
    for (size_t j = 0; ok && j <= i; j++) {
      if (a[i * n + j] != a[j * n + i]) ok = 0;
      double s = a[i * n + j];
      for (size_t k = 0; k < j; k++) s -= l[i * n + k] * l[j * n + k];
      if (i == j)
        ok = ok && s > 0, l[i * n + i] = sqrt(s);
      else
        l[i * n + j] = s / l[j * n + j];
    }
  free(l);
  return ok;
}

/* What array `name` of mix (f64) must be in every round: `now` against the draw's `orig`. */
static void check_round_values(const char *name, const void *orig, const void *now, size_t count, size_t n,
                               const int64_t *rowptr, const int64_t *p_now)
{
  if (!strcmp(name, "S")) {
    assert_true(is_spd(now, n));
  } else if (!strcmp(name, "D")) {
    const double *a = now;
    for (size_t i = 0; i < n; i++) {
      double off = 0;
      for (size_t j = 0; j < n; j++) off += j == i ? 0 : fabs(a[i * n + j]);
      assert_true(a[i * n + i] > off);
    }
  } else if (!strcmp(name, "p")) {
    const int64_t *q = now;
    bool *seen = calloc(count, 1);
    assert_non_null(seen);
    for (size_t k = 0; k < count; k++) {
      assert_true(q[k] >= 0 && (size_t)q[k] < count && !seen[q[k]]);
      seen[q[k]] = true;
    }
    free(seen);
  } else if (!strcmp(name, "ix")) {
    for (size_t k = 0; k < count; k++)
      assert_true(((const int32_t *)now)[k] >= 0 && ((const int32_t *)now)[k] < (int32_t)n - 1);
  } else if (!strcmp(name, "cnt")) {
    for (size_t k = 0; k < count; k++) assert_true(abs(((const int16_t *)now)[k]) <= 100);
  } else if (!strcmp(name, "zero")) {
    for (size_t k = 0; k < count; k++) assert_true(((const double *)now)[k] == 0.0);
  } else if (!strcmp(name, "B_row")) {
    assert_memory_equal(now, orig, count * sizeof(int64_t));
  } else if (!strcmp(name, "B_col")) {
    const int32_t *c = now;
    for (size_t r = 0; r < n; r++)
      for (int64_t k = rowptr[r]; k < rowptr[r + 1]; k++)
        assert_true(c[k] >= 0 && c[k] < (int32_t)n && (k == rowptr[r] || c[k] > c[k - 1]));
  } else if (!strcmp(name, "c")) {
    const double *c = now;
    for (size_t k = 0; k < count; k++) assert_true(c[k] == (double)p_now[k] || c[k] == (double)p_now[k] + 0.5);
  } else if (!strcmp(name, "neg")) {
    const float *o = orig, *a = now;
    for (size_t k = 0; k < count; k++)
      assert_true(a[k] != o[k] && a[k] < 0 && fabsf(a[k] - o[k]) <= fabsf(o[k]) * 0x1.02p-6f); /* f32 step: 2^-7 */
  } else if (!strcmp(name, "z") || !strcmp(name, "w") || !strcmp(name, "B_val")) {
    const double *o = orig, *a = now;
    size_t reals = !strcmp(name, "z") ? 2 * count : count;
    for (size_t k = 0; k < reals; k++)
      if (o[k] != 0) assert_true(a[k] != o[k] && fabs(a[k] - o[k]) <= fabs(o[k]) * 0x1.02p-10);
  } else {
    fail_msg("array %s is not checked", name);
  }
}

static void every_array_but_zeros_changes_every_round_reproducibly_and_keeps_its_property(void **state)
{
  (void)state;
  void *dl = mix_reference();
  hpcab_manifest *m = load_good("mix");
  hpcab_draw *d = filled(m, HPCAB_F64, 5, 1, dl);
  size_t n = (size_t)hpcab_sizes_get(hpcab_draw_sizes(d), 0);
  const int64_t *rowptr = hpcab_draw_array(d, array_index(m, "B_row"));
  unsigned char *keep[3 * 32] = {0}; /* c's initializer reads p's last buffer: keep them all to the end */
  const int64_t *p_last = NULL;
  for (size_t i = 0; i < hpcab_draw_array_count(d); i++) {
    const char *name = hpcab_manifest_array_name(m, i);
    bool fixed = !strcmp(name, "zero") || !strcmp(name, "out");
    assert_int_equal(hpcab_draw_perturbable(d, i), !fixed);
    if (hpcab_draw_array_intent(d, i) == HPCAB_INTENT_OUT) continue;
    size_t bytes = hpcab_draw_array_bytes(d, i), count = hpcab_draw_array_elements(d, i);
    unsigned char *r0 = malloc(bytes), *r0b = malloc(bytes), *r1 = malloc(bytes);
    assert_true(r0 && r0b && r1 && i < 32);
    keep[3 * i] = r0, keep[3 * i + 1] = r0b, keep[3 * i + 2] = r1;
    const unsigned char *orig = hpcab_draw_array(d, i);
    if (hpcab_draw_perturb(d, i, r0, 0, 1) != HPCAB_OK) fail_msg("round 0 of %s: %s", name, hpcab_last_error());
    check_round_values(name, orig, r0, count, n, rowptr, p_last);
    assert_int_equal(hpcab_draw_perturb(d, i, r0b, 0, 7), HPCAB_OK);
    assert_memory_equal(r0, r0b, bytes);
    assert_int_equal(hpcab_draw_perturb(d, i, r1, 1, 2), HPCAB_OK);
    check_round_values(name, orig, r1, count, n, rowptr, p_last);
    if (!strcmp(name, "p")) p_last = (const int64_t *)r1;
    if (fixed || !strcmp(name, "B_row")) {
      assert_memory_equal(r1, orig, bytes);
    } else {
      assert_memory_not_equal(r0, orig, bytes);
      assert_memory_not_equal(r1, orig, bytes);
      assert_memory_not_equal(r0, r1, bytes);
    }
  }
  for (size_t k = 0; k < 3 * 32; k++) free(keep[k]);
  hpcab_draw_free(d);
  hpcab_manifest_free(m);
  dlclose(dl);
}

/* ---- errors ---- */

static void bad_arguments_fail_with_a_status_and_a_message(void **state)
{
  (void)state;
  hpcab_manifest *m = load_good("spmv");
  hpcab_draw *d = NULL;
  assert_int_equal(hpcab_draw_new(m, HPCAB_F32, SEED, 0, HPCAB_PURPOSE_TEST, NULL, &d), HPCAB_E_INVALID);
  assert_null(d);
  assert_non_null(strstr(hpcab_last_error(), "no precision 'f32'"));
  assert_int_equal(hpcab_draw_new(m, HPCAB_F64, SEED, 0, (hpcab_purpose)9, NULL, &d), HPCAB_E_INVALID);
  assert_int_equal(hpcab_draw_new(NULL, HPCAB_F64, SEED, 0, HPCAB_PURPOSE_TEST, NULL, &d), HPCAB_E_INVALID);
  assert_int_equal(hpcab_draw_new(m, HPCAB_F64, NULL, 0, HPCAB_PURPOSE_TEST, NULL, &d), HPCAB_E_INVALID);
  assert_int_equal(hpcab_draw_new(m, HPCAB_F64, SEED, 0, HPCAB_PURPOSE_TEST, NULL, NULL), HPCAB_E_INVALID);
  hpcab_draw_limits bad = {0, 0, 0, HPCAB_DTYPE_INVALID};
  assert_int_equal(hpcab_draw_new(m, HPCAB_F64, SEED, 9, HPCAB_PURPOSE_TIMED, &bad, &d), HPCAB_E_INVALID);
  d = new_draw(m, HPCAB_F64, 9, HPCAB_PURPOSE_TEST);
  assert_int_equal(hpcab_draw_fill(d, 99, NULL, 1), HPCAB_E_INVALID);
  assert_int_equal(hpcab_draw_fill(d, 0, NULL, 1), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "kernel spmv, draw 9, array 'A_rowptr'"));
  assert_int_equal(hpcab_draw_fill(NULL, 0, NULL, 1), HPCAB_E_INVALID);
  assert_int_equal(hpcab_draw_fill_all(NULL, 1), HPCAB_E_INVALID);
  assert_int_equal(hpcab_draw_perturb(NULL, 0, NULL, 0, 1), HPCAB_E_INVALID);
  assert_int_equal(hpcab_draw_set_resolver(NULL, NULL, NULL), HPCAB_E_INVALID);
  assert_int_equal(hpcab_draw_array_count(NULL), 0);
  assert_null(hpcab_draw_array(d, 99));
  assert_int_equal(hpcab_draw_array_bytes(d, 99), 0);
  assert_int_equal(hpcab_draw_perturbable(d, 99), 0);
  assert_true(hpcab_draw_param(d, 99) == 0.0);
  hpcab_draw_free(d);
  hpcab_draw_free(NULL);
  hpcab_manifest_free(m);
}

static void impossible_sizes_fail_naming_the_kernel_and_draw(void **state)
{
  (void)state;
  static const char yaml[] =
      "name: tight\ntrack: llr\nlevel: 1\nsymbol: tight\nprecisions: [f64]\n"
      "sizes:\n  N: {range: [1, 100000], test: 2}\nconstraints: [\"N < 100\"]\n"
      "arrays:\n  a: {dtype: real, shape: [N], intent: out}\nargs: [a, N]\nreference: reference.c\n";
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load_string(yaml, sizeof yaml - 1, "tight.yaml", NULL, &m)) fail_msg("%s", hpcab_last_error());
  hpcab_draw *d = NULL;
  hpcab_draw_limits lim = {sizeof lim, 0, 50, HPCAB_DTYPE_INVALID};
  assert_int_equal(hpcab_draw_new(m, HPCAB_F64, SEED, 42, HPCAB_PURPOSE_TIMED, &lim, &d), HPCAB_E_CONSTRAINT);
  assert_null(d);
  assert_non_null(strstr(hpcab_last_error(), "kernel tight, draw 42"));
  hpcab_manifest_free(m);
}

/* Correctness draws after the first hold edge values within each array's domain (issue 30.5): exact
   zeros, ones and ties where the domain admits them, negatives and subnormals only in an unrestricted
   domain, never a zero in a positive one, and index arrays reach both ends of their range. The first
   correctness draw (the determinism check's) and timed draws keep the plain distributions. */
static void correctness_draws_hold_edge_values_within_each_domain(void **state)
{
  (void)state;
  static const char yaml[] =
      "name: edges\ntrack: llr\nlevel: 1\nsymbol: edges\nprecisions: [f64, f32]\n"
      "sizes:\n  N: {range: [4000, 8000], test: 4000}\n"
      "arrays:\n  a: {dtype: real, shape: [N], intent: out}\n  x: {dtype: real, shape: [N], intent: in}\n"
      "  p: {dtype: real, shape: [N], intent: in, init: {dist: uniform, domain: positive}}\n"
      "  k: {dtype: i32, shape: [N], intent: in, init: {index: \"N\"}}\n"
      "args: [a, x, p, k, N]\nreference: reference.c\n";
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load_string(yaml, sizeof yaml - 1, "edges.yaml", NULL, &m)) fail_msg("%s", hpcab_last_error());
  for (uint64_t di = 0; di < 5; di++) {
    for (int timed = 0; timed < 2; timed++) {
      hpcab_draw *d = new_draw(m, HPCAB_F64, di, timed ? HPCAB_PURPOSE_TIMED : HPCAB_PURPOSE_CORRECTNESS);
      assert_int_equal(hpcab_draw_fill_all(d, 1), HPCAB_OK);
      int64_t n = size_of(d, "N");
      const double *x = hpcab_draw_array(d, array_index(m, "x")), *p = hpcab_draw_array(d, array_index(m, "p"));
      const int32_t *k = hpcab_draw_array(d, array_index(m, "k"));
      int zeros = 0, ones = 0, subnormal = 0, ties = 0, pzeros = 0, kmin = 0, kmax = 0;
      for (int64_t i = 0; i < n; i++) {
        zeros += x[i] == 0.0;
        ones += x[i] == 1.0;
        subnormal += x[i] != 0.0 && fabs(x[i]) < 2.2250738585072014e-308;
        ties += i > 0 && x[i] == x[i - 1] && x[i] != 0.0 && x[i] != 1.0;
        pzeros += p[i] <= 0.0;
        kmin += k[i] == 0;
        kmax += k[i] == n - 1;
      }
      for (int64_t i = 0; i < n && !ties; i++) /* a tie anywhere: a value repeated */
        for (int64_t j2 = i + 1; j2 < n && j2 < i + 64 && !ties; j2++) ties += x[i] == x[j2] && x[i] != 0 && x[i] != 1;
      assert_int_equal(pzeros, 0); /* the positive domain is kept */
      if (di == 0 || timed) {
        assert_int_equal(zeros + subnormal, 0);
      } else if (di % 3 == 2) { /* lognormal: positive values only, so ones but no zero */
        if (zeros || subnormal || !ones || !kmin || !kmax)
          fail_msg("lognormal draw %llu: zeros %d ones %d subnormals %d", (unsigned long long)di, zeros, ones,
                   subnormal);
      } else {
        if (!zeros || !ones || !subnormal || !kmin || !kmax)
          fail_msg("draw %llu: zeros %d ones %d subnormals %d k==0 %d k==N-1 %d", (unsigned long long)di, zeros, ones,
                   subnormal, kmin, kmax);
      }
      hpcab_draw_free(d);
    }
  }
  hpcab_manifest_free(m);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(same_seed_and_draw_give_identical_bytes_on_1_2_and_7_threads),
      cmocka_unit_test(different_draws_and_arrays_repeat_no_32_byte_block),
      cmocka_unit_test(arrays_come_from_the_stream_of_seed_kernel_draw_and_array_name),
      cmocka_unit_test(default_contents_cycle_uniform_normal_lognormal_by_draw_index),
      cmocka_unit_test(correctness_draws_hold_edge_values_within_each_domain),
      cmocka_unit_test(every_drawn_size_satisfies_the_constraints_over_10000_draws),
      cmocka_unit_test(sizes_and_params_depend_only_on_seed_kernel_draw_and_purpose),
      cmocka_unit_test(spd_matrices_pass_a_cholesky_factorization),
      cmocka_unit_test(diag_dominant_rows_are_strictly_dominant),
      cmocka_unit_test(csr_parts_form_a_valid_matrix),
      cmocka_unit_test(pattern_only_csr_forms_a_valid_graph),
      cmocka_unit_test(permutation_index_zeros_and_domains_hold),
      cmocka_unit_test(out_arrays_are_not_written),
      cmocka_unit_test(caller_buffers_get_the_bytes_of_fill_all_and_owned_arrays_are_64_byte_aligned),
      cmocka_unit_test(custom_initializer_reads_earlier_arrays_and_its_own_stream),
      cmocka_unit_test(custom_initializer_without_resolver_or_symbol_fails_naming_kernel_draw_and_array),
      cmocka_unit_test(custom_initializer_that_refuses_fails_the_fill),
      cmocka_unit_test(custom_initializer_needs_the_arrays_declared_before_it),
      cmocka_unit_test(every_array_but_zeros_changes_every_round_reproducibly_and_keeps_its_property),
      cmocka_unit_test(bad_arguments_fail_with_a_status_and_a_message),
      cmocka_unit_test(impossible_sizes_fail_naming_the_kernel_and_draw),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
