/* Unit tests: Philox, keyed streams, fills and structured initializers (hpcab/rng.h). */
#include <math.h>
#include <stdarg.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"
#include "rng_internal.h"

static const uint8_t SEED[HPCAB_SEED_BYTES] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16,
                                               17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32};

static hpcab_stream stream_of(const char *kernel, uint64_t draw, const char *array)
{
  hpcab_stream s = {.size = sizeof s};
  assert_int_equal(hpcab_stream_key(SEED, kernel, draw, array, &s), HPCAB_OK);
  return s;
}

static hpcab_fill_spec spec_of(hpcab_dist dist, hpcab_domain domain, double lo, double hi)
{
  hpcab_fill_spec sp = {sizeof sp, dist, domain, lo, hi};
  return sp;
}

static void philox_matches_random123_known_answers(void **state)
{
  (void)state;
  static const uint32_t kat[3][10] = {
      {0, 0, 0, 0, 0, 0, 0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8},
      {0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0x408f276d, 0x41c83b0e, 0xa20bc7c6,
       0x6d5451fd},
      {0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344, 0xa4093822, 0x299f31d0, 0xd16cfe09, 0x94fdcceb, 0x5001e420,
       0x24126ea1},
  };
  for (int v = 0; v < 3; v++) {
    uint32_t out[4];
    hpcab_philox4x32_10(kat[v], kat[v] + 4, out);
    for (int i = 0; i < 4; i++) assert_int_equal(out[i], kat[v][6 + i]);
  }
}

static void batched_philox_equals_the_reference_function_on_every_path(void **state)
{
  (void)state;
  const uint32_t key[2] = {0xdeadbeef, 0x01234567}, nonce[2] = {0x89abcdef, 0xfedcba98};
  const uint64_t firsts[] = {0, 64, UINT64_C(0xffffffe0), UINT64_C(0x3fffffffffffffc0)}; /* incl. a carry */
  for (size_t f = 0; f < sizeof firsts / sizeof *firsts; f++) {
    uint32_t w[4][HPCAB__BATCH], p[4][HPCAB__BATCH];
    hpcab__philox_batch(key, nonce, firsts[f], w);
    hpcab__philox_batch_portable(key, nonce, firsts[f], p);
    assert_memory_equal(w, p, sizeof w);
    for (int j = 0; j < HPCAB__BATCH; j++) {
      uint64_t b = firsts[f] + (uint64_t)j;
      uint32_t ctr[4] = {(uint32_t)b, (uint32_t)(b >> 32), nonce[0], nonce[1]}, out[4];
      hpcab_philox4x32_10(ctr, key, out);
      for (int k = 0; k < 4; k++) assert_int_equal(w[k][j], out[k]);
    }
    for (int fold = HPCAB__FOLD_NONE; fold <= HPCAB__FOLD_UNIT; fold++) {
      double fused[2 * HPCAB__BATCH], split[2 * HPCAB__BATCH];
      hpcab__uniform_f64_batch(key, nonce, firsts[f], (hpcab__fold)fold, fused);
      hpcab__real_batch(HPCAB_DIST_UNIFORM, (hpcab__fold)fold, w, split);
      assert_memory_equal(fused, split, sizeof fused);
    }
  }
}

static void stream_key_depends_on_every_field(void **state)
{
  (void)state;
  hpcab_stream a = stream_of("llr/s000", 3, "b"), same = stream_of("llr/s000", 3, "b");
  assert_int_equal(a.size, sizeof a);
  assert_memory_equal(a.key, same.key, sizeof a.key);
  assert_memory_equal(a.nonce, same.nonce, sizeof a.nonce);
  hpcab_stream others[5];
  others[0] = stream_of("llr/s001", 3, "b");
  others[1] = stream_of("llr/s000", 4, "b");
  others[2] = stream_of("llr/s000", 3, "c");
  others[3] = stream_of("llr/s00", 3, "0b"); /* the same bytes split differently */
  uint8_t seed2[HPCAB_SEED_BYTES];
  memcpy(seed2, SEED, sizeof seed2);
  seed2[31] ^= 1;
  others[4].size = sizeof others[4];
  assert_int_equal(hpcab_stream_key(seed2, "llr/s000", 3, "b", &others[4]), HPCAB_OK);
  for (int i = 0; i < 5; i++)
    assert_true(memcmp(a.key, others[i].key, sizeof a.key) != 0 ||
                memcmp(a.nonce, others[i].nonce, sizeof a.nonce) != 0);
}

