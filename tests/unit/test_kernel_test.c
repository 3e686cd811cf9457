/* Unit tests: unit-testing a candidate against a kernel's reference (hpcab/testing.h) and the full
   validation of a kernel (hpcab/validate.h), on the example kernel examples/kernels/mylab/gather_rowsum. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "hpcab.h"

#define EXAMPLES HPCAB_SOURCE_ROOT "/examples"
#define KERNEL EXAMPLES "/kernels/mylab/gather_rowsum"
#define FAST EXAMPLES "/testing/gather_rowsum_fast.c"
#define WRONG EXAMPLES "/testing/gather_rowsum_wrong.c"

static char state_dir[] = "/tmp/hpcab-kernel-test-XXXXXX";

static int setup(void **state)
{
  (void)state;
  if (!mkdtemp(state_dir)) return -1;
  setenv("HPCAB_STATE_DIR", state_dir, 1);
  return 0;
}

static int teardown(void **state)
{
  (void)state;
  char cmd[256];
  snprintf(cmd, sizeof cmd, "rm -rf %s", state_dir);
  return system(cmd) == 0 ? 0 : -1;
}

/* A candidate that computes what the reference computes passes, and the report says on what. */
static void a_correct_candidate_passes_with_a_report_of_what_was_checked(void **state)
{
  (void)state;
  char report[4096];
  hpcab_test_options o = {.size = sizeof o, .precision = HPCAB_F32, .draws = 3};
  hpcab_status st = hpcab_test_kernel(KERNEL, FAST, &o, report, sizeof report);
  if (st) fail_msg("%s", report);
  assert_non_null(strstr(report, "f32: the candidate matches the reference on the test draw (N=100,K=4,M=104) and 3 "
                                 "correctness draws (3 at edge sizes), deterministic"));
  assert_null(strstr(report, "f64:"));
}

/* A wrong candidate fails with HPCAB_E_MISMATCH; the report and the error name the draw and the worst element. */
static void a_wrong_candidate_fails_with_the_draw_and_the_worst_element(void **state)
{
  (void)state;
  char report[4096];
  hpcab_test_options o = {.size = sizeof o, .precision = HPCAB_F64};
  assert_int_equal(hpcab_test_kernel(KERNEL, WRONG, &o, report, sizeof report), HPCAB_E_MISMATCH);
  assert_non_null(strstr(report, "f64: correctness draw 0 (edge sizes) (N=1,"));
  assert_non_null(strstr(report, "output y: 1 of 1 elements differ; worst y[0]: got nan"));
  assert_non_null(strstr(hpcab_last_error(), "worst y[0]"));
}

/* The test draw only (draws < 0) does not see an edge-size bug. */
static void the_test_draw_alone_is_what_draws_below_zero_ask_for(void **state)
{
  (void)state;
  char report[4096];
  hpcab_test_options o = {.size = sizeof o, .precision = HPCAB_F64, .draws = -1, .no_determinism = 1};
  assert_int_equal(hpcab_test_kernel(KERNEL, WRONG, &o, report, sizeof report), HPCAB_OK);
  assert_non_null(strstr(report, "on the test draw (N=100,K=4,M=104)\n"));
}

/* A candidate without the kernel's symbol: HPCAB_E_NOTFOUND, with the prototype it must export, and
   the built object named by its source, not by its place in the build cache. */
static void a_candidate_without_the_symbol_is_told_the_prototype(void **state)
{
  (void)state;
  char path[] = "/tmp/hpcab-kernel-test-cand-XXXXXX.c";
  int fd = mkstemps(path, 2);
  assert_true(fd >= 0);
  const char *src = "void something_else(void) {}\n";
  assert_int_equal(write(fd, src, strlen(src)), (ssize_t)strlen(src));
  close(fd);
  char report[4096];
  hpcab_test_options o = {.size = sizeof o, .precision = HPCAB_F32};
  assert_int_equal(hpcab_test_kernel(KERNEL, path, &o, report, sizeof report), HPCAB_E_NOTFOUND);
  unlink(path);
  assert_non_null(strstr(report, "it must export void gather_rowsum(float *restrict y, const float *restrict A,"));
  assert_null(strstr(report, state_dir));
  assert_null(strstr(hpcab_last_error(), state_dir));
}

/* A report longer than the buffer is cut and marked. */
static void a_report_too_long_for_the_buffer_is_cut_with_dots(void **state)
{
  (void)state;
  char report[40];
  memset(report, 'x', sizeof report);
  hpcab_test_options o = {.size = sizeof o, .precision = HPCAB_F64, .draws = -1};
  assert_int_equal(hpcab_test_kernel(KERNEL, FAST, &o, report, sizeof report), HPCAB_OK);
  assert_int_equal(strlen(report), sizeof report - 1);
  assert_string_equal(report + sizeof report - 4, "...");
  assert_int_equal(hpcab_test_kernel(KERNEL, FAST, &o, NULL, 0), HPCAB_OK);
}

