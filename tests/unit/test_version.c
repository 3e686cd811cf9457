/* Unit tests: the version (hpcab/version.h). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <cmocka.h>

#include "hpcab.h"

static void runtime_version_matches_the_headers(void **state)
{
  (void)state;
  assert_string_equal(hpcab_version(), HPCAB_VERSION_STRING);
  assert_int_equal(hpcab_version_number(), HPCAB_VERSION_NUMBER);
}

static void version_string_matches_the_macros(void **state)
{
  (void)state;
  char buf[32];
  snprintf(buf, sizeof buf, "%d.%d.%d", HPCAB_VERSION_MAJOR, HPCAB_VERSION_MINOR, HPCAB_VERSION_PATCH);
  assert_string_equal(buf, HPCAB_VERSION_STRING);
}

static void header_version_matches_the_meson_project_version(void **state)
{
  (void)state;
  assert_string_equal(HPCAB_VERSION_STRING, HPCAB_MESON_PROJECT_VERSION);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(runtime_version_matches_the_headers),
      cmocka_unit_test(version_string_matches_the_macros),
      cmocka_unit_test(header_version_matches_the_meson_project_version),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
