/* Unit tests: the SQLite result store (hpcab/store.h). */
#include <signal.h>
#include <sqlite3.h>
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

static char dbpath[256];

static int setup(void **state)
{
  (void)state;
  char dir[] = "/tmp/hpcab-store-XXXXXX";
  if (!mkdtemp(dir)) return -1;
  snprintf(dbpath, sizeof dbpath, "%s/sub/dir/results.db", dir);
  return 0;
}

static int teardown(void **state)
{
  (void)state;
  char cmd[512];
  char *slash = strstr(dbpath, "/sub/");
  if (slash) *slash = '\0';
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dbpath);
  return system(cmd) == 0 ? 0 : -1;
}

static hpcab_store *open_store(void)
{
  hpcab_store *s = NULL;
  assert_int_equal(hpcab_store_open(dbpath, &s), HPCAB_OK);
  return s;
}

static void sha256_matches_the_published_vector(void **state)
{
  (void)state;
  char hex[65];
  hpcab_sha256_hex("abc", 3, hex);
  assert_string_equal(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

static void candidate_round_trips_compressed_and_is_stored_once(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  const char src[] = "void s000(double *restrict a, const double *restrict b, long n) {}\n";
  char h1[65], h2[65];
  assert_int_equal(hpcab_store_put_candidate(s, "s000.c", src, sizeof src, h1), HPCAB_OK);
  assert_int_equal(hpcab_store_put_candidate(s, "copy.c", src, sizeof src, h2), HPCAB_OK);
  assert_string_equal(h1, h2);
  void *back;
  size_t n;
  assert_int_equal(hpcab_store_get_candidate(s, h1, &back, &n), HPCAB_OK);
  assert_int_equal(n, sizeof src);
  assert_memory_equal(back, src, n);
  free(back);
  assert_int_equal(hpcab_store_get_candidate(s, "00", &back, &n), HPCAB_E_NOTFOUND);
  hpcab_store_close(s);
}

static void grade_is_found_by_its_cache_key_with_its_samples(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  double ref[3] = {10, 11, 12}, cand[2] = {5, 6};
  hpcab_sample_set sets[2] = {{0, 0, 3, ref}, {0, 1, 2, cand}};
  hpcab_stored_grade g = {.size = sizeof g,
                          .cache_key = "key-1",
                          .kernel_id = "llr/s000",
                          .candidate_sha256 = "abcd",
                          .status = "ok",
                          .speedup = 2.0,
                          .json = "{\"status\":\"ok\"}",
                          .report = "report text"};
  assert_int_equal(hpcab_store_put_grade(s, &g, sets, 2), HPCAB_OK);
  hpcab_stored_grade out = {.size = sizeof out};
  assert_int_equal(hpcab_store_get_grade(s, "key-1", &out), HPCAB_OK);
  assert_string_equal(out.status, "ok");
  assert_string_equal(out.json, "{\"status\":\"ok\"}");
  assert_string_equal(out.report, "report text");
  assert_true(out.speedup == 2.0);
  int64_t count = 0;
  assert_int_equal(hpcab_store_count_samples(s, out.id, &count), HPCAB_OK);
  assert_int_equal(count, 5);
  assert_int_equal(hpcab_store_get_grade(s, "key-2", &out), HPCAB_E_NOTFOUND);
  hpcab_store_close(s);
}

static void a_grade_is_found_by_a_key_prefix_or_latest_with_its_samples_read_back(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  double ref0[3] = {10, 11.5, 12}, cand0[2] = {5, 6}, ref1[1] = {7};
  hpcab_sample_set sets[3] = {{1, 0, 1, ref1}, {0, 1, 2, cand0}, {0, 0, 3, ref0}};
  const char *keys[3] = {"abcdef0011aa", "abcdef0022bb", "0123456789cc"};
  for (int k = 0; k < 3; k++) {
    hpcab_stored_grade g = {.size = sizeof g,
                            .cache_key = keys[k],
                            .kernel_id = "llr/s000",
                            .candidate_sha256 = "c",
                            .status = "ok",
                            .speedup = 1.0 + k,
                            .json = "{}",
                            .report = ""};
    assert_int_equal(hpcab_store_put_grade(s, &g, k == 0 ? sets : NULL, k == 0 ? 3 : 0), HPCAB_OK);
  }
  hpcab_stored_grade out = {.size = sizeof out};
  assert_int_equal(hpcab_store_find_grade(s, "abcdef001", &out), HPCAB_OK);
  assert_string_equal(out.cache_key, "abcdef0011aa");
  assert_int_equal(hpcab_store_find_grade(s, "abcdef0022bb", &out), HPCAB_OK);
  assert_true(out.speedup == 2.0);
  assert_int_equal(hpcab_store_find_grade(s, "latest", &out), HPCAB_OK);
  assert_string_equal(out.cache_key, "0123456789cc");
  assert_int_equal(hpcab_store_find_grade(s, "abcdef", &out), HPCAB_E_INVALID); /* two keys start so */
  assert_non_null(strstr(hpcab_last_error(), "2 grades"));
  assert_int_equal(hpcab_store_find_grade(s, "abc", &out), HPCAB_E_INVALID);        /* too short */
  assert_int_equal(hpcab_store_find_grade(s, "ABCDEF0011", &out), HPCAB_E_INVALID); /* not lowercase hex */
  assert_int_equal(hpcab_store_find_grade(s, "fedcba98", &out), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_store_find_grade(s, "abcdef0011", &out), HPCAB_OK);
  hpcab_sample_set *got = NULL;
  size_t n = 0;
  assert_int_equal(hpcab_store_get_samples(s, out.id, &got, &n), HPCAB_OK);
  assert_int_equal(n, 3); /* by input, then side */
  assert_int_equal(got[0].input, 0);
  assert_int_equal(got[0].side, 0);
  assert_int_equal(got[0].n, 3);
  assert_memory_equal(got[0].ns, ref0, sizeof ref0);
  assert_int_equal(got[1].side, 1);
  assert_memory_equal(got[1].ns, cand0, sizeof cand0);
  assert_int_equal(got[2].input, 1);
  assert_memory_equal(got[2].ns, ref1, sizeof ref1);
  hpcab_store_samples_free(got, n);
  assert_int_equal(hpcab_store_find_grade(s, "latest", &out), HPCAB_OK);
  assert_int_equal(hpcab_store_get_samples(s, out.id, &got, &n), HPCAB_OK);
  assert_int_equal(n, 0);
  hpcab_store_samples_free(got, n);
  hpcab_store_close(s);
}

static void first_grade_for_a_key_wins(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  hpcab_stored_grade g = {.size = sizeof g,
                          .cache_key = "key-w",
                          .kernel_id = "k",
                          .candidate_sha256 = "c",
                          .status = "ok",
                          .speedup = 1.5,
                          .json = "{}",
                          .report = ""};
  assert_int_equal(hpcab_store_put_grade(s, &g, NULL, 0), HPCAB_OK);
  g.status = "incorrect";
  assert_int_equal(hpcab_store_put_grade(s, &g, NULL, 0), HPCAB_OK);
  hpcab_stored_grade out = {.size = sizeof out};
  assert_int_equal(hpcab_store_get_grade(s, "key-w", &out), HPCAB_OK);
  assert_string_equal(out.status, "ok");
  hpcab_store_close(s);
}

static void single_mode_refuses_a_second_submission(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  assert_int_equal(hpcab_store_session_use(s, "sess-s", HPCAB_MODE_SINGLE, HPCAB_ROUTE_SCORE, "k"), HPCAB_OK);
  assert_int_equal(hpcab_store_session_use(s, "sess-s", HPCAB_MODE_SINGLE, HPCAB_ROUTE_SCORE, "k"), HPCAB_OK);
  assert_int_equal(hpcab_store_session_use(s, "sess-s", HPCAB_MODE_SINGLE, HPCAB_ROUTE_SUBMIT, "k"), HPCAB_OK);
  assert_int_equal(hpcab_store_session_use(s, "sess-s", HPCAB_MODE_SINGLE, HPCAB_ROUTE_SUBMIT, "k"), HPCAB_E_REFUSED);
  assert_non_null(strstr(hpcab_last_error(), "already submitted"));
  /* another kernel of the same session has its own submission */
  assert_int_equal(hpcab_store_session_use(s, "sess-s", HPCAB_MODE_SINGLE, HPCAB_ROUTE_SUBMIT, "k2"), HPCAB_OK);
  hpcab_store_close(s);
}

static void blind_mode_refuses_scores_and_a_second_submission(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  assert_int_equal(hpcab_store_session_use(s, "sess-b", HPCAB_MODE_BLIND, HPCAB_ROUTE_SCORE, "k"), HPCAB_E_REFUSED);
  assert_non_null(strstr(hpcab_last_error(), "blind"));
  assert_int_equal(hpcab_store_session_use(s, "sess-b", HPCAB_MODE_BLIND, HPCAB_ROUTE_SUBMIT, "k"), HPCAB_OK);
  assert_int_equal(hpcab_store_session_use(s, "sess-b", HPCAB_MODE_BLIND, HPCAB_ROUTE_SUBMIT, "k"), HPCAB_E_REFUSED);
  hpcab_store_close(s);
}

static void open_mode_allows_unlimited_use(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  for (int i = 0; i < 5; i++) {
    assert_int_equal(hpcab_store_session_use(s, "sess-o", HPCAB_MODE_OPEN, HPCAB_ROUTE_SUBMIT, "k"), HPCAB_OK);
    assert_int_equal(hpcab_store_session_use(s, "sess-o", HPCAB_MODE_OPEN, HPCAB_ROUTE_SCORE, "k"), HPCAB_OK);
  }
  hpcab_store_close(s);
}

static void a_session_keeps_its_first_mode(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  assert_int_equal(hpcab_store_session_use(s, "sess-m", HPCAB_MODE_BLIND, HPCAB_ROUTE_SUBMIT, "k"), HPCAB_OK);
  assert_int_equal(hpcab_store_session_use(s, "sess-m", HPCAB_MODE_OPEN, HPCAB_ROUTE_SUBMIT, "k"), HPCAB_E_REFUSED);
  assert_non_null(strstr(hpcab_last_error(), "blind mode"));
  hpcab_mode m;
  assert_int_equal(hpcab_mode_from_name("single", &m), HPCAB_OK);
  assert_int_equal(m, HPCAB_MODE_SINGLE);
  assert_int_equal(hpcab_mode_from_name("closed", &m), HPCAB_E_INVALID);
  hpcab_store_close(s);
}

static void concurrent_judges_get_exactly_one_single_submission(void **state)
{
  (void)state;
  hpcab_store_close(open_store()); /* create the schema first */
  enum { PROCS = 4, TRIES = 10 };
  int fds[PROCS][2];
  pid_t pids[PROCS];
  for (int p = 0; p < PROCS; p++) {
    assert_int_equal(pipe(fds[p]), 0);
    pids[p] = fork();
    assert_true(pids[p] >= 0);
    if (pids[p] == 0) {
      hpcab_store *s = NULL;
      int ok = 0;
      if (hpcab_store_open(dbpath, &s) == HPCAB_OK) {
        for (int t = 0; t < TRIES; t++) {
          ok += hpcab_store_session_use(s, "race", HPCAB_MODE_SINGLE, HPCAB_ROUTE_SUBMIT, "k") == HPCAB_OK;
          hpcab_stored_grade g = {.size = sizeof g,
                                  .kernel_id = "k",
                                  .candidate_sha256 = "c",
                                  .status = "ok",
                                  .speedup = 1,
                                  .json = "{}",
                                  .report = ""};
          char key[32];
          snprintf(key, sizeof key, "p%d-t%d", p, t);
          g.cache_key = key;
          if (hpcab_store_put_grade(s, &g, NULL, 0) != HPCAB_OK) ok += 1000;
        }
        hpcab_store_close(s);
      } else {
        ok = 1000;
      }
      if (write(fds[p][1], &ok, sizeof ok) != (ssize_t)sizeof ok) _exit(1);
      _exit(0);
    }
    close(fds[p][1]);
  }
  int total_ok = 0;
  for (int p = 0; p < PROCS; p++) {
    int ok = -1;
    assert_int_equal(read(fds[p][0], &ok, sizeof ok), (ssize_t)sizeof ok);
    close(fds[p][0]);
    int status;
    waitpid(pids[p], &status, 0);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    total_ok += ok;
  }
  assert_int_equal(total_ok, 1);
  hpcab_store *s = open_store();
  hpcab_stored_grade out = {.size = sizeof out};
  assert_int_equal(hpcab_store_get_grade(s, "p3-t9", &out), HPCAB_OK);
  hpcab_store_close(s);
}

static void judges_creating_a_new_store_at_once_all_open_it(void **state)
{
  (void)state;
  char fresh[300];
  snprintf(fresh, sizeof fresh, "%s.fresh.db", dbpath);
  enum { PROCS = 6 };
  pid_t pids[PROCS];
  for (int p = 0; p < PROCS; p++) {
    pids[p] = fork();
    assert_true(pids[p] >= 0);
    if (pids[p] == 0) {
      hpcab_store *s = NULL;
      if (hpcab_store_open(fresh, &s) != HPCAB_OK) _exit(1);
      int ok = hpcab_store_session_use(s, "fresh", HPCAB_MODE_OPEN, HPCAB_ROUTE_SUBMIT, "k") == HPCAB_OK;
      hpcab_store_close(s);
      _exit(ok ? 0 : 2);
    }
  }
  for (int p = 0; p < PROCS; p++) {
    int status;
    waitpid(pids[p], &status, 0);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
  }
}

static void a_judge_killed_mid_write_leaves_the_store_consistent(void **state)
{
  (void)state;
  hpcab_store_close(open_store());
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) {
    sqlite3 *db;
    if (sqlite3_open(dbpath, &db) != SQLITE_OK) _exit(1);
    sqlite3_exec(db,
                 "BEGIN IMMEDIATE; INSERT INTO grades(cache_key, kernel_id, candidate_sha256, status,"
                 " speedup, json, report, created) VALUES('half', 'k', 'c', 'ok', 1, '{}', '', 0);",
                 NULL, NULL, NULL);
    raise(SIGKILL);
    _exit(1);
  }
  int status;
  waitpid(pid, &status, 0);
  assert_true(WIFSIGNALED(status));
  hpcab_store *s = open_store();
  hpcab_stored_grade out = {.size = sizeof out};
  assert_int_equal(hpcab_store_get_grade(s, "half", &out), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_store_session_use(s, "after-kill", HPCAB_MODE_OPEN, HPCAB_ROUTE_SUBMIT, "k"), HPCAB_OK);
  hpcab_store_close(s);
  sqlite3 *db;
  assert_int_equal(sqlite3_open(dbpath, &db), SQLITE_OK);
  sqlite3_stmt *q;
  assert_int_equal(sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &q, NULL), SQLITE_OK);
  assert_int_equal(sqlite3_step(q), SQLITE_ROW);
  assert_string_equal((const char *)sqlite3_column_text(q, 0), "ok");
  sqlite3_finalize(q);
  sqlite3_close(db);
}

