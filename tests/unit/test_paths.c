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

/* A kernel is an existing path, else an id under --kernels (kernels_dir), else under the corpus. */
static void a_kernel_is_a_path_or_an_id_of_the_corpus(void **state)
{
  (void)state;
  char buf[PATH_MAX];
  unsetenv("HPCAB_KERNELS");
  assert_int_equal(hpcab_paths_kernel(HPCAB_SOURCE_ROOT "/tests/manifests/good/axpy", NULL, buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, HPCAB_SOURCE_ROOT "/tests/manifests/good/axpy");
  assert_int_equal(hpcab_paths_kernel("llr/s000", NULL, buf, sizeof buf), HPCAB_OK);
  assert_string_equal(real(buf), real(HPCAB_SOURCE_ROOT "/kernels/llr/s000"));
  assert_int_equal(hpcab_paths_kernel("good/axpy", HPCAB_SOURCE_ROOT "/tests/manifests", buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, HPCAB_SOURCE_ROOT "/tests/manifests/good/axpy");
  setenv("HPCAB_KERNELS", HPCAB_SOURCE_ROOT "/tests/manifests", 1);
  assert_int_equal(hpcab_paths_kernel("good/axpy", NULL, buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, HPCAB_SOURCE_ROOT "/tests/manifests/good/axpy");
  /* a corpus of one's own adds to the shipped one: its ids first, then the shipped corpus's */
  assert_int_equal(hpcab_paths_kernel("llr/s000", NULL, buf, sizeof buf), HPCAB_OK);
  assert_string_equal(real(buf), real(HPCAB_SOURCE_ROOT "/kernels/llr/s000"));
  assert_int_equal(hpcab_paths_kernel("good/nothing", NULL, buf, sizeof buf), HPCAB_E_NOTFOUND);
  assert_non_null(strstr(hpcab_last_error(), HPCAB_SOURCE_ROOT "/tests/manifests"));
  unsetenv("HPCAB_KERNELS");
  assert_int_equal(hpcab_paths_kernel("llr/no_such_kernel", NULL, buf, sizeof buf), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_paths_kernel("../no_such_corpus/llr/s000", NULL, buf, sizeof buf), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_paths_kernel("llr/./s000", NULL, buf, sizeof buf), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_paths_kernel("/no/such/dir", NULL, buf, sizeof buf), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_paths_kernel("llr/s000", NULL, buf, 4), HPCAB_E_INVALID);
  assert_int_equal(hpcab_paths_kernel(NULL, NULL, buf, sizeof buf), HPCAB_E_INVALID);
}

/* A manifest loaded by id gets that id; one under a corpus given by HPCAB_KERNELS, its path there. */
static void manifests_load_by_id_and_take_their_path_under_the_corpus_as_id(void **state)
{
  (void)state;
  hpcab_manifest *m = NULL;
  unsetenv("HPCAB_KERNELS");
  assert_int_equal(hpcab_manifest_load("llr/s000", &m), HPCAB_OK);
  assert_string_equal(hpcab_manifest_id(m), "llr/s000");
  hpcab_manifest_free(m);
  setenv("HPCAB_KERNELS", HPCAB_SOURCE_ROOT "/tests/manifests", 1);
  assert_int_equal(hpcab_manifest_load("good/axpy", &m), HPCAB_OK);
  assert_string_equal(hpcab_manifest_id(m), "good/axpy");
  hpcab_manifest_free(m);
  assert_int_equal(hpcab_manifest_load("good/nothing", &m), HPCAB_E_IO);
  assert_non_null(
      strstr(hpcab_last_error(), "nor is it a kernel id of the corpus " HPCAB_SOURCE_ROOT "/tests/manifests"));
  unsetenv("HPCAB_KERNELS");
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(the_state_directory_follows_the_environment_in_order),
      cmocka_unit_test(the_worker_is_found_beside_the_library_unless_the_environment_names_one),
      cmocka_unit_test(a_build_tree_compiles_against_its_own_source_headers),
      cmocka_unit_test(a_build_tree_resolves_kernel_ids_against_its_source_corpus),
      cmocka_unit_test(a_kernel_is_a_path_or_an_id_of_the_corpus),
      cmocka_unit_test(manifests_load_by_id_and_take_their_path_under_the_corpus_as_id),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
