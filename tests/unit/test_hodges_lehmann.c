/* Unit tests: the Hodges–Lehmann estimate and its Mann–Whitney interval (hpcab/hodges_lehmann.h)
   against numpy (tests/data/gen_hl.py), and the selection against sorting every difference. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"
#include "hl_vectors.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static void expect_near(const char *what, size_t i, double got, double want, double rel)
{
  if (!(fabs(got - want) <= rel * fabs(want) || got == want)) {
    fprintf(stderr, "%s case %zu: got %.17g, want %.17g\n", what, i, got, want);
    fail();
  }
}

static void hl_shift_matches_numpy_on_every_generated_case(void **state)
{
  (void)state;
  assert_true(COUNT(HL_SHIFT_CASES) >= 30);
  for (size_t i = 0; i < COUNT(HL_SHIFT_CASES); i++) {
    const hl_case *c = &HL_SHIFT_CASES[i];
    hpcab_hl_result r = {.size = sizeof r};
    assert_int_equal(hpcab_hl_shift(HL_VALUES + c->off_x, c->nx, HL_VALUES + c->off_y, c->ny, c->confidence, &r),
                     HPCAB_OK);
    assert_int_equal(r.c, c->c);
    assert_true(r.pairs == (uint64_t)c->nx * c->ny);
    expect_near("shift estimate", i, r.estimate, c->estimate, 1e-15);
    expect_near("shift lo", i, r.lo, c->lo, 0);
    expect_near("shift hi", i, r.hi, c->hi, 0);
  }
}

static void hl_ratio_matches_numpy_on_every_generated_case(void **state)
{
  (void)state;
  assert_true(COUNT(HL_RATIO_CASES) >= 20);
  for (size_t i = 0; i < COUNT(HL_RATIO_CASES); i++) {
    const hl_case *c = &HL_RATIO_CASES[i];
    hpcab_hl_result r = {.size = sizeof r};
    assert_int_equal(hpcab_hl_ratio(HL_VALUES + c->off_x, c->nx, HL_VALUES + c->off_y, c->ny, c->confidence, &r),
                     HPCAB_OK);
    assert_int_equal(r.c, c->c);
    expect_near("ratio estimate", i, r.estimate, c->estimate, 1e-14);
    expect_near("ratio lo", i, r.lo, c->lo, 1e-15);
    expect_near("ratio hi", i, r.hi, c->hi, 1e-15);
    assert_true(r.lo <= r.estimate && r.estimate <= r.hi);
  }
}

static int cmp(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void hl_selection_agrees_with_sorting_every_difference(void **state)
{
  (void)state;
  size_t nx = 700, ny = 900, N = nx * ny;
  double *x = malloc(nx * sizeof *x), *y = malloc(ny * sizeof *y), *d = malloc(N * sizeof *d);
  assert_non_null(x);
  assert_non_null(y);
  assert_non_null(d);
  uint64_t s = 12345;
  for (size_t i = 0; i < nx + ny; i++) {
    s = s * 6364136223846793005u + 1442695040888963407u;
    double v = (double)(s >> 54) + ((s >> 20) & 1 ? 0.25 : 0); /* many ties */
    if (i < nx)
      x[i] = v + 3;
    else
      y[i - nx] = v;
  }
  for (size_t i = 0; i < nx; i++)
    for (size_t j = 0; j < ny; j++) d[i * ny + j] = x[i] - y[j];
  qsort(d, N, sizeof *d, cmp);
  const double conf[] = {0.5, 0.8, 0.95, 0.999};
  for (size_t k = 0; k < COUNT(conf); k++) {
    hpcab_hl_result r = {.size = sizeof r};
    assert_int_equal(hpcab_hl_shift(x, nx, y, ny, conf[k], &r), HPCAB_OK);
    assert_true(r.estimate == 0.5 * (d[N / 2 - 1] + d[N / 2]));
    assert_true(r.lo == d[r.c - 1]);
    assert_true(r.hi == d[N - r.c]);
    assert_true(r.c >= 1 && r.c <= N / 2);
  }
  free(x);
  free(y);
  free(d);
}

