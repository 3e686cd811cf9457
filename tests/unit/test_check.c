/* Unit tests: correctness checks (hpcab/check.h) — bands, boundaries, the √ℓ rule, NaN/Inf/-0.0,
   exact integers, reports, determinism and unchanged inputs. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"
#include "isclose_vectors.h"

static hpcab_check_report run_check(hpcab_dtype dtype, hpcab_dtype prec, int64_t n, const void *ref, const void *got,
                                    int64_t ell, unsigned threads)
{
  hpcab_check_spec spec = {.size = sizeof spec,
                           .dtype = dtype,
                           .precision = prec,
                           .ndim = 1,
                           .shape = &n,
                           .accumulate = ell,
                           .threads = threads};
  hpcab_check_report rep = {.size = sizeof rep};
  assert_int_equal(hpcab_check_arrays(&spec, ref, got, &rep), HPCAB_OK);
  return rep;
}

static int passes_f64(double r, double x, hpcab_dtype prec)
{
  return run_check(HPCAB_F64, prec, 1, &r, &x, 1, 1).passed;
}

static int passes_f32(float r, float x)
{
  return run_check(HPCAB_F32, HPCAB_F32, 1, &r, &x, 1, 1).passed;
}

/* A 16-bit format: bits of the value, its float value, and the next representable value up. */
static float half_value(hpcab_dtype dt, uint16_t b)
{
  return dt == HPCAB_F16 ? hpcab_f16_to_f32(b) : hpcab_bf16_to_f32(b);
}

static uint16_t half_bits(hpcab_dtype dt, float v)
{
  return dt == HPCAB_F16 ? hpcab_f32_to_f16(v) : hpcab_f32_to_bf16(v);
}

static void check_bands_follow_the_design_table(void **state)
{
  (void)state;
  double r, a, e;
  assert_int_equal(hpcab_check_band(HPCAB_F64, &r, &a, &e), HPCAB_OK);
  assert_true(r == 1e-9 && a == 1e-11 && e == 0x1p-52);
  assert_int_equal(hpcab_check_band(HPCAB_F32, &r, &a, &e), HPCAB_OK);
  assert_true(r == 1e-3 && a == 1e-5 && e == 0x1p-23);
  assert_int_equal(hpcab_check_band(HPCAB_F16, &r, &a, &e), HPCAB_OK);
  assert_true(r == 1e-2 && a == 1e-3 && e == 0x1p-23);
  assert_int_equal(hpcab_check_band(HPCAB_BF16, &r, &a, &e), HPCAB_OK);
  assert_true(r == 3e-2 && a == 1e-2 && e == 0x1p-23);
  assert_int_equal(hpcab_check_band(HPCAB_I32, &r, &a, &e), HPCAB_E_INVALID);
}

/* For each reference value: the largest x with x - r <= atol + rtol*|r| (evaluated in double)
   passes, the next representable value fails; the same below r. */
static const double BOUNDARY_REFS[] = {1.0, -1.0, 0.0, 3.75, -1234.5, 1e-3, 0.1};

static void check_f64_passes_at_the_allowed_difference_and_fails_one_ulp_beyond(void **state)
{
  (void)state;
  for (size_t k = 0; k < sizeof BOUNDARY_REFS / sizeof *BOUNDARY_REFS; k++) {
    double r = BOUNDARY_REFS[k], tol = fmax(1e-11, 0x1p-52 * fabs(r)) + 1e-9 * fabs(r);
    for (int dir = -1; dir <= 1; dir += 2) {
      double x = r + dir * tol;
      while (fabs(x - r) > tol) x = nextafter(x, r);
      while (fabs(nextafter(x, dir * INFINITY) - r) <= tol) x = nextafter(x, dir * INFINITY);
      assert_true(passes_f64(r, x, HPCAB_F64));
      assert_false(passes_f64(r, nextafter(x, dir * INFINITY), HPCAB_F64));
    }
  }
}