/* Bad arguments, an older options layout, a precision the manifest lacks, no such kernel. */
static void bad_requests_fail_with_a_status_and_a_message(void **state)
{
  (void)state;
  char report[1024];
  assert_int_equal(hpcab_test_kernel(NULL, FAST, NULL, report, sizeof report), HPCAB_E_INVALID);
  assert_int_equal(hpcab_test_kernel(KERNEL, NULL, NULL, report, sizeof report), HPCAB_E_INVALID);
  assert_int_equal(hpcab_test_kernel(KERNEL, FAST, NULL, NULL, 8), HPCAB_E_INVALID);
  hpcab_test_options o = {.size = 3};
  assert_int_equal(hpcab_test_kernel(KERNEL, FAST, &o, report, sizeof report), HPCAB_E_INVALID);
  assert_non_null(strstr(hpcab_last_error(), "hpcab_test_kernel options"));
  o = (hpcab_test_options){.size = sizeof o, .precision = HPCAB_BF16};
  assert_int_equal(hpcab_test_kernel(KERNEL, FAST, &o, report, sizeof report), HPCAB_E_INVALID);
  assert_non_null(strstr(report, "has no precision bf16"));
  assert_int_equal(hpcab_test_kernel(EXAMPLES "/kernels/mylab/none", FAST, NULL, report, sizeof report), HPCAB_E_IO);
  assert_non_null(strstr(report, "cannot open manifest"));
}

/* The example kernel passes every check of the validation. */
static void a_valid_kernel_passes_every_check(void **state)
{
  (void)state;
  hpcab_validation *v = NULL;
  hpcab_validate_options o = {.size = sizeof o, .precision = HPCAB_F64};
  assert_int_equal(hpcab_kernel_validate(KERNEL, &o, &v), HPCAB_OK);
  if (!hpcab_validation_ok(v)) fail_msg("%s", hpcab_validation_report(v));
  assert_int_equal(hpcab_validation_problem_count(v), 0);
  assert_null(hpcab_validation_problem(v, 0));
  assert_false(hpcab_validation_manifest_failed(v));
  assert_string_equal(hpcab_validation_kernel(v), "mylab/gather_rowsum");
  const char *r = hpcab_validation_report(v);
  assert_non_null(strstr(r, "ok   f64 build"));
  assert_non_null(strstr(r, "ok   f64 symbol"));
  assert_non_null(strstr(r, "ok   f64 draws"));
  assert_non_null(strstr(r, "ok   f64 self-grade"));
  hpcab_validation_free(v);
}

/* A manifest that does not load is the validation's first problem, and stops it. */
static void an_invalid_manifest_is_a_problem_not_an_error(void **state)
{
  (void)state;
  hpcab_validation *v = NULL;
  assert_int_equal(hpcab_kernel_validate(HPCAB_SOURCE_ROOT "/tests/manifests/bad/bad_track.yaml", NULL, &v), HPCAB_OK);
  assert_false(hpcab_validation_ok(v));
  assert_true(hpcab_validation_manifest_failed(v));
  assert_int_equal(hpcab_validation_problem_count(v), 1);
  assert_non_null(strstr(hpcab_validation_problem(v, 0), "manifest: "));
  assert_non_null(strstr(hpcab_validation_problem(v, 0), "track 'My-Track' is not one of llr, sc, ml"));
  hpcab_validation_free(v);
  assert_int_equal(hpcab_kernel_validate(HPCAB_SOURCE_ROOT "/no/such/kernel", NULL, &v), HPCAB_E_IO);
  assert_null(v);
  assert_int_equal(hpcab_kernel_validate(NULL, NULL, &v), HPCAB_E_INVALID);
  assert_int_equal(hpcab_kernel_validate(KERNEL, NULL, NULL), HPCAB_E_INVALID);
  hpcab_validate_options o = {.size = 1};
  assert_int_equal(hpcab_kernel_validate(KERNEL, &o, &v), HPCAB_E_INVALID);
  hpcab_validation_free(NULL);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(a_correct_candidate_passes_with_a_report_of_what_was_checked),
      cmocka_unit_test(a_wrong_candidate_fails_with_the_draw_and_the_worst_element),
      cmocka_unit_test(the_test_draw_alone_is_what_draws_below_zero_ask_for),
      cmocka_unit_test(a_candidate_without_the_symbol_is_told_the_prototype),
      cmocka_unit_test(a_report_too_long_for_the_buffer_is_cut_with_dots),
      cmocka_unit_test(bad_requests_fail_with_a_status_and_a_message),
      cmocka_unit_test(a_valid_kernel_passes_every_check),
      cmocka_unit_test(an_invalid_manifest_is_a_problem_not_an_error),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
