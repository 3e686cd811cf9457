/* Unit tests: statistics (hpcab/stats.h) against vectors from scipy (tests/data/gen_stats.py). */
#include <math.h>
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"
#include "stats_vectors.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* |got - want| <= rel |want|, or both tiny (abs), or both NaN / the same infinity. */
static int close_to(double got, double want, double rel, double abs_tol)
{
  if (isnan(want)) return isnan(got);
  if (isinf(want)) return got == want;
  return fabs(got - want) <= rel * fabs(want) || fabs(got - want) <= abs_tol;
}

static void expect_close(const char *what, size_t i, double got, double want, double rel, double abs_tol)
{
  if (!close_to(got, want, rel, abs_tol)) {
    fprintf(stderr, "%s case %zu: got %.17g, want %.17g (rel %.3g)\n", what, i, got, want,
            fabs(got - want) / fabs(want));
    fail();
  }
}

/* ---- Mann–Whitney ---- */

static void mwu_matches_scipy_on_every_generated_case(void **state)
{
  (void)state;
  assert_true(COUNT(MWU_CASES) >= 300);
  for (size_t i = 0; i < COUNT(MWU_CASES); i++) {
    const mwu_case *c = &MWU_CASES[i];
    hpcab_mwu_result r = {.size = sizeof r};
    hpcab_status st = hpcab_mwu_test(MWU_VALUES + c->off_x, c->n1, MWU_VALUES + c->off_y, c->n2,
                                     (hpcab_alternative)c->alt, (hpcab_mwu_method)c->method, c->continuity, &r);
    if (st != HPCAB_OK) fprintf(stderr, "case %zu: %s\n", i, hpcab_last_error());
    assert_int_equal(st, HPCAB_OK);
    expect_close("mwu U1", i, r.u1, c->u1, 0, 0);
    expect_close("mwu p", i, r.p, c->p, 1e-10, 1e-15);
    assert_int_equal(r.method, c->used);
  }
}

static void mwu_reproduces_the_scipy_documentation_example(void **state)
{
  (void)state;
  const double males[] = {19, 22, 16, 29, 24}, females[] = {20, 11, 17, 12};
  hpcab_mwu_result r = {.size = sizeof r};
  assert_int_equal(hpcab_mwu_test(males, 5, females, 4, HPCAB_TWO_SIDED, HPCAB_MWU_EXACT, true, &r), HPCAB_OK);
  assert_true(r.u1 == 17.0);
  assert_true(close_to(r.p, 0.1111111111111111, 1e-15, 0));
  assert_int_equal(hpcab_mwu_test(females, 4, males, 5, HPCAB_LESS, HPCAB_MWU_EXACT, true, &r), HPCAB_OK);
  assert_true(r.u1 == 3.0);
  assert_true(close_to(r.p, 0.05555555555555555, 1e-15, 0));
  assert_int_equal(hpcab_mwu_test(males, 5, females, 4, HPCAB_TWO_SIDED, HPCAB_MWU_ASYMPTOTIC, true, &r), HPCAB_OK);
  assert_true(close_to(r.p, 0.11134688653314041, 1e-13, 0));
  assert_int_equal(hpcab_mwu_test(males, 5, females, 4, HPCAB_TWO_SIDED, HPCAB_MWU_ASYMPTOTIC, false, &r), HPCAB_OK);
  assert_true(close_to(r.p, 0.0864107329737, 1e-11, 0));
}

static void mwu_auto_is_exact_only_for_a_small_sample_without_ties(void **state)
{
  (void)state;
  double x[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9}, y[9] = {1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5};
  hpcab_mwu_result r = {.size = sizeof r};
  assert_int_equal(hpcab_mwu_test(x, 8, y, 9, HPCAB_TWO_SIDED, HPCAB_MWU_AUTO, true, &r), HPCAB_OK);
  assert_int_equal(r.method, HPCAB_MWU_EXACT);
  assert_false(r.ties);
  assert_int_equal(hpcab_mwu_test(x, 9, y, 9, HPCAB_TWO_SIDED, HPCAB_MWU_AUTO, true, &r), HPCAB_OK);
  assert_int_equal(r.method, HPCAB_MWU_ASYMPTOTIC);
  y[0] = 1; /* a tie */
  assert_int_equal(hpcab_mwu_test(x, 3, y, 9, HPCAB_TWO_SIDED, HPCAB_MWU_AUTO, true, &r), HPCAB_OK);
  assert_int_equal(r.method, HPCAB_MWU_ASYMPTOTIC);
  assert_true(r.ties);
}

