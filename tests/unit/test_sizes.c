/* Unit tests: size and param draws, footprints and cost (hpcab/manifest.h). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"

static uint64_t splitmix(void *state)
{
  uint64_t *s = state;
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static hpcab_manifest *load(const char *yaml)
{
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load_string(yaml, strlen(yaml), "t.yaml", NULL, &m) != HPCAB_OK)
    fail_msg("%s", hpcab_last_error());
  return m;
}

static const char *CONSTRAINED =
    "name: c\ntrack: llr\nsymbol: c\nprecisions: [f64, f32]\n"
    "sizes:\n  N: {range: [100, 100000], test: 400}\n  M: {range: [1, 5000], test: 30}\n  H: {expr: \"N / 2 + M\"}\n"
    "  K: {values: [1, 2, 5, 9]}\n"
    "constraints: [\"N % 4 == 0\", \"M <= N / 3\", \"H < 60000\"]\n"
    "arrays:\n  a: {shape: [N, K], intent: out}\n  b: {shape: [H], intent: in}\n  c: {dtype: i8, shape: [M], intent: "
    "in}\n"
    "args: [a, b, c, N, M, H, K]\nreference: r.c\n";

static void constraints_hold_over_ten_thousand_draws(void **state)
{
  (void)state;
  hpcab_manifest *m = load(CONSTRAINED);
  hpcab_sizes *s;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  uint64_t seed = 7;
  hpcab_random rng = {sizeof rng, splitmix, &seed};
  for (int purpose = HPCAB_PURPOSE_CORRECTNESS; purpose <= HPCAB_PURPOSE_TIMED; purpose++) {
    for (uint64_t d = 0; d < 10000; d++) {
      if (hpcab_sizes_draw(m, (hpcab_purpose)purpose, d, &rng, NULL, s) != HPCAB_OK) fail_msg("%s", hpcab_last_error());
      int64_t n = hpcab_sizes_get(s, 0), mm = hpcab_sizes_get(s, 1), h = hpcab_sizes_get(s, 2),
              k = hpcab_sizes_get(s, 3);
      assert_true(n % 4 == 0 && mm <= n / 3 && h < 60000);
      assert_int_equal(h, n / 2 + mm);
      assert_true(n >= 100 && n <= 100000 && mm >= 1 && mm <= 5000);
      assert_true(k == 1 || k == 2 || k == 5 || k == 9);
      assert_int_equal(hpcab_sizes_check(m, s), HPCAB_OK);
    }
  }
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

static void log_uniform_draws_are_flat_over_log_spaced_bins(void **state)
{
  (void)state;
  hpcab_manifest *m = load("name: l\ntrack: llr\nsymbol: l\nsizes: {N: {range: [1000, 1000000], test: 1000}}\n"
                           "arrays: {a: {dtype: u8, shape: [N], intent: out}}\nargs: [a, N]\nreference: r.c\n");
  hpcab_sizes *s;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  uint64_t seed = 11;
  hpcab_random rng = {sizeof rng, splitmix, &seed};
  enum { BINS = 12, DRAWS = 24000 };
  int count[BINS] = {0};
  double a = log(1000.0), b = log(1000001.0);
  for (int d = 0; d < DRAWS; d++) {
    assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_CORRECTNESS, HPCAB_EDGE_DRAWS + (uint64_t)d, &rng, NULL, s),
                     HPCAB_OK);
    int bin = (int)((log((double)hpcab_sizes_get(s, 0)) - a) / (b - a) * BINS);
    assert_in_range(bin, 0, BINS - 1);
    count[bin]++;
  }
  /* chi-square against a flat histogram: 11 degrees of freedom, p = 0.001 critical value 31.26 */
  double expect = (double)DRAWS / BINS, chi2 = 0;
  for (int i = 0; i < BINS; i++) chi2 += (count[i] - expect) * (count[i] - expect) / expect;
  if (chi2 > 31.26) fail_msg("chi-square %.2f over %d log-spaced bins", chi2, BINS);
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

static bool is_prime(int64_t v)
{
  if (v < 2) return false;
  for (int64_t d = 2; d * d <= v; d++)
    if (v % d == 0) return false;
  return true;
}

