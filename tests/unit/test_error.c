/* Unit tests: the error model (hpcab/error.h). */
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"
#include "internal.h"

static void every_status_has_a_distinct_name(void **state)
{
  (void)state;
  for (int a = HPCAB_E_INTERNAL; a <= 0; a++) {
    assert_string_not_equal(hpcab_status_name((hpcab_status)a), "unknown");
    for (int b = a + 1; b <= 0; b++)
      assert_string_not_equal(hpcab_status_name((hpcab_status)a), hpcab_status_name((hpcab_status)b));
  }
  assert_string_equal(hpcab_status_name((hpcab_status)-999), "unknown");
  assert_string_equal(hpcab_status_name(HPCAB_OK), "ok");
}

static void seterr_records_status_and_formatted_message(void **state)
{
  (void)state;
  hpcab_status st = hpcab__seterr(HPCAB_E_PARSE, "%s:%d:%d: %s", "k.yaml", 3, 7, "bad");
  assert_int_equal(st, HPCAB_E_PARSE);
  assert_int_equal(hpcab_last_status(), HPCAB_E_PARSE);
  assert_string_equal(hpcab_last_error(), "k.yaml:3:7: bad");
}

static void error_clear_forgets_the_failure(void **state)
{
  (void)state;
  hpcab__seterr(HPCAB_E_IO, "x");
  hpcab_error_clear();
  assert_int_equal(hpcab_last_status(), HPCAB_OK);
  assert_string_equal(hpcab_last_error(), "");
}

static void seterr_errno_appends_the_system_message(void **state)
{
  (void)state;
  errno = ENOENT;
  assert_int_equal(hpcab__seterr_errno("open %s", "/nope"), HPCAB_E_SYSTEM);
  assert_string_equal(hpcab_last_error(), "open /nope: No such file or directory");
}

static void error_prefix_adds_context_to_the_message(void **state)
{
  (void)state;
  hpcab__seterr(HPCAB_E_RANGE, "overflow");
  hpcab__error_prefix("size %s", "N");
  assert_string_equal(hpcab_last_error(), "size N: overflow");
  assert_int_equal(hpcab_last_status(), HPCAB_E_RANGE);
}

static void seterr_may_format_its_own_previous_message(void **state)
{
  (void)state;
  hpcab__seterr(HPCAB_E_IO, "inner");
  hpcab__seterr(HPCAB_E_IO, "outer: %s", hpcab_last_error());
  assert_string_equal(hpcab_last_error(), "outer: inner");
}

static void *other_thread(void *arg)
{
  (void)arg;
  hpcab__seterr(HPCAB_E_NOMEM, "thread message");
  return NULL;
}

static void last_error_is_thread_local(void **state)
{
  (void)state;
  hpcab__seterr(HPCAB_E_INVALID, "main message");
  pthread_t t;
  assert_int_equal(pthread_create(&t, NULL, other_thread, NULL), 0);
  pthread_join(t, NULL);
  assert_string_equal(hpcab_last_error(), "main message");
  assert_int_equal(hpcab_last_status(), HPCAB_E_INVALID);
}

static void long_messages_are_truncated_not_overflowed(void **state)
{
  (void)state;
  char big[10000];
  memset(big, 'x', sizeof big - 1);
  big[sizeof big - 1] = '\0';
  hpcab__seterr(HPCAB_E_PARSE, "%s", big);
  assert_true(strlen(hpcab_last_error()) < sizeof big - 1);
  assert_true(strlen(hpcab_last_error()) > 1000);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(every_status_has_a_distinct_name),
      cmocka_unit_test(seterr_records_status_and_formatted_message),
      cmocka_unit_test(error_clear_forgets_the_failure),
      cmocka_unit_test(seterr_errno_appends_the_system_message),
      cmocka_unit_test(error_prefix_adds_context_to_the_message),
      cmocka_unit_test(seterr_may_format_its_own_previous_message),
      cmocka_unit_test(last_error_is_thread_local),
      cmocka_unit_test(long_messages_are_truncated_not_overflowed),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
