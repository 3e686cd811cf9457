/* Unit tests: growable strings and JSON emission (lib/common/strbuf.h). */
#include <math.h>
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

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
  hpcab__sb_json_string(&sb, "a\"b\\c\nd\x01" "é");
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
  assert_string_equal(s, "null,null,0.10000000000000001");
  free(s);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(appends_grow_the_buffer),
    cmocka_unit_test(json_strings_are_escaped),
    cmocka_unit_test(invalid_utf8_becomes_the_replacement_character),
    cmocka_unit_test(non_finite_numbers_are_null),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