static void mwu_exact_extreme_u_at_100x100_is_one_over_binomial(void **state)
{
  (void)state;
  double x[100], y[100];
  for (int i = 0; i < 100; i++) {
    x[i] = i;
    y[i] = 100 + i;
  }
  hpcab_mwu_result r = {.size = sizeof r};
  assert_int_equal(hpcab_mwu_test(x, 100, y, 100, HPCAB_LESS, HPCAB_MWU_EXACT, true, &r), HPCAB_OK);
  /* P(U <= 0) = 1 / binom(200, 100) */
  double want = exp(-(lgamma(201.0) - 2 * lgamma(101.0)));
  assert_true(close_to(r.p, want, 1e-11, 0));
  assert_int_equal(hpcab_mwu_test(x, 100, y, 100, HPCAB_GREATER, HPCAB_MWU_EXACT, true, &r), HPCAB_OK);
  assert_true(r.p == 1.0);
}

static void mwu_exact_stays_finite_and_in_range_up_to_200x200(void **state)
{
  (void)state;
  double x[200], y[200];
  for (int n = 1; n <= 200; n += 19) {
    for (int i = 0; i < n; i++) {
      x[i] = 3 * i;
      y[i] = 3 * i + (i % 3 == 0 ? -2 : 1);
    }
    for (int alt = 0; alt < 3; alt++) {
      hpcab_mwu_result r = {.size = sizeof r};
      assert_int_equal(hpcab_mwu_test(x, n, y, n, (hpcab_alternative)alt, HPCAB_MWU_EXACT, true, &r), HPCAB_OK);
      assert_false(isnan(r.p));
      assert_true(r.p >= 0 && r.p <= 1);
    }
  }
}

static void mwu_exact_refuses_work_beyond_its_limit(void **state)
{
  (void)state;
  size_t n = 5000;
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (size_t i = 0; i < n; i++) {
    x[i] = (double)i;
    y[i] = i + 0.5;
  }
  hpcab_mwu_result r = {.size = sizeof r};
  assert_int_equal(hpcab_mwu_test(x, n, y, n, HPCAB_TWO_SIDED, HPCAB_MWU_EXACT, true, &r), HPCAB_E_RANGE);
  assert_non_null(strstr(hpcab_last_error(), "asymptotic"));
  assert_int_equal(hpcab_mwu_test(x, n, y, n, HPCAB_TWO_SIDED, HPCAB_MWU_AUTO, true, &r), HPCAB_OK);
  free(x);
  free(y);
}

static void mwu_exact_refuses_a_distribution_too_large_to_hold(void **state)
{
  (void)state;
  size_t n = 3000000;
  double x[3] = {n / 2 + 0.5, n / 2 + 1.5, n / 2 - 0.5}, *y = malloc(n * sizeof *y);
  for (size_t i = 0; i < n; i++) y[i] = (double)i;
  hpcab_mwu_result r = {.size = sizeof r};
  assert_int_equal(hpcab_mwu_test(x, 3, y, n, HPCAB_TWO_SIDED, HPCAB_MWU_EXACT, true, &r), HPCAB_E_RANGE);
  assert_non_null(strstr(hpcab_last_error(), "up to"));
  free(y);
}

static void mwu_with_every_value_tied_follows_scipy(void **state)
{
  (void)state;
  const double x[] = {3, 3}, y[] = {3, 3, 3};
  hpcab_mwu_result r = {.size = sizeof r};
  assert_int_equal(hpcab_mwu_test(x, 2, y, 3, HPCAB_TWO_SIDED, HPCAB_MWU_ASYMPTOTIC, true, &r), HPCAB_OK);
  assert_true(r.p == 1.0);
  assert_int_equal(hpcab_mwu_test(x, 2, y, 3, HPCAB_TWO_SIDED, HPCAB_MWU_ASYMPTOTIC, false, &r), HPCAB_OK);
  assert_true(isnan(r.p));
}

