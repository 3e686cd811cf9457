/*
 * hpcab/store.h — the result store (lib/DESIGN.md §12): one SQLite database in WAL mode holding every
 * candidate (zstd-compressed source or object, keyed by its SHA-256), every grade (its cache key, the
 * verdict as JSON and as a report), the raw per-call samples, machine profiles and per-session
 * submission counters.
 *
 * The judge service (hpcab-serve) keeps its records here too: sessions (their tokens stored only as
 * SHA-256 hashes) and submissions (queued, running, done or interrupted), so a service killed at any
 * point loses nothing and a restart reports the grades it interrupted.
 *
 * Every write is one transaction, so a judge killed mid-grade leaves the store consistent (a grade
 * is either wholly there or absent), and several judges may share one store at once (SQLite locking
 * with a busy timeout). The store lives outside every candidate's reach: workers never get its path
 * or descriptor.
 */
#ifndef HPCAB_STORE_H
#define HPCAB_STORE_H

#include "hpcab/common.h"
#include "hpcab/error.h"
#include "hpcab/session.h"

HPCAB_BEGIN_DECLS

/** An open store (opaque). One handle per thread; several processes may open the same file. */
typedef struct hpcab_store hpcab_store;

/**
 * Opens (creating when absent, with its directories) the store at `path`, in WAL mode with a busy
 * timeout, and creates or checks the schema. Fails with HPCAB_E_STORE and SQLite's message.
 */
HPCAB_API hpcab_status hpcab_store_open(const char *path, hpcab_store **out);

/** Closes the store (NULL is fine). */
HPCAB_API void hpcab_store_close(hpcab_store *store);

/**
 * Stores a candidate (compressed with zstd) under the SHA-256 of its bytes, once: storing the same
 * bytes again changes nothing. `name` is the file name it came as. sha256_hex (may be NULL) receives
 * the key.
 */
HPCAB_API hpcab_status hpcab_store_put_candidate(hpcab_store *store, const char *name, const void *bytes, size_t len,
                                                 char sha256_hex[65]);

/**
 * Reads a stored candidate back (decompressed) into a malloc'd buffer the caller frees with free().
 * HPCAB_E_NOTFOUND when no candidate has that hash.
 */
HPCAB_API hpcab_status hpcab_store_get_candidate(hpcab_store *store, const char *sha256_hex, void **bytes, size_t *len);

/** A grade as stored. `size` first; strings are owned by the store handle until the next call. */
typedef struct hpcab_stored_grade {
  size_t size;
  int64_t id;            /**< row id, for samples */
  const char *cache_key; /**< what identifies the grade (candidate, kernel, reference, config, machine, seed) */
  const char *kernel_id;
  const char *candidate_sha256;
  const char *status;   /**< the verdict word: ok, incorrect, crash, ... */
  double speedup;       /**< credited S_i (1 when not graded correct) */
  const char *json;     /**< the verdict as the judge's --json prints it */
  const char *report;   /**< the verdict as the judge's readable report prints it */
  int64_t created_unix; /**< when it was stored */
} hpcab_stored_grade;

/** The raw per-call times of one side of one timed input. */
typedef struct hpcab_sample_set {
  int32_t input;    /**< timed input index */
  int32_t side;     /**< 0 reference (or baseline), 1 candidate */
  size_t n;         /**< number of calls */
  const double *ns; /**< per-call times in nanoseconds, in call order */
} hpcab_sample_set;

/**
 * Stores a finished grade and its raw samples in one transaction. A grade with the same cache_key
 * already stored is kept (the first one wins) and HPCAB_OK is returned; grade->id is ignored.
 */
HPCAB_API hpcab_status hpcab_store_put_grade(hpcab_store *store, const hpcab_stored_grade *grade,
                                             const hpcab_sample_set *sets, size_t nsets);

/** Looks a grade up by cache key; HPCAB_E_NOTFOUND when absent. `out->size` must be set. */
HPCAB_API hpcab_status hpcab_store_get_grade(hpcab_store *store, const char *cache_key, hpcab_stored_grade *out);

