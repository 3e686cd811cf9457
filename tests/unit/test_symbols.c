/* Unit tests: the functions a shared object exports (hpcab/symbols.h), checked against binutils' nm. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"

/* The defined function symbols `nm -D` lists for `path` (types T, W, i), _init and _fini left out,
   sorted and unique, one per line in a malloc'd string. */
static char *nm_functions(const char *path)
{
  char cmd[1024];
  snprintf(cmd, sizeof cmd,
           "nm -D --defined-only '%s' | awk '$2 ~ /^[TWi]$/ && $3 != \"_init\" && $3 != \"_fini\" "
           "{sub(/@.*/, \"\", $3); print $3}' | LC_ALL=C sort -u",
           path);
  FILE *p = popen(cmd, "r");
  assert_non_null(p);
  size_t cap = 1 << 16, len = 0;
  char *out = malloc(cap);
  assert_non_null(out);
  size_t n;
  while ((n = fread(out + len, 1, cap - len - 1, p)) > 0) {
    len += n;
    if (cap - len < 2) out = realloc(out, cap *= 2);
  }
  out[len] = '\0';
  assert_int_equal(pclose(p), 0);
  return out;
}

static char *listed(const hpcab_symbols *s)
{
  size_t len = 0;
  for (size_t i = 0; i < hpcab_symbols_count(s); i++) len += strlen(hpcab_symbols_name(s, i)) + 1;
  char *out = calloc(len + 1, 1), *p = out;
  for (size_t i = 0; i < hpcab_symbols_count(s); i++) p += sprintf(p, "%s\n", hpcab_symbols_name(s, i));
  return out;
}

static void exported_functions_are_those_nm_lists(void **state)
{
  (void)state;
  const char *objects[] = {HPCAB_BUILD_ROOT "/tests/unit_worker_kernels.so", HPCAB_BUILD_ROOT "/lib/libhpcabench.so"};
  for (size_t k = 0; k < 2; k++) {
    hpcab_symbols *s = NULL;
    assert_int_equal(hpcab_symbols_read(objects[k], &s), HPCAB_OK);
    char *want = nm_functions(objects[k]), *got = listed(s);
    assert_string_equal(got, want);
    assert_true(hpcab_symbols_count(s) > 5);
    free(want);
    free(got);
    hpcab_symbols_free(s);
  }
}

static void a_kernel_symbol_is_found_and_an_absent_one_is_not(void **state)
{
  (void)state;
  hpcab_symbols *s = NULL;
  assert_int_equal(hpcab_symbols_read(HPCAB_BUILD_ROOT "/tests/unit_worker_kernels.so", &s), HPCAB_OK);
  assert_true(hpcab_symbols_has(s, "copy_plus_one"));
  assert_false(hpcab_symbols_has(s, "copy_plus"));
  assert_false(hpcab_symbols_has(s, "_init"));
  assert_null(hpcab_symbols_find_foreign(s, "copy_plus_one"));
  assert_null(hpcab_symbols_name(s, hpcab_symbols_count(s)));
  hpcab_symbols_free(s);
}

static void a_file_that_is_not_an_object_is_refused(void **state)
{
  (void)state;
  hpcab_symbols *s = (hpcab_symbols *)1;
  assert_int_equal(hpcab_symbols_read(HPCAB_SOURCE_ROOT "/README.md", &s), HPCAB_E_INVALID);
  assert_null(s);
  assert_non_null(strstr(hpcab_last_error(), "README.md"));
  assert_int_not_equal(hpcab_symbols_read(HPCAB_SOURCE_ROOT "/no such file.so", &s), HPCAB_OK);
  assert_int_equal(hpcab_symbols_read(NULL, &s), HPCAB_E_INVALID);
  hpcab_symbols_free(NULL);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(exported_functions_are_those_nm_lists),
      cmocka_unit_test(a_kernel_symbol_is_found_and_an_absent_one_is_not),
      cmocka_unit_test(a_file_that_is_not_an_object_is_refused),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