/* The store holds every candidate's source and grade: its file (and SQLite's -wal and -shm beside it)
   is readable by its owner only, whatever the umask, and an older store made 0644 is tightened. */
static void store_files_are_created_readable_by_the_owner_only(void **state)
{
  (void)state;
  mode_t old = umask(022);
  char db[300];
  snprintf(db, sizeof db, "%s.private.db", dbpath);
  hpcab_store *s = NULL;
  assert_int_equal(hpcab_store_open(db, &s), HPCAB_OK);
  const char *suffix[] = {"", "-wal", "-shm"};
  for (int k = 0; k < 3; k++) {
    char p[320];
    snprintf(p, sizeof p, "%s%s", db, suffix[k]);
    struct stat st;
    assert_int_equal(stat(p, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
  }
  hpcab_store_close(s);
  assert_int_equal(chmod(db, 0644), 0);
  assert_int_equal(hpcab_store_open(db, &s), HPCAB_OK);
  struct stat st;
  assert_int_equal(stat(db, &st), 0);
  assert_int_equal(st.st_mode & 0777, 0600);
  hpcab_store_close(s);
  umask(old);
}

static void a_store_path_that_cannot_be_created_is_an_error(void **state)
{
  (void)state;
  hpcab_store *s = NULL;
  assert_int_not_equal(hpcab_store_open("/proc/self/nonexistent/x.db", &s), HPCAB_OK);
  assert_null(s);
  assert_true(strlen(hpcab_last_error()) > 0);
}

/* ---- the judge service's records ---- */

static hpcab_service_session service_session(const char *id, hpcab_mode mode, int64_t max_scores, int64_t deadline)
{
  return (hpcab_service_session){.size = sizeof(hpcab_service_session),
                                 .id = id,
                                 .mode = mode,
                                 .kernels = "llr/s000\nllr/vdotr",
                                 .precision = "f64",
                                 .max_scores = max_scores,
                                 .deadline_unix = deadline};
}

static void a_service_session_is_found_by_its_token_hash(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  char hash[65], other[65];
  hpcab_sha256_hex("token-1", 7, hash);
  hpcab_sha256_hex("token-2", 7, other);
  hpcab_service_session se = service_session("sess-find", HPCAB_MODE_SINGLE, 7, 0);
  assert_int_equal(hpcab_store_service_session_add(s, &se, hash), HPCAB_OK);
  hpcab_service_session out = {.size = sizeof out};
  assert_int_equal(hpcab_store_service_session_find(s, hash, &out), HPCAB_OK);
  assert_string_equal(out.id, "sess-find");
  assert_int_equal(out.mode, HPCAB_MODE_SINGLE);
  assert_string_equal(out.kernels, "llr/s000\nllr/vdotr");
  assert_string_equal(out.precision, "f64");
  assert_int_equal(out.max_scores, 7);
  assert_true(out.created_unix > 0);
  assert_int_equal(hpcab_store_service_session_find(s, other, &out), HPCAB_E_NOTFOUND);
  /* a second session with the same token hash is refused */
  hpcab_service_session dup = service_session("sess-dup", HPCAB_MODE_OPEN, 0, 0);
  assert_int_equal(hpcab_store_service_session_add(s, &dup, hash), HPCAB_E_STORE);
  hpcab_store_close(s);
}

static int64_t open_sub(hpcab_store *s, const hpcab_service_session *se, hpcab_route route, const char *kernel,
                        hpcab_refusal *why)
{
  int64_t id = -1;
  hpcab_status st = hpcab_store_submission_open(s, se, route, kernel, "abcd", 1000, &id, why);
  return st == HPCAB_OK ? id : -(int64_t)st;
}

static void a_single_mode_session_gets_one_submission_per_kernel_with_the_reason(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  hpcab_service_session se = service_session("sess-single", HPCAB_MODE_SINGLE, 0, 0);
  hpcab_refusal why;
  assert_true(open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/s000", &why) > 0);
  assert_int_equal(why, HPCAB_REFUSAL_NONE);
  assert_int_equal(open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/s000", &why), -(int64_t)HPCAB_E_REFUSED);
  assert_int_equal(why, HPCAB_REFUSAL_ALREADY_SUBMITTED);
  assert_true(open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/vdotr", &why) > 0);
  assert_true(open_sub(s, &se, HPCAB_ROUTE_SCORE, "llr/s000", &why) > 0);
  assert_true(open_sub(s, &se, HPCAB_ROUTE_SCORE, "llr/s000", &why) > 0);
  hpcab_store_close(s);
}

static void blind_scores_max_scores_and_the_deadline_are_refused_with_their_reasons(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  hpcab_refusal why;
  hpcab_service_session blind = service_session("sess-blind", HPCAB_MODE_BLIND, 0, 0);
  assert_int_equal(open_sub(s, &blind, HPCAB_ROUTE_SCORE, "llr/s000", &why), -(int64_t)HPCAB_E_REFUSED);
  assert_int_equal(why, HPCAB_REFUSAL_BLIND);
  hpcab_service_session limited = service_session("sess-limited", HPCAB_MODE_OPEN, 2, 0);
  assert_true(open_sub(s, &limited, HPCAB_ROUTE_SCORE, "llr/s000", &why) > 0);
  assert_true(open_sub(s, &limited, HPCAB_ROUTE_SCORE, "llr/vdotr", &why) > 0);
  assert_int_equal(open_sub(s, &limited, HPCAB_ROUTE_SCORE, "llr/s000", &why), -(int64_t)HPCAB_E_REFUSED);
  assert_int_equal(why, HPCAB_REFUSAL_SCORE_LIMIT);
  assert_true(open_sub(s, &limited, HPCAB_ROUTE_SUBMIT, "llr/s000", &why) > 0);        /* submissions are not scores */
  hpcab_service_session late = service_session("sess-late", HPCAB_MODE_OPEN, 0, 1000); /* now = 1000 */
  assert_int_equal(open_sub(s, &late, HPCAB_ROUTE_SUBMIT, "llr/s000", &why), -(int64_t)HPCAB_E_REFUSED);
  assert_int_equal(why, HPCAB_REFUSAL_DEADLINE);
  hpcab_store_close(s);
}

static void a_submission_records_its_state_timing_and_verdict(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  hpcab_service_session se = service_session("sess-rec", HPCAB_MODE_OPEN, 0, 0);
  int64_t id = open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/s000", NULL);
  assert_true(id > 0);
  hpcab_service_submission u = {.size = sizeof u};
  assert_int_equal(hpcab_store_submission_get(s, id, &u), HPCAB_OK);
  assert_int_equal(u.state, HPCAB_SUBMISSION_QUEUED);
  assert_string_equal(u.session, "sess-rec");
  assert_string_equal(u.kernel_id, "llr/s000");
  assert_int_equal(u.route, HPCAB_ROUTE_SUBMIT);
  assert_true(u.created_ns > 0 && u.timing_begin_ns == 0 && u.finished_ns == 0);
  assert_int_equal(hpcab_store_submission_running(s, id), HPCAB_OK);
  assert_int_equal(hpcab_store_submission_timing(s, id, 111, 222), HPCAB_OK);
  assert_int_equal(hpcab_store_submission_finish(s, id, HPCAB_SUBMISSION_DONE, "ok", 1.5, "{\"status\": \"ok\"}"),
                   HPCAB_OK);
  assert_int_equal(hpcab_store_submission_get(s, id, &u), HPCAB_OK);
  assert_int_equal(u.state, HPCAB_SUBMISSION_DONE);
  assert_string_equal(u.status, "ok");
  assert_true(u.speedup == 1.5);
  assert_string_equal(u.verdict_json, "{\"status\": \"ok\"}");
  assert_int_equal(u.timing_begin_ns, 111);
  assert_int_equal(u.timing_end_ns, 222);
  assert_true(u.finished_ns >= u.created_ns);
  /* a finished submission cannot be finished again */
  assert_int_equal(hpcab_store_submission_finish(s, id, HPCAB_SUBMISSION_DONE, "ok", 2, "{}"), HPCAB_E_NOTFOUND);
  assert_int_equal(hpcab_store_submission_get(s, 999999, &u), HPCAB_E_NOTFOUND);
  hpcab_store_close(s);
}

static void an_interrupted_submission_is_marked_and_its_use_given_back_once(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  hpcab_service_session se = service_session("sess-intr", HPCAB_MODE_SINGLE, 0, 0);
  int64_t done = open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/vdotr", NULL);
  assert_int_equal(hpcab_store_submission_finish(s, done, HPCAB_SUBMISSION_DONE, "ok", 1, "{}"), HPCAB_OK);
  int64_t id = open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/s000", NULL);
  assert_int_equal(hpcab_store_submission_running(s, id), HPCAB_OK);
  hpcab_store_close(s);
  s = open_store(); /* as after a restart */
  int64_t n = -1;
  assert_int_equal(hpcab_store_submissions_interrupt(s, &n), HPCAB_OK);
  assert_true(n >= 1);
  hpcab_service_submission u = {.size = sizeof u};
  assert_int_equal(hpcab_store_submission_get(s, id, &u), HPCAB_OK);
  assert_int_equal(u.state, HPCAB_SUBMISSION_INTERRUPTED);
  assert_string_equal(u.status, "");
  assert_int_equal(hpcab_store_submission_get(s, done, &u), HPCAB_OK);
  assert_int_equal(u.state, HPCAB_SUBMISSION_DONE);
  /* the interrupted submission is not counted: the kernel may be submitted once more, and only once */
  hpcab_refusal why;
  assert_true(open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/s000", &why) > 0);
  assert_int_equal(open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/s000", &why), -(int64_t)HPCAB_E_REFUSED);
  assert_int_equal(open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/vdotr", &why), -(int64_t)HPCAB_E_REFUSED);
  assert_int_equal(hpcab_store_submissions_interrupt(s, &n), HPCAB_OK);
  hpcab_store_close(s);
}

static void a_failed_submission_gives_its_use_back(void **state)
{
  (void)state;
  hpcab_store *s = open_store();
  hpcab_service_session se = service_session("sess-fail", HPCAB_MODE_SINGLE, 0, 0);
  int64_t id = open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/s000", NULL);
  assert_int_equal(hpcab_store_submission_finish(s, id, HPCAB_SUBMISSION_FAILED, "error", 0, "store full"), HPCAB_OK);
  assert_true(open_sub(s, &se, HPCAB_ROUTE_SUBMIT, "llr/s000", NULL) > 0);
  hpcab_store_close(s);
}

static void a_store_made_before_the_service_tables_gets_them_on_open(void **state)
{
  (void)state;
  char old[300];
  snprintf(old, sizeof old, "%s.v1.db", dbpath);
  sqlite3 *db;
  assert_int_equal(sqlite3_open(old, &db), SQLITE_OK);
  assert_int_equal(sqlite3_exec(db,
                                "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
                                "INSERT INTO meta VALUES('schema_version', '1');",
                                NULL, NULL, NULL),
                   SQLITE_OK);
  sqlite3_close(db);
  hpcab_store *s = NULL;
  assert_int_equal(hpcab_store_open(old, &s), HPCAB_OK);
  hpcab_service_session se = service_session("sess-migrated", HPCAB_MODE_OPEN, 0, 0);
  char hash[65];
  hpcab_sha256_hex("m", 1, hash);
  assert_int_equal(hpcab_store_service_session_add(s, &se, hash), HPCAB_OK);
  assert_true(open_sub(s, &se, HPCAB_ROUTE_SCORE, "llr/s000", NULL) > 0);
  hpcab_store_close(s);
  /* the main schema version is unchanged, so a judge built before the service tables still opens it */
  assert_int_equal(sqlite3_open(old, &db), SQLITE_OK);
  sqlite3_stmt *q;
  assert_int_equal(sqlite3_prepare_v2(db, "SELECT value FROM meta WHERE key = 'schema_version'", -1, &q, NULL),
                   SQLITE_OK);
  assert_int_equal(sqlite3_step(q), SQLITE_ROW);
  assert_string_equal((const char *)sqlite3_column_text(q, 0), "1");
  sqlite3_finalize(q);
  sqlite3_close(db);
}

/* Opens and closes the store at `path` in a fresh process (this program, exec'd again), as a CLI judge
   beside a service does; returns its exit status. */
static int open_and_close_in_another_process(const char *path)
{
  pid_t pid = fork();
  if (pid == 0) {
    setenv("HPCAB_TEST_STORE_TOUCH", path, 1);
    execl("/proc/self/exe", "test_store", (char *)NULL);
    _exit(127);
  }
  int status = -1;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* A service holds one store open for its life and its grading threads open and close the same store
   again for every grade. Opening a second store in the process must keep the first one's locks:
   POSIX locks belong to the process, and closing any descriptor of the file drops them all, after
   which another process closing its connection believes it is the last one and deletes the WAL
   under the service (the store then reads "database disk image is malformed"). */
static void a_second_store_in_the_process_keeps_the_first_ones_locks(void **state)
{
  (void)state;
  hpcab_store *service = open_store();
  assert_int_equal(hpcab_store_put_candidate(service, "a.c", "a", 1, NULL), HPCAB_OK);
  hpcab_store *grade = open_store();
  hpcab_store_close(grade);
  assert_int_equal(open_and_close_in_another_process(dbpath), 0);
  char side[300];
  struct stat st;
  snprintf(side, sizeof side, "%s-wal", dbpath);
  assert_int_equal(stat(side, &st), 0);
  snprintf(side, sizeof side, "%s-shm", dbpath);
  assert_int_equal(stat(side, &st), 0);
  /* what the first connection writes now is seen by a connection opened after it */
  char hex[65];
  assert_int_equal(hpcab_store_put_candidate(service, "b.c", "bb", 2, hex), HPCAB_OK);
  hpcab_store *later = open_store();
  void *bytes = NULL;
  size_t len = 0;
  assert_int_equal(hpcab_store_get_candidate(later, hex, &bytes, &len), HPCAB_OK);
  assert_int_equal(len, 2);
  free(bytes);
  hpcab_store_close(later);
  hpcab_store_close(service);
}

int main(void)
{
  const char *touch = getenv("HPCAB_TEST_STORE_TOUCH");
  if (touch) { /* the other process of a_second_store_in_the_process_keeps_the_first_ones_locks */
    hpcab_store *s = NULL;
    if (hpcab_store_open(touch, &s) != HPCAB_OK) return 1;
    hpcab_store_close(s);
    return 0;
  }
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(sha256_matches_the_published_vector),
      cmocka_unit_test(candidate_round_trips_compressed_and_is_stored_once),
      cmocka_unit_test(grade_is_found_by_its_cache_key_with_its_samples),
      cmocka_unit_test(a_grade_is_found_by_a_key_prefix_or_latest_with_its_samples_read_back),
      cmocka_unit_test(first_grade_for_a_key_wins),
      cmocka_unit_test(single_mode_refuses_a_second_submission),
      cmocka_unit_test(blind_mode_refuses_scores_and_a_second_submission),
      cmocka_unit_test(open_mode_allows_unlimited_use),
      cmocka_unit_test(a_session_keeps_its_first_mode),
      cmocka_unit_test(concurrent_judges_get_exactly_one_single_submission),
      cmocka_unit_test(judges_creating_a_new_store_at_once_all_open_it),
      cmocka_unit_test(a_judge_killed_mid_write_leaves_the_store_consistent),
      cmocka_unit_test(a_store_path_that_cannot_be_created_is_an_error),
      cmocka_unit_test(a_service_session_is_found_by_its_token_hash),
      cmocka_unit_test(a_single_mode_session_gets_one_submission_per_kernel_with_the_reason),
      cmocka_unit_test(blind_scores_max_scores_and_the_deadline_are_refused_with_their_reasons),
      cmocka_unit_test(a_submission_records_its_state_timing_and_verdict),
      cmocka_unit_test(an_interrupted_submission_is_marked_and_its_use_given_back_once),
      cmocka_unit_test(a_failed_submission_gives_its_use_back),
      cmocka_unit_test(a_store_made_before_the_service_tables_gets_them_on_open),
      cmocka_unit_test(store_files_are_created_readable_by_the_owner_only),
      cmocka_unit_test(a_second_store_in_the_process_keeps_the_first_ones_locks),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