/**
 * Finds a stored grade by `id`: its whole cache key, a unique prefix of it (at least 6 lowercase hex
 * digits: the verdict JSON's grade_key), or "latest" (the grade a judge served last, stored or from
 * the cache). HPCAB_E_NOTFOUND when
 * none matches, HPCAB_E_INVALID for a malformed id or a prefix that several keys share. `out->size`
 * must be set; its strings live until the next call on the store.
 */
HPCAB_API hpcab_status hpcab_store_find_grade(hpcab_store *store, const char *id, hpcab_stored_grade *out);

/**
 * Reads the raw samples stored with grade row `grade_id` (hpcab_stored_grade.id): *sets receives a
 * malloc'd array of *nsets sample sets (ordered by input, then side: 0 reference, 1 candidate), each
 * with its own malloc'd values; free them with hpcab_store_samples_free. A grade without samples gives
 * *nsets = 0. Fails with HPCAB_E_INVALID (NULL argument), HPCAB_E_STORE, HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_store_get_samples(hpcab_store *store, int64_t grade_id, hpcab_sample_set **sets,
                                               size_t *nsets);

/** Frees what hpcab_store_get_samples returned (NULL is fine). */
HPCAB_API void hpcab_store_samples_free(hpcab_sample_set *sets, size_t nsets);

/** Total number of raw samples stored for a grade row id (0 when none). */
HPCAB_API hpcab_status hpcab_store_count_samples(hpcab_store *store, int64_t grade_id, int64_t *count);

/** Stores a kernel's manifest text under its content hash (once). */
HPCAB_API hpcab_status hpcab_store_put_kernel(hpcab_store *store, const char *kernel_id, const char *manifest_hash_hex,
                                              const char *manifest_text);

/** Stores (replacing) a machine profile's text under its machine key. */
HPCAB_API hpcab_status hpcab_store_put_profile(hpcab_store *store, const char *machine_key, const char *text);

/**
 * Asks the store whether `session` may use `route` on `kernel_id` in `mode`, and records the use
 * when allowed, atomically (two judges at once cannot both get the single submission). A session
 * keeps the mode it was first used with: asking with another mode is refused. Refusals return
 * HPCAB_E_REFUSED with the reason (second submission in single/blind mode, any score in blind mode).
 */
HPCAB_API hpcab_status hpcab_store_session_use(hpcab_store *store, const char *session, hpcab_mode mode,
                                               hpcab_route route, const char *kernel_id);

/* ---- the judge service's records (hpcab-serve) ---------------------------------------------- */

/** A service session as stored. `size` first; strings are owned by the store handle until the next
    call on it. */
typedef struct hpcab_service_session {
  size_t size;
  const char *id;        /**< the public session id */
  hpcab_mode mode;       /**< open, single or blind */
  const char *kernels;   /**< the kernel ids the session may use, one per line */
  const char *precision; /**< "f64", "f32", ... or "" (each manifest's first) */
  int64_t max_scores;    /**< score requests allowed in all (0: unlimited) */
  int64_t deadline_unix; /**< no score or submit from this time on (0: none) */
  int64_t created_unix;
} hpcab_service_session;

/**
 * Stores a new session under the SHA-256 (hex) of its bearer token; the token itself is never stored.
 * Fails with HPCAB_E_INVALID (missing field, bad mode), HPCAB_E_STORE (also when the id or the token
 * hash is taken).
 */
HPCAB_API hpcab_status hpcab_store_service_session_add(hpcab_store *store, const hpcab_service_session *session,
                                                       const char *token_sha256_hex);

/** Looks a session up by its token's SHA-256 (hex); HPCAB_E_NOTFOUND when no session has it.
    `out->size` must be set. */
HPCAB_API hpcab_status hpcab_store_service_session_find(hpcab_store *store, const char *token_sha256_hex,
                                                        hpcab_service_session *out);

/** States of a service submission. Values are stable. */
typedef enum hpcab_submission_state {
  HPCAB_SUBMISSION_QUEUED = 0,      /**< accepted, waiting for a grading slot */
  HPCAB_SUBMISSION_RUNNING = 1,     /**< being graded */
  HPCAB_SUBMISSION_DONE = 2,        /**< graded: status, speedup and verdict are set */
  HPCAB_SUBMISSION_INTERRUPTED = 3, /**< the service stopped before the grade ended (no verdict) */
  HPCAB_SUBMISSION_FAILED = 4       /**< the judge failed (not the candidate): verdict holds the error */
} hpcab_submission_state;