static void mwu_rejects_bad_arguments_with_a_message(void **state)
{
  (void)state;
  const double x[] = {1, 2}, bad[] = {1, NAN};
  hpcab_mwu_result r = {.size = sizeof r};
  assert_int_equal(hpcab_mwu_test(x, 2, bad, 2, HPCAB_LESS, HPCAB_MWU_AUTO, true, &r), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "y[1] is NaN"));
  assert_int_equal(hpcab_mwu_test(x, 0, x, 2, HPCAB_LESS, HPCAB_MWU_AUTO, true, &r), HPCAB_E_INVALID);
  assert_int_equal(hpcab_mwu_test(NULL, 2, x, 2, HPCAB_LESS, HPCAB_MWU_AUTO, true, &r), HPCAB_E_INVALID);
  assert_int_equal(hpcab_mwu_test(x, 2, x, 2, (hpcab_alternative)7, HPCAB_MWU_AUTO, true, &r), HPCAB_E_INVALID);
  assert_int_equal(hpcab_mwu_test(x, 2, x, 2, HPCAB_LESS, (hpcab_mwu_method)9, true, &r), HPCAB_E_INVALID);
  assert_int_equal(hpcab_mwu_test(x, 2, x, 2, HPCAB_LESS, HPCAB_MWU_AUTO, true, NULL), HPCAB_E_INVALID);
  hpcab_mwu_result small = {.size = 1};
  assert_int_equal(hpcab_mwu_test(x, 2, x, 2, HPCAB_LESS, HPCAB_MWU_AUTO, true, &small), HPCAB_E_INVALID);
  assert_string_equal(hpcab_alternative_name(HPCAB_GREATER), "greater");
  assert_string_equal(hpcab_mwu_method_name(HPCAB_MWU_ASYMPTOTIC), "asymptotic");
  assert_string_equal(hpcab_mwu_method_name((hpcab_mwu_method)5), "?");
}

/* ---- distributions ---- */

static void norm_cdf_matches_scipy(void **state)
{
  (void)state;
  for (size_t i = 0; i < COUNT(NORM_CDF_CASES); i++)
    expect_close("norm cdf", i, hpcab_norm_cdf(NORM_CDF_CASES[i].x), NORM_CDF_CASES[i].expect, 1e-12, 0);
  assert_true(isnan(hpcab_norm_cdf(NAN)));
  assert_true(hpcab_norm_cdf(-INFINITY) == 0 && hpcab_norm_cdf(INFINITY) == 1);
}

static void norm_quantile_matches_scipy(void **state)
{
  (void)state;
  for (size_t i = 0; i < COUNT(NORM_QUANTILE_CASES); i++)
    expect_close("norm quantile", i, hpcab_norm_quantile(NORM_QUANTILE_CASES[i].x), NORM_QUANTILE_CASES[i].expect,
                 1e-12, 0);
  assert_true(isnan(hpcab_norm_quantile(1.5)) && isnan(hpcab_norm_quantile(-0.1)));
  assert_true(hpcab_norm_quantile(0) == -INFINITY && hpcab_norm_quantile(1) == INFINITY);
}

static void t_cdf_matches_scipy(void **state)
{
  (void)state;
  for (size_t i = 0; i < COUNT(T_CDF_CASES); i++)
    expect_close("t cdf", i, hpcab_t_cdf(T_CDF_CASES[i].x, T_CDF_CASES[i].df), T_CDF_CASES[i].expect, 1e-12, 0);
}

static void t_quantile_matches_scipy(void **state)
{
  (void)state;
  for (size_t i = 0; i < COUNT(T_QUANTILE_CASES); i++)
    expect_close("t quantile", i, hpcab_t_quantile(T_QUANTILE_CASES[i].x, T_QUANTILE_CASES[i].df),
                 T_QUANTILE_CASES[i].expect, 1e-12, 0);
}

static void t_far_tails_follow_the_cauchy_law_at_one_degree_of_freedom(void **state)
{
  (void)state;
  /* df = 1 is Cauchy: P(T < -t) = atan(1 / t) / pi, about 1 / (pi t) for large t */
  assert_true(close_to(hpcab_t_cdf(-1e200, 1), 1 / (M_PI * 1e200), 1e-13, 0));
  assert_true(close_to(hpcab_t_cdf(-1e300, 1), 1 / (M_PI * 1e300), 1e-13, 0));
  assert_true(close_to(hpcab_t_quantile(1e-250, 1), -1 / (M_PI * 1e-250), 1e-12, 0));
  /* beyond the largest double the quantile is infinite */
  assert_true(hpcab_t_quantile(1e-100, 0.1) == -INFINITY);
  assert_true(hpcab_t_quantile(1 - 1e-16, 0.1) > 1e100);
  assert_true(hpcab_t_cdf(-1e308, 0.1) > 0);
}

static void t_functions_return_nan_for_invalid_arguments(void **state)
{
  (void)state;
  assert_true(isnan(hpcab_t_cdf(1, 0)) && isnan(hpcab_t_cdf(1, -2)) && isnan(hpcab_t_cdf(NAN, 3)));
  assert_true(isnan(hpcab_t_quantile(0.5, 0)) && isnan(hpcab_t_quantile(2, 3)));
  assert_true(hpcab_t_quantile(0, 3) == -INFINITY && hpcab_t_quantile(1, 3) == INFINITY);
  assert_true(hpcab_t_cdf(INFINITY, 3) == 1 && hpcab_t_cdf(-INFINITY, 3) == 0);
  assert_true(hpcab_t_cdf(1.5, INFINITY) == hpcab_norm_cdf(1.5));
  assert_true(hpcab_t_cdf(-2.5, 1e300) == hpcab_norm_cdf(-2.5));
  /* df = 1e7 and 1e15: P(T < -2.5) from scipy 1.17 */
  assert_true(close_to(hpcab_t_cdf(-2.5, 1e7), 0.006209673268289235, 1e-12, 0));
  assert_true(close_to(hpcab_t_cdf(-2.5, 1e15), 0.006209665325776218, 1e-12, 0));
}