static void hl_of_a_known_shift_is_that_shift_at_100000_calls_per_side(void **state)
{
  (void)state;
  size_t n = 100000;
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  assert_non_null(x);
  assert_non_null(y);
  for (size_t i = 0; i < n; i++) {
    x[(i * 7919) % n] = (double)i + 5; /* any order: the library sorts */
    y[i] = (double)i;
  }
  hpcab_hl_result r = {.size = sizeof r};
  assert_int_equal(hpcab_hl_shift(x, n, y, n, 0.95, &r), HPCAB_OK);
  assert_true(r.estimate == 5.0);
  assert_true(r.lo < 5.0 && r.hi > 5.0 && 5.0 - r.lo == r.hi - 5.0); /* symmetric differences */
  /* the ratio of times twice as long is 2 */
  for (size_t i = 0; i < n; i++) {
    y[i] = 1000.0 + (double)(i % 977);
    x[i] = 2 * y[i];
  }
  assert_int_equal(hpcab_hl_ratio(x, n, y, n, 0.8, &r), HPCAB_OK);
  assert_true(fabs(r.estimate - 2.0) < 1e-12);
  assert_true(r.lo <= 2.0 + 1e-12 && r.hi >= 2.0 - 1e-12);
  free(x);
  free(y);
}

static void hl_rejects_what_it_cannot_estimate(void **state)
{
  (void)state;
  const double x[] = {1, 2, 3}, bad[] = {1, NAN, 3}, neg[] = {1, -2, 3};
  hpcab_hl_result r = {.size = sizeof r};
  assert_int_equal(hpcab_hl_shift(NULL, 3, x, 3, 0.9, &r), HPCAB_E_INVALID);
  assert_int_equal(hpcab_hl_shift(x, 0, x, 3, 0.9, &r), HPCAB_E_INVALID);
  assert_int_equal(hpcab_hl_shift(x, 3, bad, 3, 0.9, &r), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "y[1]"));
  assert_int_equal(hpcab_hl_shift(x, 3, x, 3, 1.0, &r), HPCAB_E_INVALID);
  assert_int_equal(hpcab_hl_shift(x, 3, x, 3, 0.0, &r), HPCAB_E_INVALID);
  assert_int_equal(hpcab_hl_ratio(x, 3, neg, 3, 0.9, &r), HPCAB_E_INVALID);
  hpcab_hl_result small = {.size = sizeof small - 8};
  assert_int_equal(hpcab_hl_shift(x, 3, x, 3, 0.9, &small), HPCAB_E_INVALID);
  assert_int_equal(hpcab_hl_shift(x, 3, x, 3, 0.9, NULL), HPCAB_E_INVALID);
}

static void summary_matches_numpy_percentile(void **state)
{
  (void)state;
  for (size_t i = 0; i < COUNT(SUMMARY_CASES); i++) {
    const summary_case *c = &SUMMARY_CASES[i];
    hpcab_summary s = {.size = sizeof s};
    assert_int_equal(hpcab_summary_compute(SUMMARY_VALUES + c->off, c->n, &s), HPCAB_OK);
    assert_true(s.n == c->n);
    expect_near("min", i, s.min, c->min, 0);
    expect_near("q1", i, s.q1, c->q1, 1e-15);
    expect_near("median", i, s.median, c->median, 1e-15);
    expect_near("q3", i, s.q3, c->q3, 1e-15);
    expect_near("max", i, s.max, c->max, 0);
    expect_near("mean", i, s.mean, c->mean, 1e-14);
    expect_near("iqr", i, s.iqr, c->q3 - c->q1, 1e-12);
  }
}

static void summary_rejects_nan_and_empty_samples(void **state)
{
  (void)state;
  const double bad[] = {1, NAN};
  hpcab_summary s = {.size = sizeof s};
  assert_int_equal(hpcab_summary_compute(bad, 2, &s), HPCAB_E_INVALID);
  assert_int_equal(hpcab_summary_compute(bad, 0, &s), HPCAB_E_INVALID);
  s.size = 8;
  assert_int_equal(hpcab_summary_compute(bad, 1, &s), HPCAB_E_INVALID);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(hl_shift_matches_numpy_on_every_generated_case),
      cmocka_unit_test(hl_ratio_matches_numpy_on_every_generated_case),
      cmocka_unit_test(hl_selection_agrees_with_sorting_every_difference),
      cmocka_unit_test(hl_of_a_known_shift_is_that_shift_at_100000_calls_per_side),
      cmocka_unit_test(hl_rejects_what_it_cannot_estimate),
      cmocka_unit_test(summary_matches_numpy_percentile),
      cmocka_unit_test(summary_rejects_nan_and_empty_samples),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