/** Why hpcab_store_submission_open refused a request. Values are stable. */
typedef enum hpcab_refusal {
  HPCAB_REFUSAL_NONE = 0,
  HPCAB_REFUSAL_ALREADY_SUBMITTED = 1, /**< single or blind mode: the kernel's one submission is used */
  HPCAB_REFUSAL_BLIND = 2,             /**< blind mode: no scores */
  HPCAB_REFUSAL_SCORE_LIMIT = 3,       /**< the session's max_scores are used up */
  HPCAB_REFUSAL_DEADLINE = 4           /**< the session's deadline has passed */
} hpcab_refusal;

/** A service submission as stored. `size` first; strings are owned by the store handle until the next
    call on it. Times are Unix times in nanoseconds, 0 when not reached. */
typedef struct hpcab_service_submission {
  size_t size;
  int64_t id;
  const char *session;
  const char *kernel_id;
  hpcab_route route;
  const char *candidate_sha256;
  hpcab_submission_state state;
  const char *status;       /**< the verdict word once done ("" before) */
  double speedup;           /**< the credited (submit) or fastest-of-5 (score) speedup once done */
  const char *verdict_json; /**< the verdict's JSON once done, the judge's error once failed ("" before) */
  int64_t created_ns;
  int64_t timing_begin_ns; /**< when its timing stage began (0: it had none) */
  int64_t timing_end_ns;   /**< when its timing stage ended */
  int64_t finished_ns;
} hpcab_service_submission;

/**
 * Checks a request of `session` (as stored: mode, max_scores, deadline) to use `route` on `kernel_id`
 * and, when allowed, records the use (as hpcab_store_session_use does) and a new submission in state
 * QUEUED, atomically; *id receives its id. Refusals return HPCAB_E_REFUSED with the reason in the
 * message and in *why (may be NULL): a second submission in single or blind mode, a score in blind
 * mode, a score past max_scores, anything past the deadline. `now_unix` is the time checked against
 * the deadline.
 */
HPCAB_API hpcab_status hpcab_store_submission_open(hpcab_store *store, const hpcab_service_session *session,
                                                   hpcab_route route, const char *kernel_id,
                                                   const char *candidate_sha256, int64_t now_unix, int64_t *id,
                                                   hpcab_refusal *why);

/** Sets a submission's state to RUNNING. HPCAB_E_NOTFOUND for an unknown id. */
HPCAB_API hpcab_status hpcab_store_submission_running(hpcab_store *store, int64_t id);

/** Records when a submission's timing stage began and ended (Unix ns). */
HPCAB_API hpcab_status hpcab_store_submission_timing(hpcab_store *store, int64_t id, int64_t begin_ns, int64_t end_ns);

/**
 * Ends a submission: `state` DONE (status, speedup and the verdict JSON) or FAILED (status "error",
 * the judge's message in verdict_json). A failed submission gives its session use back.
 */
HPCAB_API hpcab_status hpcab_store_submission_finish(hpcab_store *store, int64_t id, hpcab_submission_state state,
                                                     const char *status, double speedup, const char *verdict_json);

/** Reads a submission; HPCAB_E_NOTFOUND for an unknown id. `out->size` must be set. */
HPCAB_API hpcab_status hpcab_store_submission_get(hpcab_store *store, int64_t id, hpcab_service_submission *out);

/**
 * Marks every QUEUED or RUNNING submission INTERRUPTED and gives back its session use (so a single-mode
 * session may submit that kernel again; the interrupted one is never counted), in one transaction.
 * A service calls it once at start-up, before accepting requests. *count (may be NULL) receives the
 * number marked.
 */
HPCAB_API hpcab_status hpcab_store_submissions_interrupt(hpcab_store *store, int64_t *count);

HPCAB_END_DECLS

#endif /* HPCAB_STORE_H */