static void correctness_draws_start_with_edge_sizes(void **state)
{
  (void)state;
  hpcab_manifest *m = load("name: e\ntrack: llr\nsymbol: e\nsizes:\n  N: {range: [1000, 4000000], test: 1000}\n"
                           "  K: {values: [7, 3, 12]}\n"
                           "arrays: {a: {shape: [N], intent: out}}\nargs: [a, N, K]\nreference: r.c\n");
  hpcab_sizes *s;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  uint64_t seed = 3;
  hpcab_random rng = {sizeof rng, splitmix, &seed};
  for (int round = 0; round < 50; round++) {
    assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_CORRECTNESS, 0, &rng, NULL, s), HPCAB_OK);
    assert_int_equal(hpcab_sizes_get(s, 0), 1000); /* smallest */
    assert_int_equal(hpcab_sizes_get(s, 1), 3);
    assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_CORRECTNESS, 1, &rng, NULL, s), HPCAB_OK);
    assert_true(hpcab_sizes_get(s, 0) % 2 == 1); /* odd */
    assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_CORRECTNESS, 2, &rng, NULL, s), HPCAB_OK);
    assert_true(is_prime(hpcab_sizes_get(s, 0))); /* prime */
    assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_CORRECTNESS, 3, &rng, NULL, s), HPCAB_OK);
    assert_true(hpcab_sizes_get(s, 0) % 8 != 0); /* not a multiple of the vector width */
  }
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

static void edge_draws_yield_to_constraints(void **state)
{
  (void)state;
  hpcab_manifest *m = load(CONSTRAINED);
  hpcab_sizes *s;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  uint64_t seed = 5;
  hpcab_random rng = {sizeof rng, splitmix, &seed};
  assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_CORRECTNESS, 0, &rng, NULL, s), HPCAB_OK);
  assert_true(hpcab_sizes_get(s, 0) >= 100 && hpcab_sizes_get(s, 0) <= 110); /* the smallest multiple of 4, near 100 */
  assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_CORRECTNESS, 1, &rng, NULL, s), HPCAB_OK);
  assert_true(hpcab_sizes_get(s, 0) % 4 == 0); /* odd is impossible: the constraint wins */
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

static void timed_draws_come_from_the_upper_half_on_a_log_scale(void **state)
{
  (void)state;
  hpcab_manifest *m = load(CONSTRAINED);
  hpcab_sizes *s;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  uint64_t seed = 9;
  hpcab_random rng = {sizeof rng, splitmix, &seed};
  for (int d = 0; d < 2000; d++) {
    assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_TIMED, (uint64_t)d, &rng, NULL, s), HPCAB_OK);
    assert_true(hpcab_sizes_get(s, 0) >= 3163); /* sqrt(100 * 100000) */
    assert_true(hpcab_sizes_get(s, 1) >= 71);   /* sqrt(1 * 5000) */
    assert_true(hpcab_sizes_get(s, 3) >= 5);    /* upper half of {1, 2, 5, 9} */
  }
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

static void correctness_draws_honour_the_footprint_cap(void **state)
{
  (void)state;
  hpcab_manifest *m = load(CONSTRAINED);
  hpcab_sizes *s;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  uint64_t seed = 13;
  hpcab_random rng = {sizeof rng, splitmix, &seed};
  hpcab_draw_limits lim = {sizeof lim, 200000, 0, HPCAB_F32};
  for (int d = 0; d < 2000; d++) {
    assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_CORRECTNESS, (uint64_t)d, &rng, &lim, s), HPCAB_OK);
    uint64_t bytes;
    assert_int_equal(hpcab_manifest_footprint(m, s, HPCAB_F32, &bytes), HPCAB_OK);
    assert_true(bytes <= 200000);
  }
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

static void an_unsatisfiable_draw_names_the_constraint_that_rejected_most(void **state)
{
  (void)state;
  hpcab_manifest *m = load("name: u\ntrack: llr\nsymbol: u\nsizes: {N: {range: [1, 1000000000], test: 1500}}\n"
                           "constraints: [\"N >= 1\", \"N == 1500\"]\n"
                           "arrays: {a: {dtype: u8, shape: [N], intent: out}}\nargs: [a, N]\nreference: r.c\n");
  hpcab_sizes *s;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  uint64_t seed = 1;
  hpcab_random rng = {sizeof rng, splitmix, &seed};
  hpcab_draw_limits lim = {sizeof lim, 0, 50, HPCAB_DTYPE_INVALID};
  assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_TIMED, 0, &rng, &lim, s), HPCAB_E_CONSTRAINT);
  assert_string_equal(hpcab_last_error(),
                      "u: no timed draw of sizes passed in 50 tries; constraint \"N == 1500\" rejected most (50)");
  assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_TEST, 0, NULL, NULL, s), HPCAB_OK);
  assert_int_equal(hpcab_sizes_get(s, 0), 1500);
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

