/*
 * tools/serve_jobs.c — hpcab-serve's grading threads (serve.h).
 *
 * A request that grades (score, submit, profile) becomes a job: its candidate written into a private
 * directory, its submission row in the store (queued). cfg.jobs grading threads take jobs in arrival
 * order and run hpcab_judge_score / hpcab_judge_grade on them, so builds, source checks and correctness
 * stages of several jobs run at once; the judge's timing hooks make every timing stage wait for the one
 * timing slot (a ticket line: first come, first timed), so no two timing stages ever share the
 * machine. Each job's timing-stage start and end go to the store with its verdict.
 */
#include <errno.h>
#include <ftw.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "serve.h"

double serve_now_s(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int64_t serve_unix_ns(void)
{
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

const char *serve_stage_name(job_stage st)
{
  static const char *const names[] = {"queued", "building", "waiting_for_timing", "timing", "done"};
  return (unsigned)st < sizeof names / sizeof *names ? names[st] : "unknown";
}

char *serve_scrub(const server *sv, const char *dir, const char *text)
{
  size_t n = strlen(text), cap = n + 1, len = 0;
  char *out = malloc(cap);
  if (!out) return NULL;
  size_t dlen = dir && *dir ? strlen(dir) : 0;
  for (size_t i = 0; i < n;) {
    const char *rep = NULL;
    size_t skip = 0;
    if (dlen && strncmp(text + i, dir, dlen) == 0) { /* the job's own directory: the file name alone */
      rep = "";
      skip = dlen + (text[i + dlen] == '/');
    }
    for (size_t k = 0; !rep && k < sv->nscrub; k++) {
      size_t fl = strlen(sv->scrub_from[k]);
      if (fl && strncmp(text + i, sv->scrub_from[k], fl) == 0) {
        rep = sv->scrub_to[k];
        skip = fl;
      }
    }
    if (!rep) {
      out[len++] = text[i++];
      continue;
    }
    size_t rl = strlen(rep);
    if (len + rl + (n - i) + 1 > cap) {
      cap = len + rl + (n - i) + 64;
      char *grown = realloc(out, cap);
      if (!grown) {
        free(out);
        return NULL;
      }
      out = grown;
    }
    memcpy(out + len, rep, rl);
    len += rl;
    i += skip;
  }
  out[len] = '\0';
  return out;
}

/* ---- the job list -------------------------------------------------------------------------------- */

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
  (void)st;
  (void)flag;
  (void)ftw;
  return remove(path);
}

void serve_remove_tree(const char *dir)
{
  nftw(dir, remove_entry, 8, FTW_DEPTH | FTW_PHYS);
}

static void job_free(job *jb)
{
  if (jb->prof) serve_profile_free(jb->prof);
  if (*jb->dir) serve_remove_tree(jb->dir);
  free(jb->response);
  free(jb);
}

void serve_job_release_locked(server *sv, job *jb)
{
  if (--jb->refs > 0) return;
  for (job **p = &sv->active; *p; p = &(*p)->next_active)
    if (*p == jb) {
      *p = jb->next_active;
      break;
    }
  job_free(jb);
}

job *serve_job_find_locked(server *sv, int64_t id)
{
  for (job *jb = sv->active; jb; jb = jb->next_active)
    if (jb->id == id) return jb;
  return NULL;
}

int serve_job_position_locked(server *sv, const job *jb)
{
  int ahead = 0;
  for (const job *o = sv->active; o; o = o->next_active)
    if (o != jb && o->stage != STAGE_DONE && o->serial < jb->serial) ahead++;
  return ahead;
}

void serve_job_enqueue(server *sv, job *jb)
{
  pthread_mutex_lock(&sv->mu);
  jb->serial = sv->next_serial++;
  jb->stage = STAGE_QUEUED;
  jb->refs = 2; /* the grading thread's and the requester's */
  jb->next_active = sv->active;
  sv->active = jb;
  jb->next_pending = NULL;
  if (sv->pending_tail)
    sv->pending_tail->next_pending = jb;
  else
    sv->pending_head = jb;
  sv->pending_tail = jb;
  pthread_cond_broadcast(&sv->changed);
  pthread_mutex_unlock(&sv->mu);
}

/* ---- the timing slot (the judge's hooks) ------------------------------------------------------- */

static hpcab_status hook_timing_begin(void *ctx)
{
  job *jb = ctx;
  server *sv = jb->sv;
  pthread_mutex_lock(&sv->mu);
  jb->ticket = sv->timing_next_ticket++;
  jb->stage = STAGE_WAITING_TIMING;
  pthread_cond_broadcast(&sv->changed);
  while (sv->timing_serving != jb->ticket) pthread_cond_wait(&sv->changed, &sv->mu);
  jb->stage = STAGE_TIMING;
  pthread_cond_broadcast(&sv->changed);
  pthread_mutex_unlock(&sv->mu);
  jb->timing_begin_ns = serve_unix_ns();
  return HPCAB_OK;
}

static void hook_timing_end(void *ctx)
{
  job *jb = ctx;
  server *sv = jb->sv;
  if (jb->prof) serve_profile_stop(jb->prof); /* the profiler stops inside the slot */
  jb->timing_end_ns = serve_unix_ns();
  pthread_mutex_lock(&sv->mu);
  sv->timing_serving++;
  jb->stage = STAGE_BUILDING;
  pthread_cond_broadcast(&sv->changed);
  pthread_mutex_unlock(&sv->mu);
}

static void hook_timed_worker(void *ctx, int side, long pid)
{
  job *jb = ctx;
  if (side == 1 && pid > 0 && !jb->prof) jb->prof = serve_profile_attach(jb->tool, pid, jb->dir);
}

/* ---- one job ------------------------------------------------------------------------------------ */

static void record_time(server *sv, double seconds)
{
  sv->grade_times[sv->ngrade_times % SERVE_GRADE_TIMES] = seconds;
  sv->ngrade_times++;
}

/* The body of a 503 for a store that failed: {"error": "store_unavailable", "cause": "store", "message":
   ...} without the service's paths (as serve_http.c's send_store_error). malloc'd; NULL on ENOMEM. */
static char *store_error_response(server *sv, const char *msg)
{
  char *clean = serve_scrub(sv, NULL, msg);
  json_t *o = json_pack("{s:s, s:s, s:s+}", "error", "store_unavailable", "cause", "store", "message",
                        "the result store failed: ", clean ? clean : msg);
  free(clean);
  char *text = o ? json_dumps(o, JSON_INDENT(1) | JSON_PRESERVE_ORDER | SERVE_JSON_REALS) : NULL;
  json_decref(o);
  return text;
}

static void run_job(server *sv, job *jb)
{
  if (jb->kind != JOB_PROFILE) {
    pthread_mutex_lock(&sv->store_mu);
    if (hpcab_store_submission_running(sv->store, jb->id) != HPCAB_OK)
      fprintf(stderr, "hpcab-serve: submission %lld: %s\n", (long long)jb->id, hpcab_last_error());
    pthread_mutex_unlock(&sv->store_mu);
  }
  hpcab_judge_options o = {.size = sizeof o,
                           .kernel = jb->kernel_dir,
                           .candidate = jb->candidate,
                           .precision = jb->precision,
                           .state_dir = sv->cfg.state_dir,
                           .include_dir = sv->cfg.include_dir,
                           .worker_path = *sv->cfg.worker_path ? sv->cfg.worker_path : NULL,
                           .budget_s = sv->cfg.budget_s,
                           .timed_inputs = sv->cfg.timed_inputs,
                           .correctness_draws = sv->cfg.draws,
                           .call_timeout_s = sv->cfg.call_timeout_s,
                           .baseline = *sv->cfg.baseline ? sv->cfg.baseline : NULL,
                           .comparators = *sv->cfg.comparators ? sv->cfg.comparators : NULL,
                           .timing_begin = hook_timing_begin,
                           .timing_end = hook_timing_end,
                           .hook_ctx = jb};
  char scratch_db[PATH_MAX + 96];
  if (jb->kind == JOB_PROFILE) {
    o.timed_worker = hook_timed_worker;
    o.extra_flags = "-g"; /* line numbers for the profile; -g does not change the code GCC generates */
    /* never recorded: the judge keeps what it sees (the candidate's bytes) in a throwaway store that
       goes with the job's directory */
    snprintf(scratch_db, sizeof scratch_db, "%s/scratch.db", jb->dir);
    o.db_path = scratch_db;
  }
  hpcab_verdict *v = NULL;
  hpcab_status st = jb->kind == JOB_SUBMIT ? hpcab_judge_grade(&o, &v) : hpcab_judge_score(&o, &v);
  char *err = st ? serve_scrub(sv, jb->dir, hpcab_last_error()) : NULL;
  char *json = st ? NULL : serve_scrub(sv, jb->dir, hpcab_verdict_json(v));
  int http = 200;
  char *response = NULL;
  if (jb->kind == JOB_PROFILE) {
    response = serve_profile_response(sv, jb, st ? NULL : v, err, &http);
  } else {
    hpcab_submission_state state = st ? HPCAB_SUBMISSION_FAILED : HPCAB_SUBMISSION_DONE;
    const char *status = st ? "error" : hpcab_verdict_status(v);
    double speedup = st ? 0.0 : hpcab_verdict_speedup(v);
    pthread_mutex_lock(&sv->store_mu);
    hpcab_status ss = HPCAB_OK;
    if (jb->timing_begin_ns)
      ss = hpcab_store_submission_timing(sv->store, jb->id, jb->timing_begin_ns, jb->timing_end_ns);
    if (!ss)
      ss = hpcab_store_submission_finish(sv->store, jb->id, state, status, speedup,
                                         st ? (err ? err : "") : (json ? json : "{}"));
    hpcab_service_submission u = {.size = sizeof u};
    if (!ss) ss = hpcab_store_submission_get(sv->store, jb->id, &u);
    if (!ss) {
      response = serve_render_submission(sv, &u, jb->mode, 0, NULL, 0);
    } else {
      fprintf(stderr, "hpcab-serve: submission %lld: %s\n", (long long)jb->id, hpcab_last_error());
      response = store_error_response(sv, hpcab_last_error());
    }
    pthread_mutex_unlock(&sv->store_mu);
    /* the store failing (the service's, or the judge's own open of it) is a 503 with its cause */
    http = ss || st == HPCAB_E_STORE ? 503 : st ? 500 : 200;
  }
  if (!response)
    response = strdup("{\"error\": \"internal\", \"message\": \"the service could not record the result\"}");
  hpcab_verdict_free(v);
  free(err);
  free(json);
  pthread_mutex_lock(&sv->mu);
  jb->http_status = http;
  jb->response = response;
  if (jb->kind == JOB_PROFILE)
    sv->profiles_done++;
  else if (st)
    sv->grades_failed++;
  else
    sv->grades_done++;
  record_time(sv, serve_now_s() - jb->started_s);
  pthread_mutex_unlock(&sv->mu);
}

static void *grading_thread(void *arg)
{
  server *sv = arg;
  pthread_mutex_lock(&sv->mu);
  for (;;) {
    while (!sv->pending_head && !sv->stopping) pthread_cond_wait(&sv->changed, &sv->mu);
    if (!sv->pending_head) break;
    job *jb = sv->pending_head;
    sv->pending_head = jb->next_pending;
    if (!sv->pending_head) sv->pending_tail = NULL;
    jb->stage = STAGE_BUILDING;
    jb->started_s = serve_now_s();
    sv->running++;
    pthread_cond_broadcast(&sv->changed);
    pthread_mutex_unlock(&sv->mu);
    run_job(sv, jb);
    pthread_mutex_lock(&sv->mu);
    sv->running--;
    jb->stage = STAGE_DONE;
    pthread_cond_broadcast(&sv->changed);
    serve_job_release_locked(sv, jb);
  }
  pthread_mutex_unlock(&sv->mu);
  return NULL;
}

int serve_jobs_start(server *sv)
{
  sv->threads = calloc(sv->cfg.jobs, sizeof *sv->threads);
  if (!sv->threads) return -1;
  for (unsigned i = 0; i < sv->cfg.jobs; i++) {
    if (pthread_create(&sv->threads[i], NULL, grading_thread, sv) != 0) return -1;
    sv->nthreads++;
  }
  return 0;
}

void serve_jobs_drain(server *sv)
{
  pthread_mutex_lock(&sv->mu);
  sv->draining = 1;
  pthread_cond_broadcast(&sv->changed);
  while (sv->pending_head || sv->running) pthread_cond_wait(&sv->changed, &sv->mu);
  sv->stopping = 1;
  pthread_cond_broadcast(&sv->changed);
  pthread_mutex_unlock(&sv->mu);
  for (unsigned i = 0; i < sv->nthreads; i++) pthread_join(sv->threads[i], NULL);
  free(sv->threads);
  sv->threads = NULL;
  sv->nthreads = 0;
}