/* ---- Benjamini–Hochberg, geometric means, t-tests, McNemar ---- */

static void bh_matches_scipy_false_discovery_control(void **state)
{
  (void)state;
  for (size_t i = 0; i < COUNT(BH_CASES); i++) {
    double q[256];
    assert_int_equal(hpcab_bh_adjust(BH_P + BH_CASES[i].off, BH_CASES[i].n, q), HPCAB_OK);
    for (size_t k = 0; k < BH_CASES[i].n; k++) expect_close("bh", i, q[k], BH_Q[BH_CASES[i].off + k], 1e-14, 0);
  }
}

static void bh_works_in_place_and_rejects_p_outside_the_unit_interval(void **state)
{
  (void)state;
  double p[] = {0.04, 0.01, 0.03};
  assert_int_equal(hpcab_bh_adjust(p, 3, p), HPCAB_OK);
  assert_true(close_to(p[0], 0.04, 1e-15, 0) && close_to(p[1], 0.03, 1e-15, 0) && close_to(p[2], 0.04, 1e-15, 0));
  double bad[] = {0.5, 1.5};
  assert_int_equal(hpcab_bh_adjust(bad, 2, bad), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "p[1]"));
  bad[1] = NAN;
  assert_int_equal(hpcab_bh_adjust(bad, 2, bad), HPCAB_E_INVALID);
  assert_int_equal(hpcab_bh_adjust(NULL, 0, NULL), HPCAB_OK);
}

static void geomean_log_t_interval_matches_scipy(void **state)
{
  (void)state;
  for (size_t i = 0; i < COUNT(GEO_CASES); i++) {
    const geo_case *c = &GEO_CASES[i];
    hpcab_geomean_result g = {.size = sizeof g};
    assert_int_equal(hpcab_geomean_ci(GEO_VALUES + c->off, c->n, c->confidence, &g), HPCAB_OK);
    expect_close("geomean", i, g.geomean, c->geomean, 1e-12, 0);
    expect_close("geomean lo", i, g.lo, c->lo, 1e-12, 0);
    expect_close("geomean hi", i, g.hi, c->hi, 1e-12, 0);
  }
}

static void geomean_of_one_value_has_no_interval_and_bad_values_fail(void **state)
{
  (void)state;
  hpcab_geomean_result g = {.size = sizeof g};
  const double one[] = {2.5}, same[] = {3, 3, 3}, bad[] = {1, 0};
  assert_int_equal(hpcab_geomean_ci(one, 1, 0.95, &g), HPCAB_OK);
  assert_true(g.geomean == 2.5 && isnan(g.lo) && isnan(g.hi));
  assert_int_equal(hpcab_geomean_ci(same, 3, 0.95, &g), HPCAB_OK);
  assert_true(close_to(g.lo, 3, 1e-15, 0) && close_to(g.hi, 3, 1e-15, 0));
  assert_int_equal(hpcab_geomean_ci(bad, 2, 0.95, &g), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "[1]"));
  assert_int_equal(hpcab_geomean_ci(same, 3, 1.0, &g), HPCAB_E_INVALID);
  assert_int_equal(hpcab_geomean_ci(same, 0, 0.95, &g), HPCAB_E_INVALID);
}

static void ttest_1samp_matches_scipy(void **state)
{
  (void)state;
  for (size_t i = 0; i < COUNT(TTEST_CASES); i++) {
    const ttest_case *c = &TTEST_CASES[i];
    double lg[512];
    for (size_t k = 0; k < c->n; k++) lg[k] = log(GEO_VALUES[c->off + k]);
    hpcab_ttest_result r = {.size = sizeof r};
    assert_int_equal(hpcab_ttest_1samp(lg, c->n, c->mu, (hpcab_alternative)c->alt, &r), HPCAB_OK);
    expect_close("ttest t", i, r.t, c->t, 1e-11, 1e-14);
    expect_close("ttest p", i, r.p, c->p, 1e-10, 1e-15);
  }
}