static void check_f32_passes_at_the_allowed_difference_and_fails_one_ulp_beyond(void **state)
{
  (void)state;
  for (size_t k = 0; k < sizeof BOUNDARY_REFS / sizeof *BOUNDARY_REFS; k++) {
    float r = (float)BOUNDARY_REFS[k];
    /* the √ℓ rule applies at ℓ = 1 too: atol = max(1e-5, 2^-23·max|r|) */
    double tol = fmax(1e-5, 0x1p-23 * fabs((double)r)) + 1e-3 * fabs((double)r);
    for (int dir = -1; dir <= 1; dir += 2) {
      float x = (float)((double)r + dir * tol);
      while (fabs((double)x - r) > tol) x = nextafterf(x, r);
      while (fabs((double)nextafterf(x, dir * INFINITY) - r) <= tol) x = nextafterf(x, dir * INFINITY);
      assert_true(passes_f32(r, x));
      assert_false(passes_f32(r, nextafterf(x, dir * INFINITY)));
    }
  }
}

static void check_half_boundary(hpcab_dtype dt, double rtol, double atol)
{
  for (size_t k = 0; k < sizeof BOUNDARY_REFS / sizeof *BOUNDARY_REFS; k++) {
    uint16_t rb = half_bits(dt, (float)BOUNDARY_REFS[k]);
    double r = half_value(dt, rb), tol = fmax(atol, 0x1p-23 * fabs(r)) + rtol * fabs(r);
    /* over every finite 16-bit value: the farthest within tol and the nearest beyond, each side */
    int in_up = -1, out_up = -1, in_dn = -1, out_dn = -1;
    for (uint32_t b = 0; b < 65536; b++) {
      double v = half_value(dt, (uint16_t)b);
      if (!isfinite(v)) continue;
      double d = v - r;
      if (d > 0 && d <= tol && (in_up < 0 || v > half_value(dt, (uint16_t)in_up))) in_up = (int)b;
      if (d > tol && (out_up < 0 || v < half_value(dt, (uint16_t)out_up))) out_up = (int)b;
      if (d < 0 && -d <= tol && (in_dn < 0 || v < half_value(dt, (uint16_t)in_dn))) in_dn = (int)b;
      if (-d > tol && (out_dn < 0 || v > half_value(dt, (uint16_t)out_dn))) out_dn = (int)b;
    }
    assert_true(in_up >= 0 && out_up >= 0 && in_dn >= 0 && out_dn >= 0);
    uint16_t cases[4] = {(uint16_t)in_up, (uint16_t)out_up, (uint16_t)in_dn, (uint16_t)out_dn};
    for (int c = 0; c < 4; c++) {
      hpcab_check_report rep = run_check(dt, dt, 1, &rb, &cases[c], 1, 1);
      assert_int_equal(rep.passed, c % 2 == 0);
    }
  }
}

static void check_f16_passes_at_the_allowed_difference_and_fails_one_ulp_beyond(void **state)
{
  (void)state;
  check_half_boundary(HPCAB_F16, 1e-2, 1e-3);
}

static void check_bf16_passes_at_the_allowed_difference_and_fails_one_ulp_beyond(void **state)
{
  (void)state;
  check_half_boundary(HPCAB_BF16, 3e-2, 1e-2);
}

static void check_agrees_with_numpy_isclose_vectors(void **state)
{
  (void)state;
  for (size_t k = 0; k < sizeof ISCLOSE_VECTORS / sizeof *ISCLOSE_VECTORS; k++) {
    double r = ISCLOSE_VECTORS[k].r, x = ISCLOSE_VECTORS[k].x;
    float rf = (float)r, xf = (float)x;
    hpcab_check_report rep = ISCLOSE_VECTORS[k].f32
                                 ? run_check(HPCAB_F32, HPCAB_F32, 1, &rf, &xf, ISCLOSE_VECTORS[k].ell, 1)
                                 : run_check(HPCAB_F64, HPCAB_F64, 1, &r, &x, ISCLOSE_VECTORS[k].ell, 1);
    if (rep.passed != ISCLOSE_VECTORS[k].ok)
      fail_msg("vector %zu: r=%a x=%a l=%lld: numpy says %d", k, r, x, (long long)ISCLOSE_VECTORS[k].ell,
               ISCLOSE_VECTORS[k].ok);
  }
}

static void check_run_precision_picks_the_band(void **state)
{
  (void)state;
  /* an f64 array checked at f32 precision gets the f32 band */
  assert_false(passes_f64(1.0, 1.0 + 5e-4, HPCAB_F64));
  assert_true(passes_f64(1.0, 1.0 + 5e-4, HPCAB_F32));
}

/* ---- the √ℓ rule on sums of ℓ random terms in two orders */

static uint64_t mix64(uint64_t x)
{
  x += 0x9e3779b97f4a7c15u;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
  return x ^ (x >> 31);
}