static void stream_functions_reject_null_and_foreign_streams(void **state)
{
  (void)state;
  hpcab_stream s = {.size = sizeof s};
  assert_int_equal(hpcab_stream_key(NULL, "k", 0, "a", &s), HPCAB_E_INVALID);
  assert_int_equal(hpcab_stream_key(SEED, NULL, 0, "a", &s), HPCAB_E_INVALID);
  assert_int_equal(hpcab_stream_key(SEED, "k", 0, NULL, &s), HPCAB_E_INVALID);
  assert_int_equal(hpcab_stream_key(SEED, "k", 0, "a", NULL), HPCAB_E_INVALID);
  hpcab_stream bad = {0};
  hpcab_stream child = {.size = sizeof child};
  assert_int_equal(hpcab_stream_derive(&bad, "x", 0, &child), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "stream size"));
  double x;
  hpcab_fill_spec sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_ANY, 0, 0);
  assert_int_equal(hpcab_fill_array(&bad, &sp, HPCAB_F64, &x, 1, 1), HPCAB_E_INVALID);
  assert_int_equal(hpcab_stream_random(NULL, NULL), HPCAB_E_INVALID);
}

static void derived_streams_differ_by_label_and_index(void **state)
{
  (void)state;
  hpcab_stream p = stream_of("k", 0, "a"),
               c[4] = {{.size = sizeof p}, {.size = sizeof p}, {.size = sizeof p}, {.size = sizeof p}};
  assert_int_equal(hpcab_stream_derive(&p, "perturb", 0, &c[0]), HPCAB_OK);
  assert_int_equal(hpcab_stream_derive(&p, "perturb", 1, &c[1]), HPCAB_OK);
  assert_int_equal(hpcab_stream_derive(&p, "sizes", 0, &c[2]), HPCAB_OK);
  assert_int_equal(hpcab_stream_derive(&p, "perturb", 0, &c[3]), HPCAB_OK);
  assert_memory_equal(c[0].key, c[3].key, sizeof c[0].key);
  for (int i = 0; i < 3; i++) {
    assert_memory_not_equal(c[i].key, p.key, sizeof p.key);
    for (int j = i + 1; j < 3; j++) assert_memory_not_equal(c[i].key, c[j].key, sizeof p.key);
  }
  hpcab_stream q = p;
  assert_int_equal(hpcab_stream_derive(&q, "perturb", 0, &q), HPCAB_OK); /* child may alias parent */
  assert_memory_equal(q.key, c[0].key, sizeof q.key);
}

static void stream_random_is_repeatable_and_uniform(void **state)
{
  (void)state;
  hpcab_stream s1 = stream_of("k", 0, "sizes"), s2 = s1;
  hpcab_random r1 = {.size = sizeof r1}, r2 = {.size = sizeof r2};
  assert_int_equal(hpcab_stream_random(&s1, &r1), HPCAB_OK);
  assert_int_equal(hpcab_stream_random(&s2, &r2), HPCAB_OK);
  int hits[10] = {0};
  for (int i = 0; i < 10000; i++) {
    uint64_t a = hpcab_random_below(&r1, 10);
    assert_int_equal(a, hpcab_random_below(&r2, 10));
    hits[a]++;
  }
  for (int v = 0; v < 10; v++) assert_in_range(hits[v], 850, 1150);
  assert_true(s1.position >= 10000);
}

static void fill_is_bitwise_identical_on_1_2_and_7_threads(void **state)
{
  (void)state;
  const size_t n = 300001; /* several parallel chunks and a partial batch */
  hpcab_stream s = stream_of("k", 1, "x");
  for (int d = 1; d < HPCAB_DTYPE_COUNT; d++) {
    size_t bytes = n * hpcab_dtype_size((hpcab_dtype)d);
    for (int dist = HPCAB_DIST_UNIFORM; dist <= HPCAB_DIST_LOGNORMAL; dist++) {
      hpcab_fill_spec sp = spec_of((hpcab_dist)dist, HPCAB_DOMAIN_ANY, 0, 0);
      unsigned char *one = malloc(bytes), *many = malloc(bytes);
      assert_int_equal(hpcab_fill_array(&s, &sp, (hpcab_dtype)d, one, n, 1), HPCAB_OK);
      for (unsigned t = 2; t <= 7; t += 5) {
        memset(many, 0xA5, bytes);
        assert_int_equal(hpcab_fill_array(&s, &sp, (hpcab_dtype)d, many, n, t), HPCAB_OK);
        assert_memory_equal(one, many, bytes);
      }
      free(one);
      free(many);
    }
  }
}

static void fill_element_depends_only_on_its_index(void **state)
{
  (void)state;
  hpcab_stream s = stream_of("k", 1, "x");
  hpcab_fill_spec sp = spec_of(HPCAB_DIST_NORMAL, HPCAB_DOMAIN_ANY, 0, 0);
  const size_t n = 200000;
  double *big = malloc(n * sizeof *big), small[37];
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, big, n, 2), HPCAB_OK);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, small, 37, 1), HPCAB_OK);
  assert_memory_equal(big, small, sizeof small);
  free(big);
}

static int cmp_u64(const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

static void different_draws_and_arrays_share_no_values(void **state)
{
  (void)state;
  const size_t per = 4096, nstreams = 30;
  uint64_t *all = malloc(per * nstreams * sizeof *all);
  hpcab_fill_spec sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_ANY, 0, 0);
  const char *names[3] = {"a", "b", "c"};
  for (size_t d = 0; d < 10; d++)
    for (size_t a = 0; a < 3; a++) {
      hpcab_stream s = stream_of("sc/dense_linear_algebra/gemm", d, names[a]);
      assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, all + (d * 3 + a) * per, per, 1), HPCAB_OK);
    }
  qsort(all, per * nstreams, sizeof *all, cmp_u64);
  for (size_t i = 1; i < per * nstreams; i++) assert_true(all[i] != all[i - 1]);
  free(all);
}

