/* Unit tests: the deterministic parallel-for and internal arithmetic helpers (lib/common/internal.h). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "hpcab.h"
#include "internal.h"

typedef struct {
  unsigned char *seen;
  double *partial;
} visit_ctx;

static void visit(void *ctx, size_t chunk, size_t begin, size_t end)
{
  visit_ctx *v = ctx;
  double s = 0;
  for (size_t i = begin; i < end; i++) {
    v->seen[i]++;
    s += 1.0 / (double)(i + 1);
  }
  v->partial[chunk] = s;
}

static double run_sum(size_t n, size_t grain, unsigned threads, unsigned char *seen)
{
  size_t nchunks = hpcab__chunk_count(n, grain);
  double *partial = calloc(nchunks ? nchunks : 1, sizeof *partial);
  visit_ctx v = {seen, partial};
  assert_int_equal(hpcab__parallel_for(n, grain, threads, visit, &v), HPCAB_OK);
  double s = 0;
  for (size_t c = 0; c < nchunks; c++) s += partial[c];
  free(partial);
  return s;
}

static void parallel_for_visits_every_element_exactly_once(void **state)
{
  (void)state;
  const size_t n = 100003;
  for (unsigned threads = 1; threads <= 7; threads += 3) {
    unsigned char *seen = calloc(n, 1);
    run_sum(n, 1000, threads, seen);
    for (size_t i = 0; i < n; i++) assert_int_equal(seen[i], 1);
    free(seen);
  }
}

static void parallel_for_result_is_independent_of_thread_count(void **state)
{
  (void)state;
  const size_t n = 50001;
  unsigned char *seen = calloc(n, 4);
  double s1 = run_sum(n, 777, 1, seen);
  double s2 = run_sum(n, 777, 2, seen + n);
  double s7 = run_sum(n, 777, 7, seen + 2 * n);
  assert_memory_equal(&s1, &s2, sizeof s1);
  assert_memory_equal(&s1, &s7, sizeof s1);
  free(seen);
}

static void parallel_for_handles_empty_ranges(void **state)
{
  (void)state;
  assert_int_equal(hpcab__chunk_count(0, 10), 0);
  assert_int_equal(hpcab__chunk_count(10, 10), 1);
  assert_int_equal(hpcab__chunk_count(11, 10), 2);
  unsigned char seen[1];
  assert_true(run_sum(0, 10, 4, seen) == 0.0);
}

typedef struct {
  pthread_t caller;
  int others; /* chunks run by another thread than the caller */
  long sleep_ns;
  pthread_mutex_t m;
} where_ctx;

static void where(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk, (void)begin, (void)end;
  where_ctx *w = ctx;
  if (w->sleep_ns) {
    struct timespec ts = {0, w->sleep_ns};
    nanosleep(&ts, NULL);
  }
  if (!pthread_equal(pthread_self(), w->caller)) {
    pthread_mutex_lock(&w->m);
    w->others++;
    pthread_mutex_unlock(&w->m);
  }
}

/* The pool wakes its threads only when the rest of a job, at the pace of its first chunk, would take
   longer than twice what a woken thread has been taking to get going: once a thread has taken part
   in a job (so the pool knows a wake-up's cost), a job of a few trivial chunks runs on the calling
   thread alone. The pool judges by the time of the first chunk, so a caller preempted during it (a
   busy machine: the other tests run alongside) may rightly wake a thread: the twenty jobs are tried
   again, up to ten times, and must all run alone at least once. */
static void a_job_too_small_to_be_worth_a_wake_up_runs_on_the_calling_thread_alone(void **state)
{
  (void)state;
  where_ctx w = {.caller = pthread_self(), .m = PTHREAD_MUTEX_INITIALIZER};
  for (int tries = 0; tries < 50 && !w.others; tries++) { /* chunks of 2 ms: a woken thread joins */
    w.sleep_ns = 2000000;
    assert_int_equal(hpcab__parallel_for(8, 1, 2, where, &w), HPCAB_OK);
  }
  assert_true(w.others > 0);
  w.sleep_ns = 0;
  w.others = 1;
  for (int tries = 0; tries < 10 && w.others; tries++) {
    w.others = 0;
    for (int k = 0; k < 20; k++) assert_int_equal(hpcab__parallel_for(16, 1, 2, where, &w), HPCAB_OK);
  }
  assert_int_equal(w.others, 0);
}

/* A pool thread woken ahead of a job while lingering is on (hpcab__parallel_warm) waits for it awake
   and takes part in it; with lingering off it is not woken and goes back to sleep. */