/* Term k of stream s: uniform in [-1, 1). */
static double random_term(uint64_t s, uint64_t k)
{
  return (double)(mix64(s * 0x100000001b3u ^ k) >> 11) * 0x1p-52 - 1.0;
}

/* Term k of output o's sum: uniform in [-1, 1) scaled by 2^0..2^15, so that every addition rounds. */
static double sum_term(uint64_t o, uint64_t k)
{
  return ldexp(random_term(o, k), (int)(mix64(~o ^ (k << 8)) % 16));
}

#define SUM_OUTPUTS 4 /* outputs 0..2: plain sums; output 3: a sum whose terms are centred (≈ 0) */

/* Sums output o's ℓ terms forward and backward in precision `single` ? float : double. */
static void sums(int64_t ell, int single, int o, double *fwd, double *bwd)
{
  long double mean = 0;
  if (o == SUM_OUTPUTS - 1) {
    for (int64_t k = 0; k < ell; k++) mean += sum_term((uint64_t)o, (uint64_t)k);
    mean /= ell;
  }
  double fd = 0, bd = 0;
  float ff = 0, bf = 0;
  for (int64_t k = 0; k < ell; k++) {
    double tf = (double)(sum_term((uint64_t)o, (uint64_t)k) - mean);
    double tb = (double)(sum_term((uint64_t)o, (uint64_t)(ell - 1 - k)) - mean);
    if (single) {
      ff += (float)tf;
      bf += (float)tb;
    } else {
      fd += tf;
      bd += tb;
    }
  }
  *fwd = single ? ff : fd;
  *bwd = single ? bf : bd;
}

static void sqrt_ell_case(int single)
{
  hpcab_dtype dt = single ? HPCAB_F32 : HPCAB_F64;
  double rtol = single ? 1e-3 : 1e-9;
  for (int64_t ell = 1; ell <= 10000000; ell *= 10) {
    double f[SUM_OUTPUTS], b[SUM_OUTPUTS];
    float f32[SUM_OUTPUTS], b32[SUM_OUTPUTS];
    int big = 0;
    for (int o = 0; o < SUM_OUTPUTS; o++) {
      sums(ell, single, o, &f[o], &b[o]);
      f32[o] = (float)f[o], b32[o] = (float)b[o];
      if (fabs(f[o]) > fabs(f[big])) big = o;
    }
    const void *ref = single ? (const void *)f32 : (const void *)f;
    const void *got = single ? (const void *)b32 : (const void *)b;
    /* the reordered sums pass with the rule */
    hpcab_check_report rep = run_check(dt, dt, SUM_OUTPUTS, ref, got, ell, 1);
    if (!rep.passed) print_error("l = %lld: ratio %g\n", (long long)ell, rep.worst_ratio);
    assert_true(rep.passed);
    /* a relative error of 10·rtol on the largest output fails */
    double fb[SUM_OUTPUTS];
    float fb32[SUM_OUTPUTS];
    memcpy(fb, f, sizeof fb);
    fb[big] *= 1 + 10 * rtol;
    for (int o = 0; o < SUM_OUTPUTS; o++) fb32[o] = (float)fb[o];
    rep = run_check(dt, dt, SUM_OUTPUTS, ref, single ? (const void *)fb32 : (const void *)fb, ell, 1);
    assert_false(rep.passed);
    assert_int_equal(rep.worst_index, big);
    /* without the rule (ℓ = 1) the reordered long sums fail (on the centred output) */
    if (ell == 10000000) {
      rep = run_check(dt, dt, SUM_OUTPUTS, ref, got, 1, 1);
      assert_false(rep.passed);
      assert_int_equal(rep.worst_index, SUM_OUTPUTS - 1);
    }
  }
}

static void sqrt_ell_rule_passes_reordered_f64_sums_and_fails_10_rtol(void **state)
{
  (void)state;
  sqrt_ell_case(0);
}

static void sqrt_ell_rule_passes_reordered_f32_sums_and_fails_10_rtol(void **state)
{
  (void)state;
  sqrt_ell_case(1);
}

