/* Unit tests (white box): the AVX2 passes of lib/check/check_kernels.c agree with the portable passes on
   every block, so a check gives the same result on any x86-64 CPU. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "check_kernels.h"
#include "hpcab/check.h"

static uint64_t next(uint64_t *s)
{
  *s ^= *s << 13, *s ^= *s >> 7, *s ^= *s << 17;
  return *s;
}

static void avx2_and_portable_passes_agree(void **state)
{
  (void)state;
  if (!hpcab__check_have_avx2()) skip();
  enum { M = 203 };
  double r[M], x[M];
  float rf[M], xf[M];
  const double specials[] = {NAN, INFINITY, -INFINITY, 1e300, -0.0, 0.0};
  uint64_t s = 42;
  for (int iter = 0; iter < 20000; iter++) {
    for (int i = 0; i < M; i++) {
      r[i] = ((double)(next(&s) >> 11) * 0x1p-53 - 0.5) * 100;
      x[i] = r[i] * (1 + ((double)(next(&s) >> 11) * 0x1p-53 - 0.5) * 2e-9);
    }
    int k = (int)(next(&s) % 4); /* up to three planted specials or failures */
    for (int j = 0; j < k; j++) {
      int i = (int)(next(&s) % M);
      uint64_t what = next(&s) % 8;
      if (what < 6)
        (next(&s) & 1 ? r : x)[i] = specials[what];
      else
        x[i] = r[i] * (1 + 1e-6);
    }
    for (int i = 0; i < M; i++) rf[i] = (float)r[i], xf[i] = (float)x[i];
    double qlow = iter % 3 == 0 ? -1 : (double)(next(&s) % 1000) / 1000.0;
    size_t begin = next(&s) % 16, end = M - next(&s) % 16;
    block_out a, b;
    hpcab__check_block_for(HPCAB_F64, 0)(r, x, begin, end, 1e-9, 1e-11, qlow, &a);
    hpcab__check_block_for(HPCAB_F64, 1)(r, x, begin, end, 1e-9, 1e-11, qlow, &b);
    assert_int_equal(a.flag, b.flag);
    assert_int_equal(a.beats, b.beats);
    hpcab__check_flag_for(HPCAB_F64)(r, x, begin, end, 1e-9, 1e-11, HUGE_VAL, &b);
    assert_int_equal(a.flag, b.flag); /* the flag-only pass of the quick check */
    hpcab__check_flag_for(HPCAB_F32)(rf, xf, begin, end, 1e-3, 1e-5, HUGE_VAL, &b);
    hpcab__check_block_for(HPCAB_F32, 0)(rf, xf, begin, end, 1e-3, 1e-5, HUGE_VAL, &a);
    assert_int_equal(a.flag, b.flag);
    hpcab__check_block_for(HPCAB_F32, 0)(rf, xf, begin, end, 1e-3, 1e-5, qlow, &a);
    hpcab__check_block_for(HPCAB_F32, 1)(rf, xf, begin, end, 1e-3, 1e-5, qlow, &b);
    assert_int_equal(a.flag, b.flag);
    assert_int_equal(a.beats, b.beats);
    double ma = hpcab__check_absmax_for(HPCAB_F64, 0)(r, begin, end),
           mb = hpcab__check_absmax_for(HPCAB_F64, 1)(r, begin, end);
    assert_memory_equal(&ma, &mb, sizeof ma);
  }
}

/* The quick pass's flag kernel gives, along with its flag, max|ref| over the block exactly as the
   separate pass does (Inf and NaN counting as 0), or -1 where it does not compute it; planted
   specials, every start and end of a block. */