static void with_lingering_on_a_thread_woken_ahead_waits_awake_and_takes_part_in_the_next_job(void **state)
{
  (void)state;
  where_ctx w = {.caller = pthread_self(), .m = PTHREAD_MUTEX_INITIALIZER, .sleep_ns = 2000000};
  for (int tries = 0; tries < 50 && !w.others; tries++) /* the pool learns what a wake-up costs */
    assert_int_equal(hpcab__parallel_for(8, 1, 2, where, &w), HPCAB_OK);
  assert_true(w.others > 0);
  struct timespec ms = {0, 1000000};
  hpcab__parallel_warm(UINT64_MAX); /* lingering off: nothing happens */
  nanosleep(&ms, NULL);
  assert_int_equal(hpcab__parallel_awake(), 0);
  int joined = 0;
  for (int tries = 0; tries < 20 && !joined; tries++) {
    hpcab__parallel_linger(1);
    hpcab__parallel_warm(UINT64_MAX);
    for (int k = 0; k < 1000 && !hpcab__parallel_awake(); k++) nanosleep(&(struct timespec){0, 10000}, NULL);
    if (!hpcab__parallel_awake()) continue; /* a very busy machine: it came too late (it waits 0.5 ms) */
    w.others = 0;
    w.sleep_ns = 5000000; /* long enough for a thread of a busy machine to get a CPU */
    assert_int_equal(hpcab__parallel_for(8, 1, 2, where, &w), HPCAB_OK);
    joined = w.others > 0;
  }
  hpcab__parallel_linger(0);
  assert_true(joined);
  for (int k = 0; k < 1000 && hpcab__parallel_awake(); k++) nanosleep(&(struct timespec){0, 10000}, NULL);
  assert_int_equal(hpcab__parallel_awake(), 0); /* lingering off: back to sleep */
}

/* A child forked while pool threads waited awake has none of them: it counts none awake, turning
   lingering off does not wait for them, and its parallel-fors run (on threads of its own). */
static void a_child_forked_while_pool_threads_wait_awake_counts_none_of_them(void **state)
{
  (void)state;
  where_ctx w = {.caller = pthread_self(), .m = PTHREAD_MUTEX_INITIALIZER, .sleep_ns = 2000000};
  assert_int_equal(hpcab__parallel_for(8, 1, 2, where, &w), HPCAB_OK);
  hpcab__parallel_linger(1);
  for (int tries = 0; tries < 20 && !hpcab__parallel_awake(); tries++) {
    hpcab__parallel_warm(UINT64_MAX);
    for (int k = 0; k < 1000 && !hpcab__parallel_awake(); k++) nanosleep(&(struct timespec){0, 10000}, NULL);
  }
  int awake_at_fork = hpcab__parallel_awake() > 0;
  pid_t pid = fork();
  if (pid == 0) {
    int ok = hpcab__parallel_awake() == 0;
    hpcab__parallel_linger(0);
    unsigned char seen[1000] = {0};
    double partial[10];
    visit_ctx v = {seen, partial};
    ok = ok && hpcab__parallel_for(1000, 100, 2, visit, &v) == HPCAB_OK;
    for (int i = 0; i < 1000; i++) ok = ok && seen[i] == 1;
    _exit(ok ? 0 : 1);
  }
  hpcab__parallel_linger(0);
  assert_true(pid > 0);
  int status = 0;
  assert_int_equal(waitpid(pid, &status, 0), pid);
  assert_true(WIFEXITED(status));
  assert_int_equal(WEXITSTATUS(status), 0);
  if (!awake_at_fork) skip(); /* a very busy machine: the case did not arise */
}

static void checked_arithmetic_reports_overflow(void **state)
{
  (void)state;
  size_t s;
  int64_t i;
  assert_false(hpcab__size_mul(SIZE_MAX / 2 + 1, 2, &s));
  assert_true(hpcab__size_mul(3, 4, &s) && s == 12);
  assert_false(hpcab__size_add(SIZE_MAX, 1, &s));
  assert_false(hpcab__i64_mul(INT64_MAX / 3 + 1, 3, &i));
  assert_false(hpcab__i64_add(INT64_MAX, 1, &i));
  assert_true(hpcab__i64_mul(-4, 5, &i) && i == -20);
}

static void aligned_alloc_returns_64_byte_aligned_memory(void **state)
{
  (void)state;
  for (size_t n = 0; n < 300; n += 37) {
    void *p = hpcab__aligned_alloc(n);
    assert_non_null(p);
    assert_int_equal((uintptr_t)p % 64, 0);
    memset(p, 1, n);
    hpcab__aligned_free(p);
  }
}

static void read_file_of_a_missing_path_names_it(void **state)
{
  (void)state;
  char *data;
  assert_int_equal(hpcab__read_file("/nonexistent/x.yaml", &data, NULL), HPCAB_E_SYSTEM);
  assert_null(data);
  assert_non_null(strstr(hpcab_last_error(), "/nonexistent/x.yaml"));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(parallel_for_visits_every_element_exactly_once),
      cmocka_unit_test(parallel_for_result_is_independent_of_thread_count),
      cmocka_unit_test(parallel_for_handles_empty_ranges),
      cmocka_unit_test(a_job_too_small_to_be_worth_a_wake_up_runs_on_the_calling_thread_alone),
      cmocka_unit_test(with_lingering_on_a_thread_woken_ahead_waits_awake_and_takes_part_in_the_next_job),
      cmocka_unit_test(a_child_forked_while_pool_threads_wait_awake_counts_none_of_them),
      cmocka_unit_test(checked_arithmetic_reports_overflow),
      cmocka_unit_test(aligned_alloc_returns_64_byte_aligned_memory),
      cmocka_unit_test(read_file_of_a_missing_path_names_it),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