static void sqrt_ell_rule_raises_atol_by_eps_sqrt_ell_max_ref(void **state)
{
  (void)state;
  double ref[3] = {100.0, -400.0, 1.0}, got[3] = {100.0, -400.0, 1.0};
  hpcab_check_report rep = run_check(HPCAB_F64, HPCAB_F64, 3, ref, got, 1000000, 1);
  assert_true(rep.atol == 0x1p-52 * 1000.0 * 400.0);
  rep = run_check(HPCAB_F64, HPCAB_F64, 3, ref, got, 1, 1);
  assert_true(rep.atol == 1e-11); /* eps·400 < 1e-11 */
  /* f16 accumulates in f32: eps_acc = 2^-23 */
  uint16_t h[2] = {hpcab_f32_to_f16(1000.f), hpcab_f32_to_f16(1.f)};
  rep = run_check(HPCAB_F16, HPCAB_F16, 2, h, h, 100000000, 1);
  assert_true(rep.atol == 0x1p-23 * 10000.0 * 1000.0);
  /* a caller-supplied max|ref| is used as given */
  double m = 4000.0;
  int64_t n = 3;
  hpcab_check_spec spec = {
      .size = sizeof spec, .dtype = HPCAB_F64, .ndim = 1, .shape = &n, .accumulate = 1000000, .ref_absmax = &m};
  rep = (hpcab_check_report){.size = sizeof rep};
  assert_int_equal(hpcab_check_arrays(&spec, ref, got, &rep), HPCAB_OK);
  assert_true(rep.atol == 0x1p-52 * 1000.0 * 4000.0);
  double computed;
  assert_int_equal(hpcab_check_ref_absmax(&spec, ref, &computed), HPCAB_OK);
  assert_true(computed == 400.0);
}

static void sqrt_ell_rule_sees_a_maximum_that_sampling_misses(void **state)
{
  (void)state;
  /* values near 1 with one outlier: max|ref| = 1e6 raises atol to 2^-52·1e6 even at ℓ = 1 */
  const int64_t n = 100000;
  double *r = malloc((size_t)n * sizeof *r), *x = malloc((size_t)n * sizeof *x);
  for (int64_t i = 0; i < n; i++) r[i] = x[i] = 1.0 + (double)(i % 7) * 0.125;
  r[12345] = x[12345] = 1e6;
  x[777] = r[777] + 1.1e-9; /* within 1e-9·|r| + 2.2e-10, beyond 1e-9·|r| + 1e-11 */
  hpcab_check_report rep = run_check(HPCAB_F64, HPCAB_F64, n, r, x, 1, 1);
  assert_true(rep.atol == 0x1p-52 * 1e6);
  assert_true(rep.passed);
  assert_int_equal(rep.worst_index, 777);
  double m = 1e6;
  hpcab_check_spec spec = {
      .size = sizeof spec, .dtype = HPCAB_F64, .ndim = 1, .shape = &n, .accumulate = 1, .threads = 2, .ref_absmax = &m};
  hpcab_check_report given = {.size = sizeof given};
  assert_int_equal(hpcab_check_arrays(&spec, r, x, &given), HPCAB_OK);
  assert_memory_equal(&rep, &given, sizeof rep);
  r[12345] = x[12345] = 2.0; /* without the outlier the band's atol holds and x[777] fails */
  rep = run_check(HPCAB_F64, HPCAB_F64, n, r, x, 1, 1);
  assert_true(rep.atol == 1e-11);
  assert_false(rep.passed);
  free(r);
  free(x);
}

/* ---- NaN, Inf, -0.0 */

typedef struct {
  double r, x;
  int pass;
} special_case;

static const special_case SPECIALS[] = {
    {NAN, NAN, 1},
    {NAN, 1.0, 0},
    {1.0, NAN, 0},
    {NAN, INFINITY, 0},
    {INFINITY, INFINITY, 1},
    {-INFINITY, -INFINITY, 1},
    {INFINITY, -INFINITY, 0},
    {-INFINITY, INFINITY, 0},
    {INFINITY, 1e300, 0},
    {1e300, INFINITY, 0},
    {INFINITY, NAN, 0},
    {-0.0, 0.0, 1},
    {0.0, -0.0, 1},
    {-0.0, -0.0, 1},
    {1e308, -1e308, 0},
    {-1e308, 1e308, 0},
};