/* mean and variance of 10^6 samples within 5 sigma of the distribution's */
static void check_moments(const double *x, size_t n, double mean, double var, double mu4)
{
  double m = 0, v = 0;
  for (size_t i = 0; i < n; i++) m += x[i];
  m /= (double)n;
  for (size_t i = 0; i < n; i++) v += (x[i] - mean) * (x[i] - mean);
  v /= (double)n;
  assert_true(fabs(m - mean) < 5 * sqrt(var / (double)n));
  assert_true(fabs(v - var) < 5 * sqrt((mu4 - var * var) / (double)n));
}

static void moments_of_each_distribution_are_within_5_sigma(void **state)
{
  (void)state;
  const size_t n = 1000000;
  double *x = malloc(n * sizeof *x);
  hpcab_stream s = stream_of("k", 7, "moments");
  hpcab_fill_spec sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_ANY, 0, 0);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, x, n, 2), HPCAB_OK);
  check_moments(x, n, 0.0, 1.0 / 3.0, 1.0 / 5.0);
  sp.dist = HPCAB_DIST_NORMAL;
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, x, n, 2), HPCAB_OK);
  check_moments(x, n, 0.0, 1.0, 3.0);
  sp.dist = HPCAB_DIST_LOGNORMAL;
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, x, n, 2), HPCAB_OK);
  double s2 = 0.25, var = (exp(s2) - 1) * exp(s2);
  double exkurt = exp(4 * s2) + 2 * exp(3 * s2) + 3 * exp(2 * s2) - 6;
  check_moments(x, n, exp(s2 / 2), var, var * var * (exkurt + 3));
  free(x);
}

static void box_muller_values_match_libm_closely(void **state)
{
  (void)state;
  uint32_t key[2] = {12345, 67890}, nonce[2] = {1, 2};
  uint32_t w[4][HPCAB__BATCH];
  double z[2 * HPCAB__BATCH], x[2 * HPCAB__BATCH];
  double worst = 0;
  for (uint64_t batch = 0; batch < 2000; batch++) {
    hpcab__philox_batch(key, nonce, batch * HPCAB__BATCH, w);
    hpcab__real_batch(HPCAB_DIST_NORMAL, HPCAB__FOLD_NONE, w, z);
    hpcab__real_batch(HPCAB_DIST_LOGNORMAL, HPCAB__FOLD_NONE, w, x);
    for (int j = 0; j < HPCAB__BATCH; j++) {
      uint64_t a = (uint64_t)w[1][j] << 32 | w[0][j], b = (uint64_t)w[3][j] << 32 | w[2][j];
      double u1 = 1.0 - (double)(a >> 12) * 0x1p-52;                    /* (0, 1] */
      double t = ((double)((b << 2) >> 12) * 0x1p-52 - 0.5) * M_PI / 2; /* [-pi/4, pi/4) */
      double phi = t + (double)(b >> 62) * M_PI / 2, r = sqrt(-2.0 * log(u1));
      double e0 = r * cos(phi), e1 = r * sin(phi);
      worst = fmax(worst, fabs(z[j] - e0) / fmax(1.0, r));
      worst = fmax(worst, fabs(z[j + HPCAB__BATCH] - e1) / fmax(1.0, r));
      worst = fmax(worst, fabs(x[j] - exp(0.5 * z[j])) / x[j]);
    }
  }
  assert_true(worst < 4e-15); /* about 1.5 ulp against long double libm */
}

static void domains_fold_values_into_their_ranges(void **state)
{
  (void)state;
  const size_t n = 100000;
  double *x = malloc(n * sizeof *x);
  hpcab_stream s = stream_of("k", 0, "dom");
  for (int dist = HPCAB_DIST_UNIFORM; dist <= HPCAB_DIST_LOGNORMAL; dist++) {
    for (int dom = HPCAB_DOMAIN_ANY; dom <= HPCAB_DOMAIN_INTERVAL; dom++) {
      hpcab_fill_spec sp = spec_of((hpcab_dist)dist, (hpcab_domain)dom, 2.0, 5.0);
      assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, x, n, 1), HPCAB_OK);
      double lo = INFINITY, hi = -INFINITY;
      for (size_t i = 0; i < n; i++) {
        switch (dom) {
        case HPCAB_DOMAIN_POSITIVE: assert_true(x[i] > 0); break;
        case HPCAB_DOMAIN_NONNEG: assert_true(x[i] >= 0); break;
        case HPCAB_DOMAIN_NEGATIVE: assert_true(x[i] < 0); break;
        case HPCAB_DOMAIN_INTERVAL: assert_true(x[i] >= 2.0 && x[i] <= 5.0); break;
        default:
          if (dist == HPCAB_DIST_UNIFORM) assert_true(x[i] >= -1.0 && x[i] < 1.0);
        }
        lo = fmin(lo, x[i]);
        hi = fmax(hi, x[i]);
      }
      if (dom == HPCAB_DOMAIN_INTERVAL) assert_true(lo < 2.1 && hi > 4.9); /* the range is covered */
    }
  }
  free(x);
}