static void the_flag_pass_gives_max_abs_ref_as_the_separate_pass_does(void **state)
{
  (void)state;
  enum { M = 203 };
  double r[M], x[M];
  float rf[M], xf[M];
  const double specials[] = {NAN, INFINITY, -INFINITY, 1e300, -0.0, 0.0, -1e300, 0x1p-1070};
  uint64_t s = 7;
  for (int iter = 0; iter < 20000; iter++) {
    for (int i = 0; i < M; i++) {
      r[i] = ((double)(next(&s) >> 11) * 0x1p-53 - 0.5) * 100;
      x[i] = r[i];
    }
    int k = (int)(next(&s) % 6);
    for (int j = 0; j < k; j++) r[next(&s) % M] = specials[next(&s) % 8];
    for (int i = 0; i < M; i++) rf[i] = (float)r[i], xf[i] = (float)x[i];
    size_t begin = next(&s) % 20, end = M - next(&s) % 20;
    block_out o;
    hpcab__check_flag_for(HPCAB_F64)(r, x, begin, end, 1e-9, 1e-11, HUGE_VAL, &o);
    if (o.absmax != -1) {
      double want = hpcab__check_absmax_for(HPCAB_F64, 0)(r, begin, end);
      assert_memory_equal(&o.absmax, &want, sizeof want);
    }
    hpcab__check_flag_for(HPCAB_F32)(rf, xf, begin, end, 1e-3, 1e-5, HUGE_VAL, &o);
    if (o.absmax != -1) {
      double want = hpcab__check_absmax_for(HPCAB_F32, 0)(rf, begin, end);
      assert_memory_equal(&o.absmax, &want, sizeof want);
    }
    hpcab__check_block_for(HPCAB_F64, 1)(r, x, begin, end, 1e-9, 1e-11, 0.5, &o);
    assert_true(o.absmax == -1); /* the full check's pass leaves it */
  }
}

/* The judge's quick pass (hpcab__check_passes_band) may send an output on to the full check, but never
   passes one the full check fails: random outputs near the band, planted NaN/Inf and failures, l > 1. */
static void quick_pass_never_passes_what_the_full_check_fails(void **state)
{
  (void)state;
  enum { M = 3000 };
  static double r[M], x[M];
  const double specials[] = {NAN, INFINITY, -INFINITY, 0.0, -0.0};
  uint64_t s = 7;
  int quick_passes = 0, full_passes = 0;
  for (int iter = 0; iter < 3000; iter++) {
    double scale = iter % 5 == 0 ? 1e-6 : iter % 5 == 1 ? 1e6 : 1.0;
    double rel = (double)(next(&s) % 4) * 1e-13;
    for (int i = 0; i < M; i++) {
      r[i] = ((double)(next(&s) >> 11) * 0x1p-53 - 0.5) * scale;
      x[i] = r[i] * (1 + ((double)(next(&s) >> 11) * 0x1p-53 - 0.5) * rel);
    }
    int k = (int)(next(&s) % 3);
    for (int j = 0; j < k; j++) {
      int i = (int)(next(&s) % M);
      uint64_t what = next(&s) % 7;
      if (what < 5)
        (next(&s) & 1 ? r : x)[i] = specials[what];
      else
        x[i] = r[i] + (next(&s) & 1 ? 1e-9 : 1e-13) * scale;
    }
    int64_t n = M, acc = (int64_t)(1 + next(&s) % 1000);
    if (next(&s) % 4 == 0) { /* an error the band refuses and the sqrt(l) rule allows: 0.4 eps sqrt(l) max|r| */
      double m = 0;
      for (int i = 0; i < M; i++) m = fabs(r[i]) > m && isfinite(r[i]) ? fabs(r[i]) : m;
      int i = (int)(next(&s) % M);
      r[i] = 0, x[i] = 0.4 * 0x1p-52 * sqrt((double)acc) * m;
    }
    hpcab_check_spec sp = {.size = sizeof sp, .dtype = HPCAB_F64, .ndim = 1, .shape = &n, .accumulate = acc};
    hpcab_check_report rep = {.size = sizeof rep};
    int quick = -1;
    assert_int_equal(hpcab__check_passes_band(&sp, r, x, &quick), HPCAB_OK);
    assert_int_equal(hpcab_check_arrays(&sp, r, x, &rep), HPCAB_OK);
    if (quick) assert_true(rep.passed);
    quick_passes += quick;
    full_passes += rep.passed;
  }
  assert_true(quick_passes > 300);         /* the quick pass does pass the common case */
  assert_true(full_passes > quick_passes); /* and leaves the raised-atol cases to the full check */
}