static void check_nan_inf_and_signed_zero_follow_the_table(void **state)
{
  (void)state;
  for (size_t k = 0; k < sizeof SPECIALS / sizeof *SPECIALS; k++) {
    const special_case *c = &SPECIALS[k];
    if (passes_f64(c->r, c->x, HPCAB_F64) != c->pass) fail_msg("f64 case %zu: r=%g x=%g", k, c->r, c->x);
    if ((fabs(c->r) < 1e38 || !isfinite(c->r)) && (fabs(c->x) < 1e38 || !isfinite(c->x)))
      if (passes_f32((float)c->r, (float)c->x) != c->pass) fail_msg("f32 case %zu", k);
    /* the same cases inside a long array of equal values, at an odd position (vector tail) */
    double r[1001], x[1001];
    for (int i = 0; i < 1001; i++) r[i] = x[i] = i * 0.5;
    r[1000] = c->r, x[1000] = c->x;
    r[17] = c->r, x[17] = c->x;
    hpcab_check_report rep = run_check(HPCAB_F64, HPCAB_F64, 1001, r, x, 1, 1);
    assert_int_equal(rep.passed, c->pass);
    assert_int_equal(rep.n_failed, c->pass ? 0 : 2);
    if (!c->pass) {
      assert_int_equal(rep.worst_index, 17);
      assert_true(isinf(rep.worst_ratio));
    }
  }
}

static void check_complex_compares_componentwise(void **state)
{
  (void)state;
  double ref[6] = {1, NAN, 2, 3, INFINITY, -1}, got[6] = {1, NAN, 2, 3.1, INFINITY, -1};
  hpcab_check_report rep = run_check(HPCAB_C128, HPCAB_DTYPE_INVALID, 3, ref, got, 1, 1);
  assert_false(rep.passed);
  assert_int_equal(rep.n_failed, 1);
  assert_int_equal(rep.worst_index, 1);
  assert_int_equal(rep.worst_component, 1);
  assert_true(rep.got == 3.1 && rep.expected == 3);
  assert_true(rep.rtol == 1e-9);
  float fr[4] = {1, 2, 3, 4}, fg[4] = {1, 2.0005f, 3.001f, 4};
  rep = run_check(HPCAB_C64, HPCAB_DTYPE_INVALID, 2, fr, fg, 1, 1);
  assert_true(rep.rtol == 1e-3);
  assert_true(rep.passed);
  fg[2] = 3.01f;
  rep = run_check(HPCAB_C64, HPCAB_DTYPE_INVALID, 2, fr, fg, 1, 1);
  assert_int_equal(rep.n_failed, 1);
  assert_int_equal(rep.worst_index, 1);
  assert_int_equal(rep.worst_component, 0);
}

/* ---- integers */

static void check_integers_off_by_one_fail(void **state)
{
  (void)state;
  const hpcab_dtype ints[] = {HPCAB_I8,  HPCAB_I16, HPCAB_I32, HPCAB_I64, HPCAB_U8,
                              HPCAB_U16, HPCAB_U32, HPCAB_U64, HPCAB_BOOL};
  enum { N = 3001 };
  unsigned char *r = calloc(N, 8), *x = calloc(N, 8);
  for (size_t k = 0; k < sizeof ints / sizeof *ints; k++) {
    size_t es = hpcab_dtype_size(ints[k]);
    memset(r, 0, N * 8);
    for (size_t i = 0; i < N; i++)
      r[i * es] = ints[k] == HPCAB_BOOL ? (unsigned char)(i & 1) : (unsigned char)(i % 100);
    memcpy(x, r, N * es);
    hpcab_check_report rep = run_check(ints[k], HPCAB_DTYPE_INVALID, N, r, x, 1, 1);
    assert_true(rep.passed);
    assert_true(rep.worst_ratio == 0);
    x[2999 * es] ^= 1; /* off by one */
    rep = run_check(ints[k], HPCAB_DTYPE_INVALID, N, r, x, 1, 1);
    assert_false(rep.passed);
    assert_int_equal(rep.n_failed, 1);
    assert_int_equal(rep.worst_index, 2999);
    assert_true(fabs(rep.got - rep.expected) == 1);
    assert_true(isinf(rep.worst_ratio));
    assert_true(rep.allowed == 0);
  }
  /* i64 values beyond 2^53 still compare exactly */
  int64_t a = ((int64_t)1 << 60) + 1, b = (int64_t)1 << 60;
  assert_false(run_check(HPCAB_I64, HPCAB_DTYPE_INVALID, 1, &a, &b, 1, 1).passed);
  free(r);
  free(x);
}

/* ---- reports */