static void narrow_floats_are_the_rounded_f64_values(void **state)
{
  (void)state;
  const size_t n = 5000;
  hpcab_stream s = stream_of("k", 0, "narrow");
  double *d = malloc(n * sizeof *d);
  float *f = malloc(n * sizeof *f);
  uint16_t *h = malloc(n * sizeof *h), *b = malloc(n * sizeof *b);
  for (int dist = HPCAB_DIST_UNIFORM; dist <= HPCAB_DIST_LOGNORMAL; dist++) {
    hpcab_fill_spec sp = spec_of((hpcab_dist)dist, HPCAB_DOMAIN_ANY, 0, 0);
    assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, d, n, 1), HPCAB_OK);
    assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F32, f, n, 1), HPCAB_OK);
    assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F16, h, n, 1), HPCAB_OK);
    assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_BF16, b, n, 1), HPCAB_OK);
    for (size_t i = 0; i < n; i++) {
      assert_true(f[i] == (float)d[i]);
      assert_int_equal(h[i], hpcab_f32_to_f16((float)d[i]));
      assert_int_equal(b[i], hpcab_f32_to_bf16((float)d[i]));
    }
  }
  free(d);
  free(f);
  free(h);
  free(b);
}

static void positive_f16_never_rounds_to_zero(void **state)
{
  (void)state;
  const size_t n = 1 << 20;
  uint16_t *h = malloc(n * sizeof *h);
  hpcab_stream s = stream_of("k", 0, "tiny");
  hpcab_fill_spec sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_POSITIVE, 0, 0);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F16, h, n, 2), HPCAB_OK);
  for (size_t i = 0; i < n; i++) assert_true(h[i] != 0 && !(h[i] & 0x8000u));
  free(h);
}

static void complex_elements_take_two_consecutive_reals(void **state)
{
  (void)state;
  const size_t n = 999;
  hpcab_stream s = stream_of("k", 2, "z");
  hpcab_fill_spec sp = spec_of(HPCAB_DIST_NORMAL, HPCAB_DOMAIN_ANY, 0, 0);
  double *re = malloc(2 * n * sizeof *re), *z = malloc(2 * n * sizeof *z);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, re, 2 * n, 1), HPCAB_OK);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_C128, z, n, 1), HPCAB_OK);
  assert_memory_equal(re, z, 2 * n * sizeof *re);
  free(re);
  free(z);
}

static void integers_are_uniform_in_their_documented_ranges(void **state)
{
  (void)state;
  const size_t n = 20000;
  hpcab_stream s = stream_of("k", 0, "ints");
  int8_t i8[20000];
  hpcab_fill_spec sp = spec_of(HPCAB_DIST_NORMAL, HPCAB_DOMAIN_ANY, 0, 0);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_I8, i8, n, 1), HPCAB_OK);
  int lo = 127, hi = -128;
  for (size_t i = 0; i < n; i++) {
    lo = i8[i] < lo ? i8[i] : lo;
    hi = i8[i] > hi ? i8[i] : hi;
  }
  assert_int_equal(lo, -100);
  assert_int_equal(hi, 100);
  uint16_t u16[20000];
  sp.domain = HPCAB_DOMAIN_POSITIVE;
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_U16, u16, n, 1), HPCAB_OK);
  for (size_t i = 0; i < n; i++) assert_in_range(u16[i], 1, 100);
  int64_t i64[20000];
  sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_INTERVAL, -5.5, 5.0);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_I64, i64, n, 1), HPCAB_OK);
  for (size_t i = 0; i < n; i++) assert_true(i64[i] >= -5 && i64[i] <= 5);
  uint64_t u64[20000];
  sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_INTERVAL, 0.0, 1e30); /* clipped to the whole u64 range */
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_U64, u64, n, 1), HPCAB_OK);
  size_t above = 0;
  for (size_t i = 0; i < n; i++) above += u64[i] > UINT64_MAX / 2;
  assert_in_range(above, n / 2 - 500, n / 2 + 500);
  sp.domain = HPCAB_DOMAIN_NEGATIVE;
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_U32, u64, 10, 1), HPCAB_E_INVALID);
  sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_INTERVAL, 200.0, 300.0);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_I8, i8, 10, 1), HPCAB_E_INVALID);
  bool bits[20000];
  sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_ANY, 0, 0);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_BOOL, bits, n, 1), HPCAB_OK);
  size_t ones = 0;
  for (size_t i = 0; i < n; i++) {
    assert_true(*(uint8_t *)&bits[i] <= 1);
    ones += bits[i];
  }
  assert_in_range(ones, n / 2 - 500, n / 2 + 500);
}

