/* Unit tests: dtypes and 16-bit float conversions (hpcab/dtype.h). */
#include <math.h>
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"
#include "f16_vectors.h"

static float from_bits(uint32_t u)
{
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

static void every_dtype_name_parses_back_to_itself(void **state)
{
  (void)state;
  for (int d = 1; d < HPCAB_DTYPE_COUNT; d++) {
    hpcab_dtype back = HPCAB_DTYPE_INVALID;
    assert_int_equal(hpcab_dtype_from_name(hpcab_dtype_name((hpcab_dtype)d), &back), HPCAB_OK);
    assert_int_equal(back, d);
    assert_true(hpcab_dtype_size((hpcab_dtype)d) > 0);
  }
}

static void unknown_dtype_name_is_an_error_listing_the_names(void **state)
{
  (void)state;
  hpcab_dtype d;
  assert_int_equal(hpcab_dtype_from_name("float64", &d), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "'float64'"));
  assert_non_null(strstr(hpcab_last_error(), "bf16"));
  assert_int_equal(hpcab_dtype_size(HPCAB_DTYPE_INVALID), 0);
  assert_int_equal(hpcab_dtype_size((hpcab_dtype)99), 0);
}

static void dtype_sizes_match_the_c_types(void **state)
{
  (void)state;
  assert_int_equal(hpcab_dtype_size(HPCAB_F64), sizeof(double));
  assert_int_equal(hpcab_dtype_size(HPCAB_F32), sizeof(float));
  assert_int_equal(hpcab_dtype_size(HPCAB_F16), 2);
  assert_int_equal(hpcab_dtype_size(HPCAB_BF16), 2);
  assert_int_equal(hpcab_dtype_size(HPCAB_C64), 2 * sizeof(float));
  assert_int_equal(hpcab_dtype_size(HPCAB_C128), 2 * sizeof(double));
  assert_int_equal(hpcab_dtype_size(HPCAB_BOOL), 1);
  assert_int_equal(hpcab_dtype_size(HPCAB_U64), 8);
}

static void f16_conversion_matches_numpy_vectors(void **state)
{
  (void)state;
  for (size_t i = 0; i < sizeof F16_VECTORS / sizeof F16_VECTORS[0]; i++) {
    uint16_t got = hpcab_f32_to_f16(from_bits(F16_VECTORS[i].f32));
    if (got != F16_VECTORS[i].f16)
      fail_msg("f32 0x%08x: got 0x%04x, numpy 0x%04x", F16_VECTORS[i].f32, got, F16_VECTORS[i].f16);
  }
}

static void f16_rounds_ties_to_even(void **state)
{
  (void)state;
  assert_int_equal(hpcab_f32_to_f16(1.0f + 0x1p-11f), 0x3c00);     /* tie: down to even */
  assert_int_equal(hpcab_f32_to_f16(1.0f + 3 * 0x1p-11f), 0x3c02); /* tie: up to even */
  assert_int_equal(hpcab_f32_to_f16(0x1p-25f), 0x0000);            /* half the least subnormal */
  assert_int_equal(hpcab_f32_to_f16(1.5f * 0x1p-25f), 0x0001);
  assert_int_equal(hpcab_f32_to_f16(3 * 0x1p-25f), 0x0002); /* 1.5 subnormal units: up to even */
}

static void f16_overflow_gives_infinity_and_nan_stays_nan(void **state)
{
  (void)state;
  assert_int_equal(hpcab_f32_to_f16(65504.0f), 0x7bff);
  assert_int_equal(hpcab_f32_to_f16(65519.0f), 0x7bff);
  assert_int_equal(hpcab_f32_to_f16(65520.0f), 0x7c00);
  assert_int_equal(hpcab_f32_to_f16(-INFINITY), 0xfc00);
  assert_true(isnan(hpcab_f16_to_f32(hpcab_f32_to_f16(NAN))));
  assert_int_equal(hpcab_f32_to_f16(-0.0f), 0x8000);
}

static void every_f16_value_round_trips_through_f32(void **state)
{
  (void)state;
  for (uint32_t h = 0; h < 0x10000u; h++) {
    float f = hpcab_f16_to_f32((uint16_t)h);
    if ((h & 0x7c00u) == 0x7c00u && (h & 0x3ffu)) {
      assert_true(isnan(f));
      continue;
    }
    assert_int_equal(hpcab_f32_to_f16(f), h);
  }
}

static void bf16_rounds_to_nearest_even(void **state)
{
  (void)state;
  assert_int_equal(hpcab_f32_to_bf16(1.0f), 0x3f80);
  assert_int_equal(hpcab_f32_to_bf16(from_bits(0x3f808000u)), 0x3f80); /* tie, even below */
  assert_int_equal(hpcab_f32_to_bf16(from_bits(0x3f818000u)), 0x3f82); /* tie, even above */
  assert_int_equal(hpcab_f32_to_bf16(from_bits(0x3f808001u)), 0x3f81);
  assert_int_equal(hpcab_f32_to_bf16(from_bits(0x7f7fffffu)), 0x7f80); /* FLT_MAX rounds to Inf */
  assert_true(isnan(hpcab_bf16_to_f32(hpcab_f32_to_bf16(NAN))));
}

static void every_bf16_value_round_trips_through_f32(void **state)
{
  (void)state;
  for (uint32_t b = 0; b < 0x10000u; b++) {
    float f = hpcab_bf16_to_f32((uint16_t)b);
    if (isnan(f)) continue;
    assert_int_equal(hpcab_f32_to_bf16(f), b);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(every_dtype_name_parses_back_to_itself),
      cmocka_unit_test(unknown_dtype_name_is_an_error_listing_the_names),
      cmocka_unit_test(dtype_sizes_match_the_c_types),
      cmocka_unit_test(f16_conversion_matches_numpy_vectors),
      cmocka_unit_test(f16_rounds_ties_to_even),
      cmocka_unit_test(f16_overflow_gives_infinity_and_nan_stays_nan),
      cmocka_unit_test(every_f16_value_round_trips_through_f32),
      cmocka_unit_test(bf16_rounds_to_nearest_even),
      cmocka_unit_test(every_bf16_value_round_trips_through_f32),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