static void mcnemar_exact_matches_scipy_binomial(void **state)
{
  (void)state;
  for (size_t i = 0; i < COUNT(MCNEMAR_CASES); i++)
    expect_close("mcnemar", i, hpcab_mcnemar_exact(MCNEMAR_CASES[i].b, MCNEMAR_CASES[i].c), MCNEMAR_CASES[i].p, 1e-11,
                 1e-300);
}

/* ---- crediting ---- */

/* The bare rule of lib/DESIGN.md §8 (no margin), as scipy's vectors were made. */
static hpcab_status credit(const double *ref, size_t nref, const double *cand, size_t ncand, double alpha,
                           hpcab_credit_result *r)
{
  hpcab_credit_params p = {.size = sizeof p, .alpha = alpha, .min_effect = 0.0};
  if (alpha == 0.0) p.alpha = -1.0; /* an alpha of 0 is invalid here, not the default */
  return hpcab_credit_compute(ref, nref, cand, ncand, &p, r);
}

static void credit_follows_the_design_rule_against_scipy(void **state)
{
  (void)state;
  for (size_t i = 0; i < COUNT(CREDIT_CASES); i++) {
    const credit_case *c = &CREDIT_CASES[i];
    hpcab_credit_result r = {.size = sizeof r};
    assert_int_equal(credit(CREDIT_VALUES + c->off_ref, c->nref, CREDIT_VALUES + c->off_cand, c->ncand, c->alpha, &r),
                     HPCAB_OK);
    expect_close("credit median ref", i, r.median_ref, c->med_ref, 0, 0);
    expect_close("credit median cand", i, r.median_cand, c->med_cand, 0, 0);
    assert_int_equal(r.direction, c->direction);
    expect_close("credit p", i, r.p, c->p, 1e-10, 1e-15);
    expect_close("credit credited", i, r.credited, c->credited, 1e-15, 0);
    assert_int_equal(r.confirmed, r.p < c->alpha);
  }
}

static void credit_of_a_clearly_faster_candidate_is_the_ratio_of_medians(void **state)
{
  (void)state;
  double ref[12], cand[12];
  for (int i = 0; i < 12; i++) {
    ref[i] = 1000 + i;
    cand[i] = 500 + i;
  }
  hpcab_credit_result r = {.size = sizeof r};
  assert_int_equal(credit(ref, 12, cand, 12, HPCAB_CREDIT_ALPHA, &r), HPCAB_OK);
  assert_int_equal(r.direction, HPCAB_LESS);
  assert_true(r.confirmed);
  assert_true(close_to(r.credited, 1005.5 / 505.5, 1e-15, 0));
  /* the same samples the other way round: a confirmed slowdown is credited too */
  assert_int_equal(credit(cand, 12, ref, 12, HPCAB_CREDIT_ALPHA, &r), HPCAB_OK);
  assert_int_equal(r.direction, HPCAB_GREATER);
  assert_true(close_to(r.credited, 505.5 / 1005.5, 1e-15, 0));
}

static void credit_of_equal_medians_is_one_and_bad_times_fail(void **state)
{
  (void)state;
  const double a[] = {10, 20, 30}, b[] = {5, 20, 40}, bad[] = {10, -1};
  hpcab_credit_result r = {.size = sizeof r};
  assert_int_equal(credit(a, 3, b, 3, 0.1, &r), HPCAB_OK);
  assert_int_equal(r.direction, HPCAB_TWO_SIDED);
  assert_true(r.p == 1.0 && r.credited == 1.0 && !r.confirmed);
  assert_int_equal(credit(a, 3, bad, 2, 0.1, &r), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "candidate time [1]"));
  assert_int_equal(credit(a, 3, b, 3, 0.0, &r), HPCAB_E_INVALID);
  assert_int_equal(credit(a, 0, b, 3, 0.1, &r), HPCAB_E_INVALID);
}

/* ---- efficacy ---- */

static hpcab_kernel_outcome row(bool solved, double speedup, double in, double cached, double outp)
{
  return (hpcab_kernel_outcome){sizeof(hpcab_kernel_outcome), solved, speedup, in, cached, outp};
}