/* One case of the poisoning checks: r0 and x0 (m elements) that pass with a tiny relative error,
   then, by the draw, one element that fails, a special value (NaN, Inf or 0) on either side, or one
   only the sqrt(l) rule allows; returns the case's accumulation length. */
static int64_t poison_case(uint64_t *s, int iter, double *r0, double *x0, int m)
{
  const double specials[] = {NAN, INFINITY, 0.0};
  for (int i = 0; i < m; i++) {
    r0[i] = ((double)(next(s) >> 11) * 0x1p-53 - 0.5) * 1e5; /* large enough for the sqrt(l) rule to raise atol */
    x0[i] = r0[i] * (1 + ((double)(next(s) >> 11) * 0x1p-53 - 0.5) * 1e-12);
  }
  int64_t acc = iter % 3 == 0 ? 1 : (int64_t)(1 + next(s) % 100000);
  int what = (int)(next(s) % 4);
  int i = (int)(next(s) % (uint64_t)m);
  if (what == 1) x0[i] = r0[i] * (1 + 1e-6);                                 /* fails */
  if (what == 2) (next(s) & 1 ? r0 : x0)[i] = specials[next(s) % 3];         /* a special */
  if (what == 3) r0[i] = 0, x0[i] = 0.4 * 0x1p-52 * sqrt((double)acc) * 4e4; /* only the sqrt(l) rule allows */
  return acc;
}

/* A poisoning check's case, ready to run: r0 and x0 drawn (poison_case, *n elements), r and x their
   copies for the check to write, *sp its spec (the case's accumulation length, one or two threads by
   the iteration) and *want the full check's report on the originals. */
static void poison_setup(uint64_t *s, int iter, double *r, double *x, double *r0, double *x0, int64_t *n,
                         hpcab_check_spec *sp, hpcab_check_report *want)
{
  int64_t acc = poison_case(s, iter, r0, x0, (int)*n);
  memcpy(r, r0, (size_t)*n * sizeof *r);
  memcpy(x, x0, (size_t)*n * sizeof *x);
  *sp = (hpcab_check_spec){.size = sizeof *sp,
                           .dtype = HPCAB_F64,
                           .ndim = 1,
                           .shape = n,
                           .accumulate = acc,
                           .threads = (unsigned)(1 + iter % 2)};
  *want = (hpcab_check_report){.size = sizeof *want};
  assert_int_equal(hpcab_check_arrays(sp, r0, x0, want), HPCAB_OK);
}

/* How many of a[0..m) hold the 8-byte `word`. */
static int words_in(const double *a, int m, uint64_t word)
{
  int count = 0;
  for (int k = 0; k < m; k++) {
    uint64_t b;
    memcpy(&b, &a[k], sizeof b);
    count += b == word;
  }
  return count;
}

/* The report of a poisoning check that ran the full check is the full check's own. */
static void assert_same_report(const hpcab_check_report *got, const hpcab_check_report *want)
{
  assert_int_equal(got->passed, want->passed);
  assert_int_equal(got->n_failed, want->n_failed);
  assert_int_equal(got->n_elements, want->n_elements);
  assert_memory_equal(&got->atol, &want->atol, sizeof got->atol);
  if (!want->passed) {
    assert_int_equal(got->worst_index, want->worst_index);
    assert_memory_equal(&got->worst_ratio, &want->worst_ratio, sizeof got->worst_ratio);
  }
}

/* The check that poisons (hpcab__check_arrays_poison, the judge's timed check fused with the next
   call's poisoning) gives hpcab_check_arrays's verdict on the arrays as they were, whichever of the
   two it poisons: when everything passes the band that array holds nothing but the word and the other
   is untouched; otherwise neither is poisoned, and the report (verdict, failures, worst element, atol
   from max|ref| also when ref was the poisoned one) is the full check's on the original arrays. */