static void fill_rejects_bad_specs(void **state)
{
  (void)state;
  hpcab_stream s = stream_of("k", 0, "bad");
  double x[4];
  hpcab_fill_spec sp = spec_of((hpcab_dist)0, HPCAB_DOMAIN_ANY, 0, 0);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, x, 4, 1), HPCAB_E_INVALID);
  sp = spec_of(HPCAB_DIST_UNIFORM, (hpcab_domain)9, 0, 0);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, x, 4, 1), HPCAB_E_INVALID);
  sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_INTERVAL, 1.0, NAN);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, x, 4, 1), HPCAB_E_INVALID);
  sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_INTERVAL, 2.0, 1.0);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, x, 4, 1), HPCAB_E_INVALID);
  sp = spec_of(HPCAB_DIST_UNIFORM, HPCAB_DOMAIN_ANY, 0, 0);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_DTYPE_INVALID, x, 4, 1), HPCAB_E_INVALID);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, NULL, 4, 1), HPCAB_E_INVALID);
  assert_int_equal(hpcab_fill_array(&s, &sp, HPCAB_F64, NULL, 0, 1), HPCAB_OK);
  assert_int_equal(hpcab_fill_array(&s, NULL, HPCAB_F64, x, 4, 1), HPCAB_E_INVALID);
}

static void perturb_changes_every_element_beyond_its_band_keeping_its_sign(void **state)
{
  (void)state;
  const size_t n = 100003;
  hpcab_stream s = stream_of("k", 0, "p"), ps = {.size = sizeof s};
  assert_int_equal(hpcab_stream_derive(&s, "perturb", 1, &ps), HPCAB_OK);
  hpcab_fill_spec sp = spec_of(HPCAB_DIST_NORMAL, HPCAB_DOMAIN_ANY, 0, 0);
  const hpcab_dtype types[] = {HPCAB_F64, HPCAB_F32, HPCAB_F16, HPCAB_BF16, HPCAB_C64};
  for (size_t t = 0; t < sizeof types / sizeof *types; t++) {
    hpcab_dtype d = types[t];
    size_t es = hpcab_dtype_size(d), reals = hpcab_dtype_is_complex(d) ? 2 * n : n;
    unsigned char *orig = malloc(n * es), *a = malloc(n * es), *b = malloc(n * es);
    assert_int_equal(hpcab_fill_array(&s, &sp, d, orig, n, 1), HPCAB_OK);
    memcpy(a, orig, n * es);
    memcpy(b, orig, n * es);
    assert_int_equal(hpcab_fill_perturb(&ps, d, a, n, 1), HPCAB_OK);
    assert_int_equal(hpcab_fill_perturb(&ps, d, b, n, 7), HPCAB_OK);
    assert_memory_equal(a, b, n * es);
    hpcab_dtype comp = d == HPCAB_C64 ? HPCAB_F32 : d;
    for (size_t i = 0; i < reals; i++) {
      double x, y;
      switch (comp) {
      case HPCAB_F64:
        x = ((double *)orig)[i];
        y = ((double *)a)[i];
        break;
      case HPCAB_F32:
        x = ((float *)orig)[i];
        y = ((float *)a)[i];
        break;
      case HPCAB_F16:
        x = hpcab_f16_to_f32(((uint16_t *)orig)[i]);
        y = hpcab_f16_to_f32(((uint16_t *)a)[i]);
        break;
      default:
        x = hpcab_bf16_to_f32(((uint16_t *)orig)[i]);
        y = hpcab_bf16_to_f32(((uint16_t *)a)[i]);
        break;
      }
      if (x == 0) continue;
      assert_true(y != x);
      assert_true((x > 0) == (y > 0) || y == 0);
      assert_true(fabs(y) < fabs(x));
      /* step h: 2^-11 (f64), 2^-7 (f32), 2^-4 (f16), 2^-3 (bf16); the change lies in [h, 2h] relative
         up to the dtype's rounding, so it exceeds 4 × the band's rtol (1e-9, 1e-3, 1e-2, 3e-2) */
      double h = comp == HPCAB_F64 ? 0x1p-11 : comp == HPCAB_F32 ? 0x1p-7 : comp == HPCAB_F16 ? 0x1p-4 : 0x1p-3;
      double ulp = comp == HPCAB_F64 ? 0x1p-52 : comp == HPCAB_F32 ? 0x1p-23 : comp == HPCAB_F16 ? 0x1p-10 : 0x1p-7;
      double rtol = comp == HPCAB_F64 ? 1e-9 : comp == HPCAB_F32 ? 1e-3 : comp == HPCAB_F16 ? 1e-2 : 3e-2;
      if (fabs(x) > 1e-3) { /* away from the subnormal range of the 16-bit formats */
        assert_true(fabs(x - y) <= (2 * h + ulp) * fabs(x));
        assert_true(fabs(x - y) >= (h - ulp) * fabs(x));
        assert_true(fabs(x - y) > 1.9 * rtol * fabs(x));
      }
    }
    free(orig);
    free(a);
    free(b);
  }
  int32_t ints[4] = {0};
  assert_int_equal(hpcab_fill_perturb(&ps, HPCAB_I32, ints, 4, 1), HPCAB_E_UNSUPPORTED);
}

