/* Unit tests: where the library finds its worker, hpcab/kernel.h, the corpus and the state directory
   (hpcab/paths.h). This test is linked statically in build/tests/, beside build/lib/. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hpcab.h"

static char *real(const char *p)
{
  static char buf[PATH_MAX];
  assert_non_null(realpath(p, buf));
  return buf;
}

static void the_state_directory_follows_the_environment_in_order(void **state)
{
  (void)state;
  char buf[PATH_MAX];
  setenv("HPCAB_STATE_DIR", "/x/state", 1);
  setenv("XDG_STATE_HOME", "/y", 1);
  setenv("HOME", "/z", 1);
  assert_int_equal(hpcab_paths_state_dir(buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, "/x/state");
  unsetenv("HPCAB_STATE_DIR");
  assert_int_equal(hpcab_paths_state_dir(buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, "/y/hpcabench");
  unsetenv("XDG_STATE_HOME");
  assert_int_equal(hpcab_paths_state_dir(buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, "/z/.local/state/hpcabench");
  assert_int_equal(hpcab_paths_state_dir(buf, 4), HPCAB_E_INVALID);
}

static void the_worker_is_found_beside_the_library_unless_the_environment_names_one(void **state)
{
  (void)state;
  char buf[PATH_MAX], want[PATH_MAX];
  unsetenv("HPCAB_WORKER");
  assert_int_equal(hpcab_paths_worker(buf, sizeof buf), HPCAB_OK);
  snprintf(want, sizeof want, "%s", real(HPCAB_BUILD_ROOT "/lib/hpcab-worker"));
  assert_string_equal(buf, want);
  setenv("HPCAB_WORKER", "/somewhere/hpcab-worker", 1);
  assert_int_equal(hpcab_paths_worker(buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, "/somewhere/hpcab-worker");
  unsetenv("HPCAB_WORKER");
  assert_int_equal(hpcab_paths_worker(buf, 3), HPCAB_E_INVALID);
}

static void a_build_tree_compiles_against_its_own_source_headers(void **state)
{
  (void)state;
  char buf[PATH_MAX], want[PATH_MAX];
  unsetenv("HPCAB_INCLUDE_DIR");
  assert_int_equal(hpcab_paths_include_dir(buf, sizeof buf), HPCAB_OK);
  snprintf(want, sizeof want, "%s", real(HPCAB_SOURCE_ROOT "/include"));
  assert_string_equal(real(buf), want);
  setenv("HPCAB_INCLUDE_DIR", "/opt/inc", 1);
  assert_int_equal(hpcab_paths_include_dir(buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, "/opt/inc");
  unsetenv("HPCAB_INCLUDE_DIR");
}

static void a_build_tree_resolves_kernel_ids_against_its_source_corpus(void **state)
{
  (void)state;
  char buf[PATH_MAX], want[PATH_MAX];
  unsetenv("HPCAB_KERNELS");
  assert_int_equal(hpcab_paths_kernels_dir(buf, sizeof buf), HPCAB_OK);
  snprintf(want, sizeof want, "%s", real(HPCAB_SOURCE_ROOT "/kernels"));
  assert_string_equal(real(buf), want);
  setenv("HPCAB_KERNELS", "/my/corpus", 1);
  assert_int_equal(hpcab_paths_kernels_dir(buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, "/my/corpus");
  unsetenv("HPCAB_KERNELS");
  assert_int_equal(hpcab_paths_kernels_dir(NULL, 0), HPCAB_E_INVALID);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(the_state_directory_follows_the_environment_in_order),
    cmocka_unit_test(the_worker_is_found_beside_the_library_unless_the_environment_names_one),
    cmocka_unit_test(a_build_tree_compiles_against_its_own_source_headers),
    cmocka_unit_test(a_build_tree_resolves_kernel_ids_against_its_source_corpus),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