static void the_check_that_poisons_gives_the_full_checks_verdict_and_poisons_only_on_a_pass(void **state)
{
  (void)state;
  enum { M = 100003 }; /* several chunks of the check, a ragged last block */
  static double r[M], x[M], r0[M], x0[M];
  const uint64_t word = 0x7FF4000000000123ULL;
  uint64_t s = 11;
  int poisoned_runs = 0, full_runs = 0, raised = 0;
  for (int iter = 0; iter < 120; iter++) {
    int64_t n = M;
    hpcab_check_spec sp;
    hpcab_check_report want, got = {.size = sizeof got};
    poison_setup(&s, iter, r, x, r0, x0, &n, &sp, &want);
    int dst_is_ref = iter & 1;
    int quick = -1;
    assert_int_equal(hpcab__check_arrays_poison(&sp, r, x, dst_is_ref ? (void *)r : (void *)x, word, &quick, &got),
                     HPCAB_OK);
    double *dst = dst_is_ref ? r : x, *other = dst_is_ref ? x : r, *other0 = dst_is_ref ? x0 : r0;
    assert_memory_equal(other, other0, sizeof r); /* the other array is never written */
    if (quick) {
      poisoned_runs++;
      assert_true(want.passed);
      assert_int_equal(words_in(dst, M, word), M);
      continue;
    }
    full_runs++;
    raised += want.atol > 1e-11;
    assert_int_equal(words_in(dst, M, word), 0);
    assert_same_report(&got, &want);
  }
  assert_true(poisoned_runs > 10);
  assert_true(full_runs > 10);
  assert_true(raised > 5); /* atol came from max|ref| in some of the full runs */
}

/* The check that poisons both arrays (hpcab__check_arrays_poison_both, the judge's timed check when
   the two sides' outputs lie in two regions) gives hpcab_check_arrays's verdict on the arrays as they
   were: when everything passes the band both hold nothing but the word; otherwise neither holds the
   word anywhere, and the report (verdict, failures, worst element, atol from max|ref|) is the full
   check's on the original arrays. The same array as both is refused. */
static void the_check_that_poisons_both_gives_the_full_checks_verdict_and_poisons_both_only_on_a_pass(void **state)
{
  (void)state;
  enum { M = 100003 };
  static double r[M], x[M], r0[M], x0[M];
  const uint64_t word = 0x7FF4000000000321ULL;
  uint64_t s = 23;
  int poisoned_runs = 0, full_runs = 0, raised = 0;
  for (int iter = 0; iter < 120; iter++) {
    int64_t n = M;
    hpcab_check_spec sp;
    hpcab_check_report want, got = {.size = sizeof got};
    poison_setup(&s, iter, r, x, r0, x0, &n, &sp, &want);
    int quick = -1;
    assert_int_equal(hpcab__check_arrays_poison_both(&sp, r, x, word, &quick, &got), HPCAB_OK);
    if (quick) {
      poisoned_runs++;
      assert_true(want.passed);
      assert_int_equal(words_in(r, M, word), M);
      assert_int_equal(words_in(x, M, word), M);
      continue;
    }
    full_runs++;
    raised += want.atol > 1e-11;
    assert_int_equal(words_in(r, M, word), 0);
    assert_int_equal(words_in(x, M, word), 0);
    assert_same_report(&got, &want);
  }
  assert_true(poisoned_runs > 10);
  assert_true(full_runs > 10);
  assert_true(raised > 5);
  int64_t n = M;
  hpcab_check_spec sp = {.size = sizeof sp, .dtype = HPCAB_F64, .ndim = 1, .shape = &n, .accumulate = 1};
  hpcab_check_report rep = {.size = sizeof rep};
  int quick = -1;
  assert_int_equal(hpcab__check_arrays_poison_both(&sp, r, r, word, &quick, &rep), HPCAB_E_INVALID);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(avx2_and_portable_passes_agree),
      cmocka_unit_test(quick_pass_never_passes_what_the_full_check_fails),
      cmocka_unit_test(the_flag_pass_gives_max_abs_ref_as_the_separate_pass_does),
      cmocka_unit_test(the_check_that_poisons_gives_the_full_checks_verdict_and_poisons_only_on_a_pass),
      cmocka_unit_test(the_check_that_poisons_both_gives_the_full_checks_verdict_and_poisons_both_only_on_a_pass),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