/* The dispatched (AVX2 where the CPU has it) and the portable perturbation give the same bits, for
   zeros, infinities, quiet and signalling NaNs (kept as they are), subnormals, runs of plain values
   only (the vector path's quick pass) and lengths that end mid-vector. */
static void perturb_vector_path_matches_the_portable_one_bit_for_bit(void **state)
{
  (void)state;
  uint32_t w[4][HPCAB__BATCH];
  const uint32_t key[2] = {0x1234567u, 0x89abcdefu}, nonce[2] = {7, 9};
  hpcab__philox_batch(key, nonce, 40, w);
  const double c0 = 1.0 - 0x1p-11, c1 = 0x1p-11 * 0x1p-8;
  enum { N = HPCAB__PERTURB_BATCH };
  static double x[N], a[N], b[N];
  static float xf[N], af[N], bf[N];
  const uint64_t snan64 = UINT64_C(0x7ff0000000000001);
  const uint32_t snan32 = 0x7f800001u;
  for (size_t k = 0; k < N; k++) {
    int plain = k >= N / 2; /* the second half: plain values and zeros only */
    x[k] = (k % 7 == 0)              ? 0.0
           : (k % 11 == 0 && !plain) ? INFINITY
           : (k % 13 == 0 && !plain) ? NAN
           : (k % 17 == 0 && !plain) ? 0x1p-1070
           : (k % 19 == 0)           ? -0.0
                                     : (double)k * ((k & 1) ? -1.25 : 0.75);
    xf[k] = (k % 17 == 0 && !plain) ? 0x1p-148f : (float)x[k];
    if (k % 23 == 0 && !plain) {
      memcpy(&x[k], &snan64, sizeof snan64);
      memcpy(&xf[k], &snan32, sizeof snan32);
    }
  }
  for (size_t n = 0; n <= N; n += (n < 70 ? 1 : 121)) {
    size_t s1 = hpcab__perturb_f64(x, a, n, w, c0, c1), s2 = hpcab__perturb_f64_portable(x, b, n, w, c0, c1);
    assert_int_equal(s1, s2);
    assert_memory_equal(a, b, n * sizeof *a);
    s1 = hpcab__perturb_f32(xf, af, n, w, 1.0 - 0x1p-7, 0x1p-7 * 0x1p-8);
    s2 = hpcab__perturb_f32_portable(xf, bf, n, w, 1.0 - 0x1p-7, 0x1p-7 * 0x1p-8);
    assert_int_equal(s1, s2);
    assert_memory_equal(af, bf, n * sizeof *af);
  }
}

static void permutation_holds_every_index_once(void **state)
{
  (void)state;
  const size_t n = 100000;
  int32_t *p = malloc(n * sizeof *p), *q = malloc(n * sizeof *q);
  unsigned char *seen = calloc(n, 1);
  hpcab_stream s = stream_of("k", 0, "ip"), t = stream_of("k", 1, "ip");
  assert_int_equal(hpcab_fill_permutation(&s, HPCAB_I32, p, n), HPCAB_OK);
  assert_int_equal(hpcab_fill_permutation(&t, HPCAB_I32, q, n), HPCAB_OK);
  size_t fixed = 0, same = 0;
  for (size_t i = 0; i < n; i++) {
    assert_true(p[i] >= 0 && (size_t)p[i] < n);
    assert_int_equal(seen[p[i]]++, 0);
    fixed += (size_t)p[i] == i;
    same += p[i] == q[i];
  }
  assert_true(fixed < 10 && same < 10); /* about one expected of each */
  int64_t one;
  assert_int_equal(hpcab_fill_permutation(&s, HPCAB_I64, &one, 1), HPCAB_OK);
  assert_int_equal(one, 0);
  assert_int_equal(hpcab_fill_permutation(&s, HPCAB_F64, p, n), HPCAB_E_INVALID);
  free(p);
  free(q);
  free(seen);
}

static void index_values_stay_below_m_on_any_thread_count(void **state)
{
  (void)state;
  const size_t n = 200000;
  int32_t *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  hpcab_stream s = stream_of("k", 0, "idx");
  assert_int_equal(hpcab_fill_index(&s, HPCAB_I32, a, n, 1000, 1), HPCAB_OK);
  assert_int_equal(hpcab_fill_index(&s, HPCAB_I32, b, n, 1000, 7), HPCAB_OK);
  assert_memory_equal(a, b, n * sizeof *a);
  unsigned char hit[1000] = {0};
  for (size_t i = 0; i < n; i++) {
    assert_true(a[i] >= 0 && a[i] < 1000);
    hit[a[i]] = 1;
  }
  for (int v = 0; v < 1000; v++) assert_true(hit[v]);
  assert_int_equal(hpcab_fill_index(&s, HPCAB_I8, a, 4, 1000, 1), HPCAB_E_RANGE);
  assert_int_equal(hpcab_fill_index(&s, HPCAB_I32, a, 4, 0, 1), HPCAB_E_INVALID);
  free(a);
  free(b);
}

