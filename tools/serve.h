/*
 * tools/serve.h — the pieces of hpcab-serve (the judge as an HTTP service, tools/README.md), shared by
 * hpcab-serve.c (options, start-up, signals), serve_http.c (the JSON API on libmicrohttpd),
 * serve_jobs.c (the grading threads and the one-timing-at-a-time slot) and serve_profile.c (perf and
 * PAPI profiles). Not part of the library.
 */
#ifndef HPCAB_TOOLS_SERVE_H
#define HPCAB_TOOLS_SERVE_H

#include <limits.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "hpcab.h"

#define SERVE_API_VERSION "v1"
/* Reals in the service's JSON with 15 significant digits: every double round-trips to within its last
   bit's neighbour, and a value such as 49.52 reads 49.52, not 49.520000000000003 (%.17g). */
#define SERVE_JSON_REALS JSON_REAL_PRECISION(15)
#define SERVE_MAX_KERNEL_ID 128
#define SERVE_RATE_SLOTS 256
#define SERVE_GRADE_TIMES 1024

/** What a job does. */
typedef enum { JOB_SCORE = 0, JOB_SUBMIT = 1, JOB_PROFILE = 2 } job_kind;

/** Where a job is (queue positions and GET /v1/submissions report it). */
typedef enum {
  STAGE_QUEUED = 0,         /* waiting for a grading thread */
  STAGE_BUILDING = 1,       /* build, source check, correctness stage */
  STAGE_WAITING_TIMING = 2, /* waiting for the timing slot */
  STAGE_TIMING = 3,         /* holding the timing slot */
  STAGE_DONE = 4
} job_stage;

/** Profile tools. */
typedef enum { PROFILE_PERF = 0, PROFILE_PAPI = 1 } profile_tool;

typedef struct server server;
typedef struct profiler profiler;

/** One grade, score or profile in flight. Owned by the server's job list; freed when done and no
    request waits on it any more (refs). */
typedef struct job {
  server *sv;
  int64_t id; /* the submission id (profiles: a negative serial, never stored) */
  job_kind kind;
  hpcab_mode mode;
  char session[40];
  char kernel[SERVE_MAX_KERNEL_ID];
  char kernel_dir[PATH_MAX];
  char dir[PATH_MAX + 64]; /* the job's private directory holding the candidate */
  char candidate[PATH_MAX + 96];
  hpcab_dtype precision;
  profile_tool tool;
  job_stage stage;
  int64_t serial; /* arrival order */
  int64_t ticket; /* place in the timing slot's line */
  int64_t timing_begin_ns, timing_end_ns;
  double started_s;
  profiler *prof;  /* JOB_PROFILE: the profiler attached to the candidate */
  int http_status; /* the response for the requester, once done */
  char *response;  /* JSON text (already filtered for the session's mode) */
  int refs;
  struct job *next_pending; /* in the pending queue */
  struct job *next_active;  /* in the active list (every job not yet freed) */
} job;

/** Per-token request rate (a token bucket). */
typedef struct {
  char key[65];
  double tokens;
  double last_s;
} rate_slot;

/** Options and paths of the service. */
typedef struct {
  char kernels_dir[PATH_MAX];   /* realpath */
  char state_dir[PATH_MAX];     /* realpath */
  char jobs_dir[PATH_MAX + 16]; /* <state_dir>/serve-jobs */
  char include_dir[PATH_MAX];   /* where hpcab/kernel.h is */
  char worker_path[PATH_MAX];   /* "" = the library's default */
  char admin_hash[65];          /* SHA-256 of the admin token */
  char listen_host[256];
  int listen_port;
  unsigned jobs;   /* grades building/checking at once */
  double budget_s; /* judge options passed through (0 = the judge's defaults) */
  int timed_inputs;
  int draws;
  double call_timeout_s;
  char baseline[PATH_MAX];    /* the grades' denominator ("": the judge's default) */
  char comparators[PATH_MAX]; /* comma-separated comparators of every grade ("": none) */
  size_t max_source;          /* bytes of candidate source */
  size_t max_body;            /* bytes of a request body */
  double rate, burst;         /* requests per second per token, and the bucket size */
  int max_pending;            /* grades a session may have queued or running */
  unsigned conn_timeout_s;    /* idle connection timeout */
  double body_timeout_s;      /* a request body must arrive within this */
  double max_wait_s;          /* longest wait a request may ask for */
  unsigned max_connections;
} serve_config;

