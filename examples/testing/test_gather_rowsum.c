/*
 * Unit tests of a kernel implementation with hpcab_test_kernel (hpcab/testing.h) and cmocka, on the
 * example kernel examples/kernels/mylab/gather_rowsum (kernels/MANIFEST.md's worked example).
 *
 * Build: cc test_gather_rowsum.c $(pkg-config --cflags --libs hpcabench cmocka) -o test_gather_rowsum
 * Run:   ./test_gather_rowsum EXAMPLES_DIR      (the examples/ directory; meson's `examples` suite runs it)
 */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include <hpcab/testing.h>
#include <hpcab/validate.h>

static char kernel[4096], fast[4096], wrong[4096];

/* The kernel itself: manifest, reference, prototype, draws, self-grade (hpcab-judge validate). */
static void the_kernel_itself_is_valid(void **state)
{
  (void)state;
  hpcab_validation *v = NULL;
  assert_int_equal(hpcab_kernel_validate(kernel, NULL, &v), HPCAB_OK);
  if (!hpcab_validation_ok(v)) fail_msg("%s", hpcab_validation_report(v));
  hpcab_validation_free(v);
}

/* The fast version matches the reference on the test draw and 8 correctness draws, f64 and f32. */
static void the_fast_version_matches_the_reference(void **state)
{
  (void)state;
  char report[8192];
  hpcab_test_options o = {.size = sizeof o, .draws = 8};
  if (hpcab_test_kernel(kernel, fast, &o, report, sizeof report) != HPCAB_OK) fail_msg("%s", report);
}

/* A wrong version fails, and the report says where: the draw, its sizes, the output's worst element. */
static void a_wrong_version_fails_with_a_report(void **state)
{
  (void)state;
  char report[8192];
  hpcab_test_options o = {.size = sizeof o, .precision = HPCAB_F32, .draws = 8};
  assert_int_equal(hpcab_test_kernel(kernel, wrong, &o, report, sizeof report), HPCAB_E_MISMATCH);
  assert_non_null(strstr(report, "f32: correctness draw"));
  assert_non_null(strstr(report, "worst y["));
  assert_non_null(strstr(hpcab_last_error(), "worst y["));
}

int main(int argc, char **argv)
{
  if (argc != 2) {
    fprintf(stderr, "usage: %s EXAMPLES_DIR\n", argv[0]);
    return 2;
  }
  snprintf(kernel, sizeof kernel, "%s/kernels/mylab/gather_rowsum", argv[1]);
  snprintf(fast, sizeof fast, "%s/testing/gather_rowsum_fast.c", argv[1]);
  snprintf(wrong, sizeof wrong, "%s/testing/gather_rowsum_wrong.c", argv[1]);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(the_kernel_itself_is_valid),
      cmocka_unit_test(the_fast_version_matches_the_reference),
      cmocka_unit_test(a_wrong_version_fails_with_a_report),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