/* Cholesky in double: returns 0 when a is numerically positive definite */
static int cholesky(double *a, size_t n)
{
  for (size_t j = 0; j < n; j++) {
    double d = a[j * n + j];
    for (size_t k = 0; k < j; k++) d -= a[j * n + k] * a[j * n + k];
    if (!(d > 0)) return -1;
    a[j * n + j] = sqrt(d);
    for (size_t i = j + 1; i < n; i++) {
      double v = a[i * n + j];
      for (size_t k = 0; k < j; k++) v -= a[i * n + k] * a[j * n + k];
      a[i * n + j] = v / a[j * n + j];
    }
  }
  return 0;
}

static void spd_matrices_pass_a_cholesky_factorization(void **state)
{
  (void)state;
  const size_t n = 120;
  double *a = malloc(n * n * sizeof *a), *b = malloc(n * n * sizeof *b);
  float *f = malloc(n * n * sizeof *f);
  uint16_t *h = malloc(n * n * sizeof *h);
  hpcab_stream s = stream_of("k", 0, "L");
  assert_int_equal(hpcab_fill_spd(&s, HPCAB_F64, a, n, 1), HPCAB_OK);
  assert_int_equal(hpcab_fill_spd(&s, HPCAB_F64, b, n, 2), HPCAB_OK);
  assert_memory_equal(a, b, n * n * sizeof *a);
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++) assert_true(a[i * n + j] == a[j * n + i]);
  assert_int_equal(cholesky(a, n), 0);
  assert_int_equal(hpcab_fill_spd(&s, HPCAB_F32, f, n, 1), HPCAB_OK);
  for (size_t i = 0; i < n * n; i++) a[i] = f[i];
  assert_int_equal(cholesky(a, n), 0);
  assert_int_equal(hpcab_fill_spd(&s, HPCAB_F16, h, n, 1), HPCAB_OK);
  for (size_t i = 0; i < n * n; i++) a[i] = hpcab_f16_to_f32(h[i]);
  assert_int_equal(cholesky(a, n), 0);
  assert_int_equal(hpcab_fill_spd(&s, HPCAB_I32, a, n, 1), HPCAB_E_INVALID);
  assert_int_equal(hpcab_fill_spd(&s, HPCAB_F64, a, 0, 1), HPCAB_E_RANGE);
  free(a);
  free(b);
  free(f);
  free(h);
}

static void diag_dominant_rows_are_strictly_dominant(void **state)
{
  (void)state;
  const size_t n = 300;
  uint16_t *h = malloc(n * n * sizeof *h);
  double *d = malloc(n * n * sizeof *d);
  hpcab_stream s = stream_of("k", 0, "D");
  assert_int_equal(hpcab_fill_diag_dominant(&s, HPCAB_F16, h, n, 2), HPCAB_OK);
  assert_int_equal(hpcab_fill_diag_dominant(&s, HPCAB_F64, d, n, 1), HPCAB_OK);
  for (size_t i = 0; i < n; i++) {
    double sh = 0, sd = 0;
    for (size_t j = 0; j < n; j++)
      if (j != i) {
        sh += fabs(hpcab_f16_to_f32(h[i * n + j]));
        sd += fabs(d[i * n + j]);
      }
    assert_true(hpcab_f16_to_f32(h[i * n + i]) > sh);
    assert_true(d[i * n + i] > sd);
  }
  free(h);
  free(d);
}

static void check_csr(uint64_t rows, uint64_t cols, uint64_t nnz)
{
  hpcab_stream s = stream_of("k", 0, "A");
  int32_t *rp = malloc((rows + 1) * sizeof *rp), *ci = malloc((nnz + 1) * sizeof *ci);
  int32_t *ci2 = malloc((nnz + 1) * sizeof *ci2);
  double *v = malloc((nnz + 1) * sizeof *v);
  assert_int_equal(hpcab_fill_csr(&s, rows, cols, nnz, HPCAB_I32, rp, ci, HPCAB_F64, v, NULL, 1), HPCAB_OK);
  assert_int_equal(hpcab_fill_csr(&s, rows, cols, nnz, HPCAB_I32, rp, ci2, HPCAB_F64, v, NULL, 7), HPCAB_OK);
  assert_memory_equal(ci, ci2, nnz * sizeof *ci);
  assert_int_equal(rp[0], 0);
  assert_int_equal(rp[rows], (int32_t)nnz);
  for (uint64_t r = 0; r < rows; r++) {
    int32_t k = rp[r + 1] - rp[r];
    assert_true((uint64_t)k == nnz / rows || (uint64_t)k == nnz / rows + 1);
    for (int32_t p = rp[r]; p < rp[r + 1]; p++) {
      assert_true(ci[p] >= 0 && (uint64_t)ci[p] < cols);
      if (p > rp[r]) assert_true(ci[p] > ci[p - 1]);
    }
  }
  for (uint64_t p = 0; p < nnz; p++) assert_true(v[p] >= -1 && v[p] < 1);
  free(rp);
  free(ci);
  free(ci2);
  free(v);
}

