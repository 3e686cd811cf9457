/* Unit tests: Landlock confinement shared by the compiler sandbox and the worker (lib/common/landlock.h).
   Each confinement is tried in a forked child; every test is skipped where the kernel has no Landlock. */
#include <errno.h>
#include <fcntl.h>
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

#include "landlock.h"

static char g_dir[64], g_file[96], g_sub[96];

static int make_dir(void **state)
{
  (void)state;
  strcpy(g_dir, "/tmp/hpcab-landlock-XXXXXX");
  if (!mkdtemp(g_dir)) return -1;
  snprintf(g_file, sizeof g_file, "%s/file", g_dir);
  snprintf(g_sub, sizeof g_sub, "%s/sub", g_dir);
  FILE *f = fopen(g_file, "w");
  if (!f) return -1;
  fputs("x", f);
  fclose(f);
  return mkdir(g_sub, 0700);
}

static int remove_dir(void **state)
{
  (void)state;
  char p[128];
  snprintf(p, sizeof p, "%s/new", g_sub);
  unlink(p);
  unlink(g_file);
  rmdir(g_sub);
  return rmdir(g_dir);
}

static int abi_or_skip(void)
{
  int abi = hpcab__landlock_abi();
  if (abi < 1) skip();
  return abi;
}

/* Runs `body` in a child confined to `rs`; returns the child's exit code (0: the body held). */
static int in_confined_child(int rs, int (*body)(void))
{
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) _exit(hpcab__landlock_enforce(rs) != 0 ? 100 : body());
  int status;
  assert_int_equal(waitpid(pid, &status, 0), pid);
  assert_true(WIFEXITED(status));
  return WEXITSTATUS(status);
}

static int can_open(const char *path, int flags)
{
  int fd = open(path, flags | O_CLOEXEC, 0600);
  if (fd >= 0) close(fd);
  return fd >= 0;
}

static void the_handled_rights_grow_with_the_abi(void **state)
{
  (void)state;
  assert_int_equal(hpcab__landlock_fs_rights(1), (1ULL << 13) - 1);
  assert_true(hpcab__landlock_fs_rights(3) & (1ULL << 14));
  assert_false(hpcab__landlock_fs_rights(4) & (1ULL << 15));
  assert_true(hpcab__landlock_fs_rights(5) & (1ULL << 15));
}

static void a_missing_path_gives_enoent(void **state)
{
  (void)state;
  int abi = abi_or_skip(), rs;
  assert_int_equal(hpcab__landlock_create(abi, 0, &rs), 0);
  assert_int_equal(hpcab__landlock_allow(rs, "/nonexistent/hpcab", HPCAB__LL_READ), ENOENT);
  close(rs);
}

static void a_file_rule_keeps_only_file_rights(void **state)
{
  (void)state;
  int abi = abi_or_skip(), rs;
  assert_int_equal(hpcab__landlock_create(abi, HPCAB__LL_NO_TCP | HPCAB__LL_SCOPED, &rs), 0);
  assert_int_equal(hpcab__landlock_allow(rs, g_file, hpcab__landlock_fs_rights(abi)), 0);
  assert_int_equal(hpcab__landlock_allow(rs, g_file, HPCAB__LL_READ), 0);
  close(rs);
}

static int reads_allowed_nothing_else(void)
{
  if (!can_open(g_file, O_RDONLY)) return 1;
  if (can_open(g_file, O_WRONLY)) return 2;
  if (can_open("/etc/hostname", O_RDONLY) || can_open("/etc/passwd", O_RDONLY)) return 3;
  return 0;
}

/* Confines a child to reading beneath the test directory and, when `writable` is set, full use beneath
   it; runs `body` there and checks that it held. */
static void check_confined(const char *writable, int (*body)(void))
{
  int abi = abi_or_skip(), rs;
  assert_int_equal(hpcab__landlock_create(abi, 0, &rs), 0);
  assert_int_equal(hpcab__landlock_allow(rs, g_dir, HPCAB__LL_READ), 0);
  if (writable) assert_int_equal(hpcab__landlock_allow(rs, writable, hpcab__landlock_fs_rights(abi)), 0);
  assert_int_equal(in_confined_child(rs, body), 0);
  close(rs);
}

static void a_read_rule_allows_reading_and_nothing_else(void **state)
{
  (void)state;
  check_confined(NULL, reads_allowed_nothing_else);
}

static int writes_beneath_sub_only(void)
{
  char p[128];
  snprintf(p, sizeof p, "%s/new", g_sub);
  if (!can_open(p, O_WRONLY | O_CREAT)) return 1;
  if (can_open(g_file, O_WRONLY)) return 2;
  return 0;
}

static void a_full_rule_allows_writing_beneath_its_directory_only(void **state)
{
  (void)state;
  check_confined(g_sub, writes_beneath_sub_only);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(the_handled_rights_grow_with_the_abi),
      cmocka_unit_test(a_missing_path_gives_enoent),
      cmocka_unit_test(a_file_rule_keeps_only_file_rights),
      cmocka_unit_test(a_read_rule_allows_reading_and_nothing_else),
      cmocka_unit_test(a_full_rule_allows_writing_beneath_its_directory_only),
  };
  return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
