/* Unit tests: secret seeds (hpcab/secrets.h). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "hpcab.h"

static char dir[64];

static int setup(void **state)
{
  (void)state;
  strcpy(dir, "/tmp/hpcab-secrets-XXXXXX");
  return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
  (void)state;
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  return system(cmd) == 0 ? 0 : -1;
}

static const char *write_secrets(const char *name, const char *text, mode_t mode)
{
  static char path[128];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
  chmod(path, mode);
  return path;
}

#define HEX_A "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
#define HEX_B "ff0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

static void a_valid_file_gives_both_seeds(void **state)
{
  (void)state;
  const char *p = write_secrets("ok", "# comment\n\nscore = " HEX_A "\nsubmission=" HEX_B "\n", 0600);
  hpcab_secrets *s = NULL;
  assert_int_equal(hpcab_secrets_load(p, &s), HPCAB_OK);
  assert_int_equal(hpcab_secrets_seed(s, HPCAB_SEED_SCORE)[1], 0x01);
  assert_int_equal(hpcab_secrets_seed(s, HPCAB_SEED_SUBMISSION)[0], 0xff);
  hpcab_secrets_free(s);
}

static void a_file_readable_by_others_is_refused(void **state)
{
  (void)state;
  const char *p = write_secrets("open", "score = " HEX_A "\nsubmission = " HEX_B "\n", 0644);
  hpcab_secrets *s = NULL;
  assert_int_equal(hpcab_secrets_load(p, &s), HPCAB_E_REFUSED);
  assert_non_null(strstr(hpcab_last_error(), "chmod 600"));
}

static void malformed_files_name_the_line(void **state)
{
  (void)state;
  const struct {
    const char *text, *expect;
  } cases[] = {
      {"score = " HEX_A "\nsubmission = 12\n", ":2: the submission seed must be 64 hex digits"},
      {"score = " HEX_A "\n", "the submission seed is missing"},
      {"\nseed = " HEX_A "\n", ":2: unknown key 'seed'"},
      {"score " HEX_A "\n", ":1: expected 'score = HEX'"},
      {"score = " HEX_A "\nscore = " HEX_A "\n", ":2: 'score' given twice"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const char *p = write_secrets("bad", cases[i].text, 0600);
    hpcab_secrets *s = NULL;
    assert_int_equal(hpcab_secrets_load(p, &s), HPCAB_E_PARSE);
    if (!strstr(hpcab_last_error(), cases[i].expect))
      fail_msg("case %zu: '%s' lacks '%s'", i, hpcab_last_error(), cases[i].expect);
  }
}

static void the_state_directory_creates_seeds_once_with_mode_0600(void **state)
{
  (void)state;
  char sd[128];
  snprintf(sd, sizeof sd, "%s/state/hpcabench", dir);
  hpcab_secrets *a = NULL, *b = NULL;
  assert_int_equal(hpcab_secrets_open_state(sd, &a), HPCAB_OK);
  assert_int_equal(hpcab_secrets_open_state(sd, &b), HPCAB_OK);
  assert_memory_equal(hpcab_secrets_seed(a, HPCAB_SEED_SCORE), hpcab_secrets_seed(b, HPCAB_SEED_SCORE),
                      HPCAB_SEED_BYTES);
  assert_memory_not_equal(hpcab_secrets_seed(a, HPCAB_SEED_SCORE), hpcab_secrets_seed(a, HPCAB_SEED_SUBMISSION),
                          HPCAB_SEED_BYTES);
  char path[192];
  snprintf(path, sizeof path, "%s/secrets", sd);
  struct stat sb;
  assert_int_equal(stat(path, &sb), 0);
  assert_int_equal(sb.st_mode & 0777, 0600);
  hpcab_secrets_free(a);
  hpcab_secrets_free(b);
}

static void the_fingerprint_is_stable_and_does_not_contain_the_seed(void **state)
{
  (void)state;
  const char *p = write_secrets("fp", "score = " HEX_A "\nsubmission = " HEX_B "\n", 0600);
  hpcab_secrets *s = NULL;
  assert_int_equal(hpcab_secrets_load(p, &s), HPCAB_OK);
  char f1[33], f2[33], f3[33];
  hpcab_secrets_fingerprint(s, HPCAB_SEED_SCORE, f1);
  hpcab_secrets_fingerprint(s, HPCAB_SEED_SCORE, f2);
  hpcab_secrets_fingerprint(s, HPCAB_SEED_SUBMISSION, f3);
  assert_string_equal(f1, f2);
  assert_string_not_equal(f1, f3);
  assert_int_equal(strlen(f1), 32);
  assert_null(strstr(HEX_A, f1));
  hpcab_secrets_free(s);
}

static void the_default_state_dir_follows_the_environment(void **state)
{
  (void)state;
  char buf[256];
  setenv("HPCAB_STATE_DIR", "/x/y", 1);
  assert_int_equal(hpcab_paths_state_dir(buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, "/x/y");
  unsetenv("HPCAB_STATE_DIR");
  setenv("XDG_STATE_HOME", "/s", 1);
  assert_int_equal(hpcab_paths_state_dir(buf, sizeof buf), HPCAB_OK);
  assert_string_equal(buf, "/s/hpcabench");
  unsetenv("XDG_STATE_HOME");
  assert_int_equal(hpcab_paths_state_dir(buf, 4), getenv("HOME") ? HPCAB_E_INVALID : HPCAB_E_INVALID);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(a_valid_file_gives_both_seeds),
      cmocka_unit_test(a_file_readable_by_others_is_refused),
      cmocka_unit_test(malformed_files_name_the_line),
      cmocka_unit_test(the_state_directory_creates_seeds_once_with_mode_0600),
      cmocka_unit_test(the_fingerprint_is_stable_and_does_not_contain_the_seed),
      cmocka_unit_test(the_default_state_dir_follows_the_environment),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