static void check_report_names_the_worst_multi_index(void **state)
{
  (void)state;
  int64_t shape[2] = {64, 64};
  double *r = malloc(4096 * sizeof *r), *x = malloc(4096 * sizeof *x);
  for (int i = 0; i < 4096; i++) r[i] = x[i] = 1.0 + i;
  x[3] += 1e-3;
  x[12 * 64 + 7] = r[12 * 64 + 7] + 0.25 * r[12 * 64 + 7];
  x[4000] += 1e-5;
  hpcab_check_spec spec = {
      .size = sizeof spec, .dtype = HPCAB_F64, .precision = HPCAB_F64, .ndim = 2, .shape = shape, .accumulate = 1};
  hpcab_check_report rep = {.size = sizeof rep};
  assert_int_equal(hpcab_check_arrays(&spec, r, x, &rep), HPCAB_OK);
  assert_false(rep.passed);
  assert_int_equal(rep.n_elements, 4096);
  assert_int_equal(rep.n_failed, 3);
  assert_int_equal(rep.worst_index, 12 * 64 + 7);
  assert_int_equal(rep.worst_multi_index[0], 12);
  assert_int_equal(rep.worst_multi_index[1], 7);
  double t = rep.atol + 1e-9 * r[12 * 64 + 7];
  assert_true(rep.allowed == t);
  assert_true(rep.worst_ratio == fabs(x[12 * 64 + 7] - r[12 * 64 + 7]) / t);
  free(r);
  free(x);
}

static void check_report_format_reads_like_the_design(void **state)
{
  (void)state;
  hpcab_check_report rep = {.size = sizeof rep,
                            .passed = 0,
                            .ndim = 2,
                            .n_elements = 4096,
                            .n_failed = 3,
                            .worst_index = 775,
                            .worst_multi_index = {12, 7},
                            .got = 1.25,
                            .expected = 1.5,
                            .allowed = 1.5e-9,
                            .worst_ratio = 1.6e8};
  char buf[256];
  int n = hpcab_check_report_format(&rep, "C", buf, sizeof buf);
  assert_string_equal(buf, "output C: 3 of 4096 elements differ; worst C[12, 7]: got 1.25, expected "
                           "1.5, allowed 1.5e-09 (ratio 1.6e+08)");
  assert_int_equal(n, (int)strlen(buf));
  rep.got = 0.1;
  hpcab_check_report_format(&rep, "C", buf, sizeof buf);
  assert_non_null(strstr(buf, "got 0.1,"));
  rep.got = 970, rep.expected = 1e20;
  hpcab_check_report_format(&rep, "C", buf, sizeof buf);
  assert_non_null(strstr(buf, "got 970, expected 1e+20,"));
  rep.got = 0.1;
  /* truncation keeps the buffer terminated and reports the full length */
  char small[10];
  int full = (int)strlen(buf);
  assert_int_equal(hpcab_check_report_format(&rep, "C", small, sizeof small), full);
  assert_int_equal(strlen(small), 9);
  rep.passed = 1, rep.worst_ratio = 0.031, rep.got = 1.5000000000465, rep.expected = 1.5;
  rep.allowed = 1.51e-9;
  hpcab_check_report_format(&rep, "C", buf, sizeof buf);
  assert_string_equal(buf, "output C: all 4096 elements within tolerance; worst C[12, 7]: got "
                           "1.5000000000465, expected 1.5, allowed 1.51e-09 (ratio 0.031)");
  rep.worst_ratio = 0;
  hpcab_check_report_format(&rep, "C", buf, sizeof buf);
  assert_string_equal(buf, "output C: all 4096 elements match exactly");
  rep.ndim = 0, rep.passed = 0, rep.worst_ratio = HUGE_VAL, rep.worst_component = 1;
  hpcab_check_report_format(&rep, "s", buf, sizeof buf);
  assert_non_null(strstr(buf, "worst s (imaginary part): got"));
  assert_non_null(strstr(buf, "(ratio inf)"));
}

