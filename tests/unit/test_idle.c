/* Unit tests: the CPU latency request held while kernels run (lib/measure/idle.c) and how the judge
   holds it when asked (--idle-hold: the verdict's context, the workers' descriptors). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "hpcab.h"
#include "internal.h"
#include "axpy_grade.h"

#define REAL_REQUEST "/dev/cpu_dma_latency"

static char g_tmp[64];

static char *tmp_path(char *buf, size_t cap, const char *name)
{
  snprintf(buf, cap, "%s/%s", g_tmp, name);
  return buf;
}

/* A regular file standing in for the request file: what was written to it is readable back. */
static const char *stand_in(char *buf, size_t cap)
{
  tmp_path(buf, cap, "request");
  FILE *f = fopen(buf, "w");
  assert_non_null(f);
  fclose(f);
  return buf;
}

static int setup(void **state)
{
  (void)state;
  snprintf(g_tmp, sizeof g_tmp, "/tmp/hpcab-idle-XXXXXX");
  return mkdtemp(g_tmp) ? 0 : -1;
}

static int remove_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
  (void)sb, (void)flag, (void)ftw;
  return remove(path);
}

static int teardown(void **state)
{
  (void)state;
  hpcab__idle_set_path(NULL);
  return nftw(g_tmp, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static void a_hold_writes_a_request_of_zero_microseconds(void **state)
{
  (void)state;
  char path[128];
  hpcab__idle_set_path(stand_in(path, sizeof path));
  hpcab__idle_state s = hpcab__idle_hold();
  assert_int_equal(s, HPCAB__IDLE_HELD);
  int32_t v = -1;
  FILE *f = fopen(path, "rb");
  assert_non_null(f);
  assert_int_equal(fread(&v, sizeof v, 1, f), 1);
  fclose(f);
  assert_int_equal(v, 0);
  hpcab__idle_release(s);
  hpcab__idle_set_path(NULL);
}

static void the_request_lasts_until_the_last_hold_ends(void **state)
{
  (void)state;
  char path[128];
  hpcab__idle_set_path(stand_in(path, sizeof path));
  assert_int_equal(hpcab__idle_fd(), -1);
  hpcab__idle_state a = hpcab__idle_hold(), b = hpcab__idle_hold();
  assert_int_equal(a, HPCAB__IDLE_HELD);
  assert_int_equal(b, HPCAB__IDLE_HELD);
  int fd = hpcab__idle_fd();
  assert_true(fd >= 0);
  hpcab__idle_release(b);
  assert_int_equal(hpcab__idle_fd(), fd); /* one hold left: still held */
  assert_int_not_equal(fcntl(fd, F_GETFD), -1);
  hpcab__idle_release(a);
  assert_int_equal(hpcab__idle_fd(), -1);
  assert_int_equal(fcntl(fd, F_GETFD), -1); /* closed: the kernel drops the request */
  hpcab__idle_set_path(NULL);
}

static void the_request_is_not_inherited_across_exec(void **state)
{
  (void)state;
  char path[128];
  hpcab__idle_set_path(stand_in(path, sizeof path));
  hpcab__idle_state s = hpcab__idle_hold();
  assert_int_equal(s, HPCAB__IDLE_HELD);
  int flags = fcntl(hpcab__idle_fd(), F_GETFD);
  assert_true(flags != -1 && (flags & FD_CLOEXEC));
  hpcab__idle_release(s);
  hpcab__idle_set_path(NULL);
}

static void a_missing_request_file_is_unavailable_and_nothing_is_held(void **state)
{
  (void)state;
  char path[128];
  hpcab__idle_set_path(tmp_path(path, sizeof path, "no-such-file"));
  hpcab__idle_state s = hpcab__idle_hold();
  assert_int_equal(s, HPCAB__IDLE_UNAVAILABLE);
  assert_int_equal(hpcab__idle_fd(), -1);
  assert_string_equal(hpcab__idle_state_name(s), "unavailable");
  hpcab__idle_release(s); /* harmless */
  assert_int_equal(hpcab__idle_fd(), -1);
  hpcab__idle_set_path(NULL);
}

static void release_of_a_state_not_held_leaves_another_hold_alone(void **state)
{
  (void)state;
  char path[128];
  hpcab__idle_set_path(stand_in(path, sizeof path));
  hpcab__idle_state s = hpcab__idle_hold();
  assert_int_equal(s, HPCAB__IDLE_HELD);
  hpcab__idle_release(HPCAB__IDLE_OFF);
  hpcab__idle_release(HPCAB__IDLE_NOT_PERMITTED);
  assert_true(hpcab__idle_fd() >= 0);
  hpcab__idle_release(s);
  assert_int_equal(hpcab__idle_fd(), -1);
  hpcab__idle_set_path(NULL);
}

static void state_names_are_the_verdicts_words(void **state)
{
  (void)state;
  assert_string_equal(hpcab__idle_state_name(HPCAB__IDLE_HELD), "held");
  assert_string_equal(hpcab__idle_state_name(HPCAB__IDLE_NOT_PERMITTED), "not permitted");
  assert_string_equal(hpcab__idle_state_name(HPCAB__IDLE_UNAVAILABLE), "unavailable");
  assert_string_equal(hpcab__idle_state_name(HPCAB__IDLE_OFF), "off");
}

/* The system's effective CPU latency limit (µs), read from the real request file; -1 when unreadable. */
static int32_t system_limit(void)
{
  int fd = open(REAL_REQUEST, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  int32_t v = -1;
  if (read(fd, &v, sizeof v) != (ssize_t)sizeof v) v = -1;
  close(fd);
  return v;
}

static void the_real_request_holds_the_system_limit_at_zero_and_releases_it(void **state)
{
  (void)state;
  int32_t before = system_limit();
  if (before < 0) {
    print_message("skipped: %s cannot be read here (%s)\n", REAL_REQUEST, strerror(errno));
    skip();
  }
  hpcab__idle_state s = hpcab__idle_hold();
  assert_int_equal(s, HPCAB__IDLE_HELD); /* readable means root: writable too */
  assert_int_equal(system_limit(), 0);
  hpcab__idle_release(s);
  if (before > 0) assert_int_equal(system_limit(), before); /* (another holder may keep it at 0) */
}

/* ---- the judge ---- */

/* The verdict context's cpu_idle_latency, as text ("null" when it is null). */
static void context_idle(const hpcab_verdict *v, char *out, size_t cap)
{
  const char *json = hpcab_verdict_json(v);
  const char *at = strstr(json, "\"cpu_idle_latency\": ");
  assert_non_null(at);
  at += strlen("\"cpu_idle_latency\": ");
  size_t n = *at == '"' ? strcspn(at + 1, "\"") + 2 : strcspn(at, ",}");
  snprintf(out, cap, "%.*s", (int)n, at);
}

typedef struct {
  int workers, leaked;
  char held_path[128];
} fd_watch;

/* The timed worker hook: counts workers whose descriptors include the request file (or its stand-in). */
static void watch_worker(void *ctx, int side, long pid)
{
  (void)side;
  fd_watch *w = ctx;
  w->workers++;
  char dir[64];
  snprintf(dir, sizeof dir, "/proc/%ld/fd", pid);
  DIR *d = opendir(dir);
  assert_non_null(d);
  for (struct dirent *e; (e = readdir(d));) {
    char link[512], target[512];
    snprintf(link, sizeof link, "%s/%s", dir, e->d_name);
    ssize_t n = readlink(link, target, sizeof target - 1);
    if (n < 0) continue;
    target[n] = '\0';
    if (strcmp(target, w->held_path) == 0 || strcmp(target, REAL_REQUEST) == 0) w->leaked++;
  }
  closedir(d);
}

static void the_judge_asked_to_hold_the_request_holds_it_while_kernels_run_and_no_worker_inherits_it(void **state)
{
  (void)state;
  char path[128], dir[128], word[32];
  fd_watch w = {0};
  hpcab__idle_set_path(stand_in(path, sizeof path));
  snprintf(w.held_path, sizeof w.held_path, "%s", path);
  hpcab_judge_options o = axpy_grade_options(tmp_path(dir, sizeof dir, "judge-held"));
  o.idle_hold = 1;
  o.timed_worker = watch_worker;
  o.hook_ctx = &w;
  hpcab_verdict *v = NULL;
  assert_int_equal(hpcab_judge_grade(&o, &v), HPCAB_OK);
  assert_string_equal(hpcab_verdict_status(v), "ok");
  context_idle(v, word, sizeof word);
  assert_string_equal(word, "\"held\"");
  assert_int_equal(w.workers, 2);
  assert_int_equal(w.leaked, 0);
  assert_int_equal(hpcab__idle_fd(), -1); /* released when the grade ended */
  hpcab_verdict_free(v);
  hpcab__idle_set_path(NULL);
}

static void the_judge_leaves_idle_states_alone_unless_asked(void **state)
{
  (void)state;
  char path[128], dir[128], word[32];
  hpcab__idle_set_path(stand_in(path, sizeof path));
  hpcab_judge_options o = axpy_grade_options(tmp_path(dir, sizeof dir, "judge-off"));
  hpcab_verdict *v = NULL;
  assert_int_equal(hpcab_judge_grade(&o, &v), HPCAB_OK);
  context_idle(v, word, sizeof word);
  assert_string_equal(word, "\"off\"");
  struct stat st;
  assert_int_equal(stat(path, &st), 0);
  assert_int_equal(st.st_size, 0); /* nothing was ever written to the request file */
  hpcab_verdict_free(v);
  hpcab__idle_set_path(NULL);
}

static void the_judge_asked_to_hold_reports_a_request_it_could_not_make(void **state)
{
  (void)state;
  char path[128], dir[128], word[32];
  hpcab__idle_set_path(tmp_path(path, sizeof path, "no-such-request"));
  hpcab_judge_options o = axpy_grade_options(tmp_path(dir, sizeof dir, "judge-unavailable"));
  o.idle_hold = 1;
  hpcab_verdict *v = NULL;
  assert_int_equal(hpcab_judge_grade(&o, &v), HPCAB_OK);
  assert_string_equal(hpcab_verdict_status(v), "ok"); /* the grade goes on without it */
  context_idle(v, word, sizeof word);
  assert_string_equal(word, "\"unavailable\"");
  hpcab_verdict_free(v);
  hpcab__idle_set_path(NULL);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(a_hold_writes_a_request_of_zero_microseconds),
      cmocka_unit_test(the_request_lasts_until_the_last_hold_ends),
      cmocka_unit_test(the_request_is_not_inherited_across_exec),
      cmocka_unit_test(a_missing_request_file_is_unavailable_and_nothing_is_held),
      cmocka_unit_test(release_of_a_state_not_held_leaves_another_hold_alone),
      cmocka_unit_test(state_names_are_the_verdicts_words),
      cmocka_unit_test(the_real_request_holds_the_system_limit_at_zero_and_releases_it),
      cmocka_unit_test(the_judge_asked_to_hold_the_request_holds_it_while_kernels_run_and_no_worker_inherits_it),
      cmocka_unit_test(the_judge_leaves_idle_states_alone_unless_asked),
      cmocka_unit_test(the_judge_asked_to_hold_reports_a_request_it_could_not_make),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
