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
      if (what < 6) (next(&s) & 1 ? r : x)[i] = specials[what];
      else x[i] = r[i] * (1 + 1e-6);
    }
    for (int i = 0; i < M; i++) rf[i] = (float)r[i], xf[i] = (float)x[i];
    double qlow = iter % 3 == 0 ? -1 : (double)(next(&s) % 1000) / 1000.0;
    size_t begin = next(&s) % 16, end = M - next(&s) % 16;
    block_out a, b;
    hpcab__check_block_for(HPCAB_F64, 0)(r, x, begin, end, 1e-9, 1e-11, qlow, &a);
    hpcab__check_block_for(HPCAB_F64, 1)(r, x, begin, end, 1e-9, 1e-11, qlow, &b);
    assert_int_equal(a.flag, b.flag);
    assert_int_equal(a.beats, b.beats);
    hpcab__check_block_for(HPCAB_F32, 0)(rf, xf, begin, end, 1e-3, 1e-5, qlow, &a);
    hpcab__check_block_for(HPCAB_F32, 1)(rf, xf, begin, end, 1e-3, 1e-5, qlow, &b);
    assert_int_equal(a.flag, b.flag);
    assert_int_equal(a.beats, b.beats);
    double ma = hpcab__check_absmax_for(HPCAB_F64, 0)(r, begin, end),
           mb = hpcab__check_absmax_for(HPCAB_F64, 1)(r, begin, end);
    assert_memory_equal(&ma, &mb, sizeof ma);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(avx2_and_portable_passes_agree),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