static void check_result_is_independent_of_thread_count(void **state)
{
  (void)state;
  const int64_t n = 1000003;
  double *r = malloc((size_t)n * sizeof *r), *x = malloc((size_t)n * sizeof *x);
  for (int64_t i = 0; i < n; i++) {
    r[i] = random_term(7, (uint64_t)i);
    x[i] = r[i] * (1 + 1e-10 * random_term(8, (uint64_t)i));
  }
  /* two equal worst failures: the first wins */
  x[900000] = r[900000] + 1.0;
  x[100] = r[100] + 1.0;
  r[100] = r[900000];
  x[100] = x[900000];
  x[555555] = NAN;
  hpcab_check_report one = run_check(HPCAB_F64, HPCAB_F64, n, r, x, 1, 1);
  for (unsigned t = 2; t <= 7; t += 5) {
    hpcab_check_report many = run_check(HPCAB_F64, HPCAB_F64, n, r, x, 1, t);
    assert_memory_equal(&one, &many, sizeof one);
  }
  assert_int_equal(one.n_failed, 3);
  assert_int_equal(one.worst_index, 555555); /* NaN mismatch: infinite ratio */
  x[555555] = r[555555];
  one = run_check(HPCAB_F64, HPCAB_F64, n, r, x, 1, 1);
  assert_int_equal(one.worst_index, 100);
  hpcab_check_report many = run_check(HPCAB_F64, HPCAB_F64, n, r, x, 1, 3);
  assert_memory_equal(&one, &many, sizeof one);
  free(r);
  free(x);
}

static void check_rejects_bad_specs_with_errors(void **state)
{
  (void)state;
  double a[4] = {0};
  int64_t neg = -1, n = 4;
  hpcab_check_report rep = {.size = sizeof rep};
  hpcab_check_spec spec = {.size = sizeof spec, .dtype = HPCAB_F64, .ndim = 1, .shape = &neg};
  assert_int_equal(hpcab_check_arrays(&spec, a, a, &rep), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "negative"));
  spec.shape = NULL;
  assert_int_equal(hpcab_check_arrays(&spec, a, a, &rep), HPCAB_E_INVALID);
  spec.shape = &n;
  spec.dtype = (hpcab_dtype)99;
  assert_int_equal(hpcab_check_arrays(&spec, a, a, &rep), HPCAB_E_INVALID);
  spec.dtype = HPCAB_F64;
  spec.precision = HPCAB_I32;
  assert_int_equal(hpcab_check_arrays(&spec, a, a, &rep), HPCAB_E_INVALID);
  spec.precision = HPCAB_F64;
  assert_int_equal(hpcab_check_arrays(&spec, NULL, a, &rep), HPCAB_E_INVALID);
  spec.accumulate = -3;
  assert_int_equal(hpcab_check_arrays(&spec, a, a, &rep), HPCAB_E_INVALID);
  spec.accumulate = 1;
  spec.size = 8;
  assert_int_equal(hpcab_check_arrays(&spec, a, a, &rep), HPCAB_E_INVALID);
  spec.size = sizeof spec;
  rep.size = 0;
  assert_int_equal(hpcab_check_arrays(&spec, a, a, &rep), HPCAB_E_INVALID);
  rep.size = sizeof rep;
  int64_t huge[2] = {INT64_MAX / 2, 5};
  spec.ndim = 2, spec.shape = huge;
  assert_int_equal(hpcab_check_arrays(&spec, a, a, &rep), HPCAB_E_NOMEM);
  /* an empty array passes; a scalar (ndim 0) has one element */
  int64_t zero = 0;
  spec.ndim = 1, spec.shape = &zero;
  assert_int_equal(hpcab_check_arrays(&spec, NULL, NULL, &rep), HPCAB_OK);
  assert_true(rep.passed);
  assert_int_equal(rep.worst_index, -1);
  double s1 = 1, s2 = 2;
  spec.ndim = 0, spec.shape = NULL;
  assert_int_equal(hpcab_check_arrays(&spec, &s1, &s2, &rep), HPCAB_OK);
  assert_int_equal(rep.n_elements, 1);
  assert_false(rep.passed);
}

/* ---- determinism */