static void efficacy_pairs_solved_kernels_and_counts_discordant_ones(void **state)
{
  (void)state;
  hpcab_kernel_outcome c[5] = {row(true, 2, 100, 0, 10), row(true, 1, 100, 50, 10), row(false, 0, 100, 0, 10),
                               row(true, 3, 200, 0, 20), row(false, 0, 0, 0, 0)};
  hpcab_kernel_outcome t[5] = {row(true, 4, 50, 0, 5), row(true, 1.5, 50, 500, 5), row(true, 2, 100, 0, 10),
                               row(false, 0, 100, 0, 10), row(true, 1, 10, 0, 0)};
  hpcab_efficacy_result e = {.size = sizeof e};
  assert_int_equal(hpcab_efficacy_compute(c, t, 5, NULL, 0.95, &e), HPCAB_OK);
  assert_int_equal(e.kernels, 5);
  assert_int_equal(e.solved_control, 3);
  assert_int_equal(e.solved_treatment, 4);
  assert_int_equal(e.only_control, 1);
  assert_int_equal(e.only_treatment, 2);
  assert_true(close_to(e.solved_p, 1.0, 0, 0));
  /* speedup ratios over kernels 0 and 1: 2 and 1.5 */
  assert_int_equal(e.rho_s.n, 2);
  assert_true(close_to(e.rho_s.value, sqrt(3.0), 1e-15, 0));
  /* costs with weights (1, 0.1, 1): kernel 0: 110 / 55, 1: 115 / 105, 2: 110 / 110, 3: 220 / 110;
     kernel 4 has no control cost and is left out */
  assert_int_equal(e.rho_c.n, 4);
  assert_true(close_to(e.rho_c.value, pow(2.0 * (115.0 / 105.0) * 1.0 * 2.0, 0.25), 1e-14, 0));
  assert_true(e.rho_c.lo < e.rho_c.value && e.rho_c.value < e.rho_c.hi);
  assert_true(e.rho_c.p > 0 && e.rho_c.p < 1);
  /* other weights: input only */
  const double w[3] = {1, 0, 0};
  assert_int_equal(hpcab_efficacy_compute(c, t, 5, w, 0.95, &e), HPCAB_OK);
  assert_true(close_to(e.rho_c.value, pow(2.0 * 2.0 * 1.0 * 2.0, 0.25), 1e-14, 0));
}

static void efficacy_reads_rows_with_the_stride_of_their_size(void **state)
{
  (void)state;
  struct bigger {
    hpcab_kernel_outcome o;
    double extra;
  } c[2], t[2];
  c[0].o = row(true, 1, 10, 0, 0);
  c[1].o = row(true, 2, 10, 0, 0);
  t[0].o = row(true, 2, 5, 0, 0);
  t[1].o = row(true, 8, 5, 0, 0);
  for (int i = 0; i < 2; i++) {
    c[i].o.size = t[i].o.size = sizeof(struct bigger);
    c[i].extra = t[i].extra = NAN;
  }
  hpcab_efficacy_result e = {.size = sizeof e};
  assert_int_equal(hpcab_efficacy_compute(&c[0].o, &t[0].o, 2, NULL, 0.9, &e), HPCAB_OK);
  assert_true(close_to(e.rho_s.value, sqrt(8.0), 1e-15, 0));
  assert_true(close_to(e.rho_c.value, 2.0, 1e-15, 0));
}

static void efficacy_rejects_bad_rows_and_weights(void **state)
{
  (void)state;
  hpcab_kernel_outcome c[1] = {row(true, -1, 1, 1, 1)}, t[1] = {row(true, 1, 1, 1, 1)};
  hpcab_efficacy_result e = {.size = sizeof e};
  assert_int_equal(hpcab_efficacy_compute(c, t, 1, NULL, 0.95, &e), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "control kernel 0"));
  c[0] = row(true, 1, 1, -1, 1);
  assert_int_equal(hpcab_efficacy_compute(c, t, 1, NULL, 0.95, &e), HPCAB_E_INVALID);
  c[0] = row(true, 1, 1, 1, 1);
  const double w[3] = {1, NAN, 1};
  assert_int_equal(hpcab_efficacy_compute(c, t, 1, w, 0.95, &e), HPCAB_E_INVALID);
  c[0].size = 3;
  assert_int_equal(hpcab_efficacy_compute(c, t, 1, NULL, 0.95, &e), HPCAB_E_INVALID);
  c[0].size = sizeof c[0];
  assert_int_equal(hpcab_efficacy_compute(c, t, 1, NULL, 0.95, &e), HPCAB_OK);
  assert_int_equal(e.rho_s.n, 1);
  assert_true(isnan(e.rho_s.lo) && isnan(e.rho_s.p));
}

/* ---- crediting with a margin ---- */

/* n times around `center` with a deterministic spread of +-0.2 %. */
static void spread_times(double *v, size_t n, double center)
{
  uint32_t x = 12345u;
  for (size_t i = 0; i < n; i++) {
    x = x * 1664525u + 1013904223u;
    v[i] = center * (1.0 + 0.004 * ((double)(x >> 8) / 16777216.0 - 0.5));
  }
}