struct server {
  serve_config cfg;
  pthread_mutex_t mu;     /* everything below but the store */
  pthread_cond_t changed; /* a job changed stage, or the service is draining */
  job *pending_head, *pending_tail;
  job *active;
  int64_t next_serial, next_profile_id;
  int64_t timing_next_ticket, timing_serving;
  unsigned running; /* jobs held by grading threads */
  int draining, stopping;
  pthread_t *threads;
  unsigned nthreads;
  pthread_mutex_t store_mu; /* the service's own store handle (the judge opens its own) */
  hpcab_store *store;
  rate_slot rates[SERVE_RATE_SLOTS];
  /* metrics */
  double start_s;
  int64_t grades_done, grades_failed, profiles_done, interrupted_at_start, requests;
  double grade_times[SERVE_GRADE_TIMES];
  size_t ngrade_times;
  /* paths never to show in a response, longest first, with what replaces them */
  const char *scrub_from[8];
  const char *scrub_to[8];
  size_t nscrub;
};

/* serve_jobs.c */
/** Starts the grading threads. */
int serve_jobs_start(server *sv);
/** Waits until every job is done and stops the grading threads. */
void serve_jobs_drain(server *sv);
/** Queues a job (the caller holds one reference for its wait). */
void serve_job_enqueue(server *sv, job *jb);
/** Drops one reference (sv->mu held); frees the job when done and unreferenced. */
void serve_job_release_locked(server *sv, job *jb);
/** The job with this submission id among the active ones (sv->mu held), or NULL. */
job *serve_job_find_locked(server *sv, int64_t id);
/** Jobs ahead of jb in the line (sv->mu held). */
int serve_job_position_locked(server *sv, const job *jb);
/** Name of a stage. */
const char *serve_stage_name(job_stage st);
/** Removes a directory tree (what a job or a killed service left); missing is fine. */
void serve_remove_tree(const char *dir);
/** Copy of text with every machine path replaced (malloc'd; NULL on ENOMEM). */
char *serve_scrub(const server *sv, const char *dir, const char *text);
/** Monotonic seconds, and Unix nanoseconds. */
double serve_now_s(void);
int64_t serve_unix_ns(void);

/* serve_http.c */
/** Starts the HTTP daemon on the listening socket fd; NULL on failure (message on stderr). */
struct MHD_Daemon *serve_http_start(server *sv, int fd);
/** Renders a stored submission for a reader (mode rules; full when admin). malloc'd JSON text. */
char *serve_render_submission(server *sv, const hpcab_service_submission *u, hpcab_mode mode, int admin,
                              const job *live, int position);

/* serve_profile.c */
/** Why a tool cannot run on this host: NULL when it can, else a machine-readable cause ("perf_missing",
    "perf_event_open_denied", "no_hardware_counters", ...) with a sentence in *detail. Probed once. */
const char *serve_profile_unavailable(profile_tool tool, const char **detail);
/** Starts profiling process pid (the candidate's timed worker) into dir; NULL when it cannot (the
    response then says so). */
profiler *serve_profile_attach(profile_tool tool, long pid, const char *dir);
/** Stops measuring (inside the timing slot); the result is read later. */
void serve_profile_stop(profiler *p);
/** Frees a profiler (stopping it first when needed). NULL is fine. */
void serve_profile_free(profiler *p);
/** The response of a profile job (malloc'd JSON) and its HTTP status: the verdict's status and, when
    the candidate ran, the profile read from jb->prof. v is NULL when the judge failed (err says why). */
char *serve_profile_response(server *sv, job *jb, hpcab_verdict *v, const char *err, int *http);

#endif /* HPCAB_TOOLS_SERVE_H */