static void csr_without_values_gives_the_same_pattern(void **state)
{
  (void)state;
  hpcab_stream s = stream_of("k", 0, "G");
  enum { ROWS = 300, COLS = 200, NNZ = 2100 };
  int64_t *rp = malloc((ROWS + 1) * sizeof *rp), *rp2 = malloc((ROWS + 1) * sizeof *rp2);
  int64_t *ci = malloc(NNZ * sizeof *ci), *ci2 = malloc(NNZ * sizeof *ci2);
  float *v = malloc(NNZ * sizeof *v);
  assert_int_equal(hpcab_fill_csr(&s, ROWS, COLS, NNZ, HPCAB_I64, rp, ci, HPCAB_F32, v, NULL, 2), HPCAB_OK);
  /* a pattern-only matrix: values NULL, val_dtype not looked at */
  assert_int_equal(hpcab_fill_csr(&s, ROWS, COLS, NNZ, HPCAB_I64, rp2, ci2, HPCAB_DTYPE_INVALID, NULL, NULL, 3),
                   HPCAB_OK);
  assert_memory_equal(rp, rp2, (ROWS + 1) * sizeof *rp);
  assert_memory_equal(ci, ci2, NNZ * sizeof *ci);
  assert_int_equal(hpcab_fill_csr(&s, ROWS, COLS, NNZ, HPCAB_I64, rp2, NULL, HPCAB_F32, v, NULL, 1), HPCAB_E_INVALID);
  free(rp);
  free(rp2);
  free(ci);
  free(ci2);
  free(v);
}

static void csr_matrices_are_valid(void **state)
{
  (void)state;
  check_csr(1000, 1000, 8000); /* sparse */
  check_csr(77, 50, 3000);     /* dense rows: picked as complements */
  check_csr(10, 10, 100);      /* full */
  check_csr(5, 3, 0);          /* empty */
  hpcab_stream s = stream_of("k", 0, "A");
  int32_t rp[3], ci[8];
  double v[8];
  assert_int_equal(hpcab_fill_csr(&s, 2, 3, 8, HPCAB_I32, rp, ci, HPCAB_F64, v, NULL, 1), HPCAB_E_RANGE);
  assert_int_equal(hpcab_fill_csr(&s, 2, 3, 4, HPCAB_I16, rp, ci, HPCAB_F64, v, NULL, 1), HPCAB_E_INVALID);
}

static void zeros_clears_every_byte(void **state)
{
  (void)state;
  double z[3] = {1, 2, 3};
  assert_int_equal(hpcab_fill_zeros(HPCAB_C64, z, 1), HPCAB_OK);
  assert_true(z[0] == 0 && z[1] == 2);
  assert_int_equal(hpcab_fill_zeros(HPCAB_DTYPE_INVALID, z, 1), HPCAB_E_INVALID);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(philox_matches_random123_known_answers),
      cmocka_unit_test(batched_philox_equals_the_reference_function_on_every_path),
      cmocka_unit_test(stream_key_depends_on_every_field),
      cmocka_unit_test(stream_functions_reject_null_and_foreign_streams),
      cmocka_unit_test(derived_streams_differ_by_label_and_index),
      cmocka_unit_test(stream_random_is_repeatable_and_uniform),
      cmocka_unit_test(fill_is_bitwise_identical_on_1_2_and_7_threads),
      cmocka_unit_test(fill_element_depends_only_on_its_index),
      cmocka_unit_test(different_draws_and_arrays_share_no_values),
      cmocka_unit_test(moments_of_each_distribution_are_within_5_sigma),
      cmocka_unit_test(box_muller_values_match_libm_closely),
      cmocka_unit_test(domains_fold_values_into_their_ranges),
      cmocka_unit_test(narrow_floats_are_the_rounded_f64_values),
      cmocka_unit_test(positive_f16_never_rounds_to_zero),
      cmocka_unit_test(complex_elements_take_two_consecutive_reals),
      cmocka_unit_test(integers_are_uniform_in_their_documented_ranges),
      cmocka_unit_test(fill_rejects_bad_specs),
      cmocka_unit_test(perturb_changes_every_element_beyond_its_band_keeping_its_sign),
      cmocka_unit_test(perturb_vector_path_matches_the_portable_one_bit_for_bit),
      cmocka_unit_test(permutation_holds_every_index_once),
      cmocka_unit_test(index_values_stay_below_m_on_any_thread_count),
      cmocka_unit_test(spd_matrices_pass_a_cholesky_factorization),
      cmocka_unit_test(diag_dominant_rows_are_strictly_dominant),
      cmocka_unit_test(csr_matrices_are_valid),
      cmocka_unit_test(csr_without_values_gives_the_same_pattern),
      cmocka_unit_test(zeros_clears_every_byte),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