static void credit_margin_leaves_a_half_percent_difference_unconfirmed(void **state)
{
  (void)state;
  enum { N = 2000 };
  static double ref[N], cand[N];
  spread_times(ref, N, 1000.0);
  spread_times(cand, N, 995.0);
  hpcab_credit_result r = {.size = sizeof r};
  hpcab_credit_params none = {.size = sizeof none, .alpha = 0.1, .min_effect = 0.0};
  assert_int_equal(hpcab_credit_compute(ref, N, cand, N, &none, &r), HPCAB_OK);
  assert_true(r.confirmed && r.credited > 1.004); /* thousands of calls confirm 0.5 % */
  hpcab_credit_params margin = {.size = sizeof margin, .alpha = 0.1, .min_effect = HPCAB_CREDIT_MIN_EFFECT};
  assert_int_equal(hpcab_credit_compute(ref, N, cand, N, &margin, &r), HPCAB_OK);
  assert_false(r.confirmed);
  assert_true(r.credited == 1.0);
  assert_true(r.ratio > 1.004 && r.direction == HPCAB_LESS); /* the medians are reported all the same */
}

static void credit_margin_still_confirms_a_ten_percent_speedup_and_slowdown(void **state)
{
  (void)state;
  enum { N = 40 };
  double ref[N], cand[N];
  spread_times(ref, N, 1000.0);
  spread_times(cand, N, 1000.0 / 1.1);
  hpcab_credit_params margin = {.size = sizeof margin, .alpha = 0.1, .min_effect = HPCAB_CREDIT_MIN_EFFECT};
  hpcab_credit_result r = {.size = sizeof r};
  assert_int_equal(hpcab_credit_compute(ref, N, cand, N, &margin, &r), HPCAB_OK);
  assert_true(r.confirmed && close_to(r.credited, r.median_ref / r.median_cand, 1e-15, 0) && r.credited > 1.09);
  assert_int_equal(hpcab_credit_compute(cand, N, ref, N, &margin, &r), HPCAB_OK);
  assert_true(r.confirmed && r.direction == HPCAB_GREATER && r.credited < 0.92);
}

static void credit_margin_outside_zero_to_one_is_rejected(void **state)
{
  (void)state;
  const double a[3] = {1, 2, 3};
  hpcab_credit_result r = {.size = sizeof r};
  hpcab_credit_params p = {.size = sizeof p, .alpha = 0.1, .min_effect = -0.01};
  assert_int_equal(hpcab_credit_compute(a, 3, a, 3, &p, &r), HPCAB_E_INVALID);
  p.min_effect = 1.0;
  assert_int_equal(hpcab_credit_compute(a, 3, a, 3, &p, &r), HPCAB_E_INVALID);
  p.min_effect = 0.01;
  p.size = 1;
  assert_int_equal(hpcab_credit_compute(a, 3, a, 3, &p, &r), HPCAB_E_INVALID);
  assert_int_equal(hpcab_credit_compute(a, 3, a, 3, NULL, &r), HPCAB_OK); /* defaults: alpha 0.1, no margin */
}

/* ---- resolution above the call overhead ---- */

static hpcab_overhead_result overhead(const double *ref, const double *cand, size_t n, const double *pr,
                                      const double *pc, size_t np)
{
  hpcab_overhead_result o = {.size = sizeof o};
  assert_int_equal(hpcab_overhead_check(ref, n, cand, n, pr, pc, np, &o), HPCAB_OK);
  return o;
}

static void calls_that_clear_the_overhead_by_the_margin_resolve(void **state)
{
  (void)state;
  const double ping[8] = {20000, 20100, 19900, 20050, 19950, 20000, 20200, 19800}; /* IQR 125 */
  const double ref[3] = {30000, 30100, 29900}, cand[3] = {25000, 25100, 24900};
  hpcab_overhead_result o = overhead(ref, cand, 3, ping, ping, 8);
  assert_true(o.resolved);
  assert_true(o.overhead_ref == 20000.0);
  assert_true(o.margin == 3000.0); /* 15 % of 20000 exceeds 3 x 125 */
  assert_true(o.net_ref == 10000.0 && o.net_cand == 5000.0);
}

static void a_side_within_the_margin_of_the_overhead_does_not_resolve(void **state)
{
  (void)state;
  const double ping[4] = {20000, 20000, 20000, 20000};
  const double ref[3] = {30000, 30000, 30000}, null_kernel[3] = {21400, 21500, 21300}; /* 7 % above */
  assert_false(overhead(ref, null_kernel, 3, ping, ping, 4).resolved);
  assert_false(overhead(null_kernel, ref, 3, ping, ping, 4).resolved);
}