static void determinism_ratio_is_max_diff_over_eps_sqrt_ell_max(void **state)
{
  (void)state;
  double a[5] = {1, -8, 3, 4, 0}, b[5] = {1, -8, 3, 4, 0};
  int64_t n = 5;
  hpcab_check_spec spec = {.size = sizeof spec, .dtype = HPCAB_F64, .ndim = 1, .shape = &n, .accumulate = 100};
  double ratio;
  int passed;
  assert_int_equal(hpcab_check_determinism(&spec, a, b, &ratio, &passed), HPCAB_OK);
  assert_true(ratio == 0 && passed);
  b[2] = 3 + 0x1p-50; /* diff 2^-50 = 4 eps; max|x1| = 8; sqrt(100) = 10 → 4 / 80 */
  assert_int_equal(hpcab_check_determinism(&spec, a, b, &ratio, &passed), HPCAB_OK);
  assert_true(ratio == 4.0 / 80.0 && passed);
  b[2] = 3 + 2400 * 0x1p-52; /* ratio 2400 / 80 = 30: fails (the verdict is ratio < 30) */
  assert_int_equal(hpcab_check_determinism(&spec, a, b, &ratio, &passed), HPCAB_OK);
  assert_true(fabs(ratio - 30.0) < 1e-9 && !passed);
  b[2] = 3;
  b[4] = NAN;
  assert_int_equal(hpcab_check_determinism(&spec, a, b, &ratio, &passed), HPCAB_OK);
  assert_true(isinf(ratio) && !passed);
  a[4] = NAN;
  assert_int_equal(hpcab_check_determinism(&spec, a, b, &ratio, &passed), HPCAB_OK);
  assert_true(ratio == 0 && passed);
  int32_t i1[3] = {1, 2, 3}, i2[3] = {1, 2, 4};
  n = 3;
  spec.dtype = HPCAB_I32;
  assert_int_equal(hpcab_check_determinism(&spec, i1, i2, &ratio, &passed), HPCAB_OK);
  assert_true(isinf(ratio) && !passed);
}

/* ---- unchanged inputs */

static void unchanged_reports_the_first_changed_element(void **state)
{
  (void)state;
  const size_t bytes = (3u << 20) + 12;
  unsigned char *a = malloc(bytes), *b = malloc(bytes);
  for (size_t i = 0; i < bytes; i++) a[i] = (unsigned char)(i * 7);
  memcpy(b, a, bytes);
  int64_t first;
  assert_int_equal(hpcab_check_unchanged(a, b, bytes, 4, &first), HPCAB_OK);
  assert_int_equal(first, -1);
  b[bytes - 1] ^= 0x80;
  assert_int_equal(hpcab_check_unchanged(a, b, bytes, 4, &first), HPCAB_OK);
  assert_int_equal(first, (int64_t)((bytes - 1) / 4));
  b[(2u << 20) + 9] ^= 1;
  assert_int_equal(hpcab_check_unchanged(a, b, bytes, 4, &first), HPCAB_OK);
  assert_int_equal(first, (int64_t)(((2u << 20) + 9) / 4));
  assert_int_equal(hpcab_check_unchanged(a, b, 16, 8, &first), HPCAB_OK);
  assert_int_equal(first, -1);
  assert_int_equal(hpcab_check_unchanged(a, b, bytes, 0, &first), HPCAB_E_INVALID);
  assert_int_equal(hpcab_check_unchanged(NULL, b, bytes, 1, &first), HPCAB_E_INVALID);
  free(a);
  free(b);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(check_bands_follow_the_design_table),
      cmocka_unit_test(check_f64_passes_at_the_allowed_difference_and_fails_one_ulp_beyond),
      cmocka_unit_test(check_f32_passes_at_the_allowed_difference_and_fails_one_ulp_beyond),
      cmocka_unit_test(check_f16_passes_at_the_allowed_difference_and_fails_one_ulp_beyond),
      cmocka_unit_test(check_bf16_passes_at_the_allowed_difference_and_fails_one_ulp_beyond),
      cmocka_unit_test(check_agrees_with_numpy_isclose_vectors),
      cmocka_unit_test(check_run_precision_picks_the_band),
      cmocka_unit_test(sqrt_ell_rule_passes_reordered_f64_sums_and_fails_10_rtol),
      cmocka_unit_test(sqrt_ell_rule_passes_reordered_f32_sums_and_fails_10_rtol),
      cmocka_unit_test(sqrt_ell_rule_raises_atol_by_eps_sqrt_ell_max_ref),
      cmocka_unit_test(sqrt_ell_rule_sees_a_maximum_that_sampling_misses),
      cmocka_unit_test(check_nan_inf_and_signed_zero_follow_the_table),
      cmocka_unit_test(check_complex_compares_componentwise),
      cmocka_unit_test(check_integers_off_by_one_fail),
      cmocka_unit_test(check_report_names_the_worst_multi_index),
      cmocka_unit_test(check_report_format_reads_like_the_design),
      cmocka_unit_test(check_result_is_independent_of_thread_count),
      cmocka_unit_test(check_rejects_bad_specs_with_errors),
      cmocka_unit_test(determinism_ratio_is_max_diff_over_eps_sqrt_ell_max),
      cmocka_unit_test(unchanged_reports_the_first_changed_element),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
