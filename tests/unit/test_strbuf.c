/* Unit tests: growable strings and JSON emission (lib/common/strbuf.h). */
#include <math.h>
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab/format.h"
#include "strbuf.h"

static char *finish(hpcab__sb *sb)
{
  char *s = NULL;
  assert_int_equal(hpcab__sb_finish(sb, &s), HPCAB_OK);
  return s;
}

static void appends_grow_the_buffer(void **state)
{
  (void)state;
  hpcab__sb sb = {0};
  for (int i = 0; i < 1000; i++) hpcab__sb_printf(&sb, "%d,", i % 10);
  char *s = finish(&sb);
  assert_int_equal(strlen(s), 2000);
  assert_memory_equal(s, "0,1,2,", 6);
  free(s);
}

static void json_strings_are_escaped(void **state)
{
  (void)state;
  hpcab__sb sb = {0};
  hpcab__sb_json_string(&sb, "a\"b\\c\nd\x01"
                             "é");
  char *s = finish(&sb);
  assert_string_equal(s, "\"a\\\"b\\\\c\\nd\\u0001é\"");
  free(s);
}

static void invalid_utf8_becomes_the_replacement_character(void **state)
{
  (void)state;
  hpcab__sb sb = {0};
  hpcab__sb_json_string(&sb, "x\xff\xc3");
  char *s = finish(&sb);
  assert_string_equal(s, "\"x\\ufffd\\ufffd\"");
  free(s);
}

static void non_finite_numbers_are_null(void **state)
{
  (void)state;
  hpcab__sb sb = {0};
  hpcab__sb_json_number(&sb, NAN);
  hpcab__sb_puts(&sb, ",");
  hpcab__sb_json_number(&sb, INFINITY);
  hpcab__sb_puts(&sb, ",");
  hpcab__sb_json_number(&sb, 0.1);
  char *s = finish(&sb);
  assert_string_equal(s, "null,null,0.1");
  free(s);
}

static void an_empty_buffer_finishes_as_an_empty_string(void **state)
{
  (void)state;
  hpcab__sb sb = {0};
  hpcab__sb_puts(&sb, "");
  char *s = finish(&sb);
  assert_string_equal(s, "");
  free(s);
}

static void numbers_print_as_the_shortest_text_that_reads_back(void **state)
{
  (void)state;
  char buf[HPCAB_DOUBLE_TEXT];
  assert_string_equal(hpcab_double_format(0.7, buf), "0.7");
  assert_string_equal(hpcab_double_format(0.1 + 0.2, buf), "0.30000000000000004");
  assert_string_equal(hpcab_double_format(-0.0, buf), "-0");
  assert_string_equal(hpcab_double_format(1e300, buf), "1e+300");
  assert_string_equal(hpcab_double_format(4.9406564584124654e-324, buf), "5e-324");
  assert_string_equal(hpcab_double_format(123456789.0, buf), "123456789");
  assert_string_equal(hpcab_double_format(4000000.0, buf), "4000000");
  assert_string_equal(hpcab_double_format(-2.0, buf), "-2");
  assert_string_equal(hpcab_double_format(1e17, buf), "1e+17");
  assert_string_equal(hpcab_double_format(2.5e6, buf), "2500000");
  assert_string_equal(hpcab_double_format(NAN, buf), "nan");
  assert_string_equal(hpcab_double_format(-INFINITY, buf), "-inf");
  uint64_t s = 88172645463325252u;
  for (int i = 0; i < 20000; i++) { /* random bit patterns: each reads back, one digit fewer does not */
    s ^= s << 13, s ^= s >> 7, s ^= s << 17;
    double v;
    memcpy(&v, &s, sizeof v);
    if (!isfinite(v)) continue;
    hpcab_double_format(v, buf);
    assert_true(strtod(buf, NULL) == v);
    char shorter[512];
    int digits = 0, seen = 0; /* significant digits: from the first nonzero one */
    for (const char *p = buf; *p && *p != 'e'; p++) {
      seen |= *p >= '1' && *p <= '9';
      digits += seen && *p >= '0' && *p <= '9';
    }
    if (digits > 1 && !(v == floor(v) && fabs(v) < 1e17)) {
      snprintf(shorter, sizeof shorter, "%.*g", digits - 1, v);
      assert_false(strtod(shorter, NULL) == v);
    }
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(appends_grow_the_buffer),
      cmocka_unit_test(json_strings_are_escaped),
      cmocka_unit_test(invalid_utf8_becomes_the_replacement_character),
      cmocka_unit_test(non_finite_numbers_are_null),
      cmocka_unit_test(numbers_print_as_the_shortest_text_that_reads_back),
      cmocka_unit_test(an_empty_buffer_finishes_as_an_empty_string),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