static void a_noisy_overhead_widens_the_margin_to_three_interquartile_ranges(void **state)
{
  (void)state;
  const double ping[4] = {10000, 20000, 30000, 40000}; /* median 25000, IQR 15000: 3 IQR exceeds 15 % */
  const double ref[1] = {60000}, cand[1] = {80000};
  hpcab_overhead_result o = overhead(ref, cand, 1, ping, ping, 4);
  assert_true(o.margin == 45000.0);
  assert_false(o.resolved); /* 60000 - 25000 < 45000 */
}

static void the_candidates_own_overhead_is_reported_but_never_used(void **state)
{
  (void)state;
  const double ping[4] = {20000, 20000, 20000, 20000}, inflated[4] = {90000, 90000, 90000, 90000};
  const double ref[3] = {100000, 100000, 100000}, cand[3] = {95000, 95000, 95000};
  hpcab_overhead_result o = overhead(ref, cand, 3, ping, inflated, 4);
  assert_true(o.overhead_cand == 90000.0);
  assert_true(o.resolved); /* measured against the reference's worker */
}

static void overhead_check_rejects_bad_arguments(void **state)
{
  (void)state;
  const double v[2] = {1, 2}, bad[2] = {1, NAN};
  hpcab_overhead_result o = {.size = sizeof o};
  assert_int_equal(hpcab_overhead_check(NULL, 2, v, 2, v, v, 2, &o), HPCAB_E_INVALID);
  assert_int_equal(hpcab_overhead_check(v, 2, v, 2, v, v, 0, &o), HPCAB_E_INVALID);
  assert_int_equal(hpcab_overhead_check(v, 2, v, 2, bad, v, 2, &o), HPCAB_E_INVALID);
  o.size = 1;
  assert_int_equal(hpcab_overhead_check(v, 2, v, 2, v, v, 2, &o), HPCAB_E_INVALID);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(credit_margin_leaves_a_half_percent_difference_unconfirmed),
      cmocka_unit_test(credit_margin_still_confirms_a_ten_percent_speedup_and_slowdown),
      cmocka_unit_test(credit_margin_outside_zero_to_one_is_rejected),
      cmocka_unit_test(calls_that_clear_the_overhead_by_the_margin_resolve),
      cmocka_unit_test(a_side_within_the_margin_of_the_overhead_does_not_resolve),
      cmocka_unit_test(a_noisy_overhead_widens_the_margin_to_three_interquartile_ranges),
      cmocka_unit_test(the_candidates_own_overhead_is_reported_but_never_used),
      cmocka_unit_test(overhead_check_rejects_bad_arguments),
      cmocka_unit_test(mwu_matches_scipy_on_every_generated_case),
      cmocka_unit_test(mwu_reproduces_the_scipy_documentation_example),
      cmocka_unit_test(mwu_auto_is_exact_only_for_a_small_sample_without_ties),
      cmocka_unit_test(mwu_exact_extreme_u_at_100x100_is_one_over_binomial),
      cmocka_unit_test(mwu_exact_stays_finite_and_in_range_up_to_200x200),
      cmocka_unit_test(mwu_exact_refuses_work_beyond_its_limit),
      cmocka_unit_test(mwu_exact_refuses_a_distribution_too_large_to_hold),
      cmocka_unit_test(mwu_with_every_value_tied_follows_scipy),
      cmocka_unit_test(mwu_rejects_bad_arguments_with_a_message),
      cmocka_unit_test(norm_cdf_matches_scipy),
      cmocka_unit_test(norm_quantile_matches_scipy),
      cmocka_unit_test(t_cdf_matches_scipy),
      cmocka_unit_test(t_quantile_matches_scipy),
      cmocka_unit_test(t_far_tails_follow_the_cauchy_law_at_one_degree_of_freedom),
      cmocka_unit_test(t_functions_return_nan_for_invalid_arguments),
      cmocka_unit_test(bh_matches_scipy_false_discovery_control),
      cmocka_unit_test(bh_works_in_place_and_rejects_p_outside_the_unit_interval),
      cmocka_unit_test(geomean_log_t_interval_matches_scipy),
      cmocka_unit_test(geomean_of_one_value_has_no_interval_and_bad_values_fail),
      cmocka_unit_test(ttest_1samp_matches_scipy),
      cmocka_unit_test(mcnemar_exact_matches_scipy_binomial),
      cmocka_unit_test(credit_follows_the_design_rule_against_scipy),
      cmocka_unit_test(credit_of_a_clearly_faster_candidate_is_the_ratio_of_medians),
      cmocka_unit_test(credit_of_equal_medians_is_one_and_bad_times_fail),
      cmocka_unit_test(efficacy_pairs_solved_kernels_and_counts_discordant_ones),
      cmocka_unit_test(efficacy_reads_rows_with_the_stride_of_their_size),
      cmocka_unit_test(efficacy_rejects_bad_rows_and_weights),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