static void footprint_cost_and_accumulate_follow_the_sizes(void **state)
{
  (void)state;
  hpcab_manifest *m = NULL;
  assert_int_equal(hpcab_manifest_load(HPCAB_SOURCE_ROOT "/tests/manifests/good/gemm", &m), HPCAB_OK);
  hpcab_sizes *s;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  assert_int_equal(hpcab_sizes_draw(m, HPCAB_PURPOSE_TEST, 0, NULL, NULL, s), HPCAB_OK);
  int64_t v;
  assert_int_equal(hpcab_sizes_lookup(s, "NIJ", &v), HPCAB_OK);
  assert_int_equal(v, 32 * 48);
  assert_int_equal(hpcab_sizes_lookup(s, "nope", &v), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_manifest_array_elements(m, 0, s, &v), HPCAB_OK);
  assert_int_equal(v, 1536);
  assert_int_equal(hpcab_manifest_array_extent(m, 1, s, 1, &v), HPCAB_OK);
  assert_int_equal(v, 64);
  assert_int_equal(hpcab_manifest_accumulate(m, 0, s, &v), HPCAB_OK);
  assert_int_equal(v, 64);
  uint64_t bytes;
  assert_int_equal(hpcab_manifest_footprint(m, s, HPCAB_F64, &bytes), HPCAB_OK);
  assert_int_equal(bytes, 8 * (1536 + 2048 + 3072));
  assert_int_equal(hpcab_manifest_footprint(m, s, HPCAB_BF16, &bytes), HPCAB_OK);
  assert_int_equal(bytes, 2 * (1536 + 2048 + 3072));
  int64_t cb, cf;
  assert_int_equal(hpcab_manifest_cost(m, s, &cb, &cf), HPCAB_OK);
  assert_int_equal(cb, 65536);
  assert_int_equal(cf, 196608);
  assert_int_equal(hpcab_manifest_eval(m, "max(NI, NJ) * 2", s, &v), HPCAB_OK);
  assert_int_equal(v, 96);
  assert_int_equal(hpcab_manifest_eval(m, "NQ + 1", s, &v), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_sizes_set(s, 0, INT64_C(1) << 40), HPCAB_OK);
  assert_int_equal(hpcab_sizes_set(s, 1, INT64_C(1) << 40), HPCAB_OK);
  assert_int_equal(hpcab_sizes_derive(m, s), HPCAB_E_RANGE); /* NI * NJ overflows */
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

static void params_are_drawn_in_range_and_exact_in_the_precision(void **state)
{
  (void)state;
  hpcab_manifest *m =
      load("name: p\ntrack: llr\nsymbol: p\nprecisions: [f32, bf16]\n"
           "params:\n  alpha: {range: [0.5, 2.0]}\n  k: {dtype: i32, range: [-3, 3]}\n  c: {dtype: f64, value: 0.1}\n"
           "arrays: {a: {shape: [4], intent: out}}\nargs: [a, alpha, k, c]\nreference: r.c\n");
  uint64_t seed = 17;
  hpcab_random rng = {sizeof rng, splitmix, &seed};
  double v[3];
  int seen[7] = {0};
  for (int d = 0; d < 1000; d++) {
    assert_int_equal(hpcab_params_draw(m, HPCAB_F32, &rng, v), HPCAB_OK);
    assert_true(v[0] >= 0.5 && v[0] <= 2.0 && v[0] == (double)(float)v[0]);
    assert_true(v[1] == floor(v[1]) && v[1] >= -3 && v[1] <= 3);
    seen[(int)v[1] + 3]++;
    assert_true(v[2] == 0.1);
    assert_int_equal(hpcab_params_draw(m, HPCAB_BF16, &rng, v), HPCAB_OK);
    assert_true(v[0] == (double)hpcab_bf16_to_f32(hpcab_f32_to_bf16((float)v[0])));
  }
  for (int i = 0; i < 7; i++) assert_true(seen[i] > 0);
  assert_int_equal(hpcab_params_draw(m, HPCAB_F64, &rng, v), HPCAB_E_INVALID);
  hpcab_manifest_free(m);
}

/* The top corner: every drawn size as large as the constraints allow, jointly. */
static void top_corner_is_the_declared_maxima_as_the_constraints_allow(void **state)
{
  (void)state;
  hpcab_manifest *m =
      load("name: t\ntrack: llr\nsymbol: t\n"
           "sizes:\n  N: {range: [1000, 4000003], test: 1000}\n  K: {values: [3, 9, 1]}\n"
           "  H: {range: [8, 256], test: 8}\n  D: {values: [32, 64, 256], test: 32}\n"
           "constraints: [\"N % 5 == 0\", \"H >= K\", \"D <= 128\"]\n"
           "arrays: {a: {dtype: u8, shape: [N], intent: out}}\nargs: [a, N, K, H, D]\nreference: r.c\n");
  hpcab_sizes *s;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  int capped = -1;
  assert_int_equal(hpcab_sizes_top(m, NULL, s, &capped), HPCAB_OK);
  assert_int_equal(hpcab_sizes_get(s, 0), 4000000); /* the largest multiple of 5 */
  assert_int_equal(hpcab_sizes_get(s, 1), 9);
  assert_int_equal(hpcab_sizes_get(s, 2), 256);
  assert_int_equal(hpcab_sizes_get(s, 3), 64); /* the largest value D <= 128 allows */
  assert_int_equal(capped, 0);
  assert_int_equal(hpcab_sizes_check(m, s), HPCAB_OK);
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

/* Where the footprint cap forbids the declared maxima, the top corner is the largest that fits
   (all sizes shrinking together), and says so. */
static void top_corner_under_the_footprint_cap_is_the_largest_that_fits(void **state)
{
  (void)state;
  hpcab_manifest *m = load("name: t\ntrack: llr\nsymbol: t\nsizes: {N: {range: [16, 16000], test: 16}}\n"
                           "arrays: {A: {shape: [N, N], intent: out}}\nargs: [A, N]\nreference: r.c\n");
  hpcab_sizes *s;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  int capped = 0;
  assert_int_equal(hpcab_sizes_top(m, NULL, s, &capped), HPCAB_OK); /* 256 MiB of f64: N = 5792 */
  int64_t n = hpcab_sizes_get(s, 0);
  assert_true(n * n * 8 <= (int64_t)HPCAB_DEFAULT_FOOTPRINT_CAP &&
              (n + 1) * (n + 1) * 8 > (int64_t)HPCAB_DEFAULT_FOOTPRINT_CAP);
  assert_int_equal(capped, 1);
  hpcab_draw_limits lim = {sizeof lim, UINT64_MAX, 0, HPCAB_DTYPE_INVALID};
  assert_int_equal(hpcab_sizes_top(m, &lim, s, &capped), HPCAB_OK);
  assert_int_equal(hpcab_sizes_get(s, 0), 16000);
  assert_int_equal(capped, 0);
  lim.footprint_cap = 100; /* not even the smallest fits */
  assert_int_equal(hpcab_sizes_top(m, &lim, s, &capped), HPCAB_E_CONSTRAINT);
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
}

/* With several sizes and a cap, they shrink together: none is left at its minimum while another
   stays at its maximum, and the corner is the same every time (no random stream). */
static void top_corner_of_several_sizes_under_a_cap_shrinks_them_together(void **state)
{
  (void)state;
  hpcab_manifest *m = load(CONSTRAINED);
  hpcab_sizes *s, *s2;
  assert_int_equal(hpcab_sizes_new(m, &s), HPCAB_OK);
  assert_int_equal(hpcab_sizes_new(m, &s2), HPCAB_OK);
  hpcab_draw_limits lim = {sizeof lim, 200000, 0, HPCAB_F32};
  int capped = 0;
  assert_int_equal(hpcab_sizes_top(m, &lim, s, &capped), HPCAB_OK);
  assert_int_equal(hpcab_sizes_top(m, &lim, s2, NULL), HPCAB_OK);
  assert_int_equal(capped, 1);
  assert_int_equal(hpcab_sizes_check(m, s), HPCAB_OK);
  uint64_t bytes;
  assert_int_equal(hpcab_manifest_footprint(m, s, HPCAB_F32, &bytes), HPCAB_OK);
  assert_true(bytes <= 200000 && bytes > 100000);
  for (size_t i = 0; i < hpcab_sizes_count(s); i++) assert_int_equal(hpcab_sizes_get(s, i), hpcab_sizes_get(s2, i));
  assert_true(hpcab_sizes_get(s, 0) > 100 && hpcab_sizes_get(s, 1) > 1);
  hpcab_sizes_free(s);
  hpcab_sizes_free(s2);
  hpcab_manifest_free(m);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(top_corner_is_the_declared_maxima_as_the_constraints_allow),
      cmocka_unit_test(top_corner_under_the_footprint_cap_is_the_largest_that_fits),
      cmocka_unit_test(top_corner_of_several_sizes_under_a_cap_shrinks_them_together),
      cmocka_unit_test(constraints_hold_over_ten_thousand_draws),
      cmocka_unit_test(log_uniform_draws_are_flat_over_log_spaced_bins),
      cmocka_unit_test(correctness_draws_start_with_edge_sizes),
      cmocka_unit_test(edge_draws_yield_to_constraints),
      cmocka_unit_test(timed_draws_come_from_the_upper_half_on_a_log_scale),
      cmocka_unit_test(correctness_draws_honour_the_footprint_cap),
      cmocka_unit_test(an_unsatisfiable_draw_names_the_constraint_that_rejected_most),
      cmocka_unit_test(footprint_cost_and_accumulate_follow_the_sizes),
      cmocka_unit_test(params_are_drawn_in_range_and_exact_in_the_precision),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
