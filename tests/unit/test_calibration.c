/* Unit tests of hpcab/calibration.h: the machine's calibration state beside its profile. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"

static char scratch[256];

static int make_scratch(void **state)
{
  (void)state;
  snprintf(scratch, sizeof scratch, "/tmp/hpcab-calibration-XXXXXX");
  return mkdtemp(scratch) ? 0 : -1;
}

static int remove_scratch(void **state)
{
  (void)state;
  char cmd[300];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
  return system(cmd) == 0 ? 0 : -1;
}

static hpcab_calibration noisy(void)
{
  hpcab_calibration c = {.size = sizeof c, .measured_unix = 1764800000, .grades = 6, .kernels = 2};
  snprintf(c.key, sizeof c.key, "0123456789abcdef0123456789abcdef");
  c.false_credit_rate = 0.25;
  c.too_noisy = 1;
  snprintf(c.why, sizeof c.why, "identical code was credited other than 1x on 25%% of llr/vpv's timed inputs");
  return c;
}

static void a_calibration_saved_under_the_cache_directory_loads_back_the_same(void **state)
{
  (void)state;
  setenv("XDG_CACHE_HOME", scratch, 1);
  hpcab_calibration c = noisy(), d = {.size = sizeof d};
  char path[512], want[600];
  assert_int_equal(hpcab_calibration_path(c.key, path, sizeof path), HPCAB_OK);
  snprintf(want, sizeof want, "%s/hpcabench/%s.calibration", scratch, c.key);
  assert_string_equal(path, want);
  assert_int_equal(hpcab_calibration_save(&c, NULL), HPCAB_OK);
  assert_int_equal(hpcab_calibration_load(path, c.key, &d), HPCAB_OK);
  assert_memory_equal(&c, &d, sizeof c);
  unsetenv("XDG_CACHE_HOME");
}

static void a_reason_on_several_lines_is_kept_on_one(void **state)
{
  (void)state;
  char path[512];
  snprintf(path, sizeof path, "%s/lines.calibration", scratch);
  hpcab_calibration c = noisy(), d = {.size = sizeof d};
  snprintf(c.why, sizeof c.why, "one\ntwo=2");
  assert_int_equal(hpcab_calibration_save(&c, path), HPCAB_OK);
  assert_int_equal(hpcab_calibration_load(path, NULL, &d), HPCAB_OK);
  assert_string_equal(d.why, "one two=2");
}

static void a_machine_never_calibrated_is_notfound_and_another_machines_a_mismatch(void **state)
{
  (void)state;
  char path[512];
  snprintf(path, sizeof path, "%s/none.calibration", scratch);
  hpcab_calibration c = noisy(), d = {.size = sizeof d};
  assert_int_equal(hpcab_calibration_load(path, NULL, &d), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_calibration_save(&c, path), HPCAB_OK);
  assert_int_equal(hpcab_calibration_load(path, "ffffffffffffffffffffffffffffffff", &d), HPCAB_E_MISMATCH);
}

static void invalid_calibrations_are_refused_with_a_message(void **state)
{
  (void)state;
  char path[512];
  snprintf(path, sizeof path, "%s/bad.calibration", scratch);
  hpcab_calibration c = noisy();
  c.false_credit_rate = 1.5;
  assert_int_equal(hpcab_calibration_save(&c, path), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "not a valid calibration"));
  c = noisy();
  snprintf(c.key, sizeof c.key, "../../etc");
  assert_int_equal(hpcab_calibration_save(&c, path), HPCAB_E_INVALID);
  assert_int_equal(hpcab_calibration_save(NULL, path), HPCAB_E_INVALID);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs("format=1\nkey=0123456789abcdef0123456789abcdef\ngrades=x\n", f);
  fclose(f);
  hpcab_calibration d = {.size = sizeof d};
  assert_int_equal(hpcab_calibration_load(path, NULL, &d), HPCAB_E_PARSE);
  assert_non_null(strstr(hpcab_last_error(), ":3: bad value for 'grades'"));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(a_calibration_saved_under_the_cache_directory_loads_back_the_same),
      cmocka_unit_test(a_reason_on_several_lines_is_kept_on_one),
      cmocka_unit_test(a_machine_never_calibrated_is_notfound_and_another_machines_a_mismatch),
      cmocka_unit_test(invalid_calibrations_are_refused_with_a_message),
  };
  return cmocka_run_group_tests(tests, make_scratch, remove_scratch);
}
