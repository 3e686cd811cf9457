/*
 * hpcab/store.h — the result store (DESIGN.md §12): one SQLite database in WAL mode holding every
 * candidate (zstd-compressed source or object, keyed by its SHA-256), every grade (its cache key, the
 * verdict as JSON and as a report), the raw per-call samples, machine profiles and per-session
 * submission counters.
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

HPCAB_BEGIN_DECLS

/** An open store (opaque). One handle per thread; several processes may open the same file. */
typedef struct hpcab_store hpcab_store;

/** Submission modes (DESIGN.md §8). */
typedef enum hpcab_mode {
  HPCAB_MODE_OPEN = 0,   /**< unlimited scores and submissions */
  HPCAB_MODE_SINGLE = 1, /**< unlimited scores, one submission per kernel */
  HPCAB_MODE_BLIND = 2   /**< no scores, one submission per kernel */
} hpcab_mode;

/** What a session asks to do. */
typedef enum hpcab_route {
  HPCAB_ROUTE_SCORE = 0, /**< the score route */
  HPCAB_ROUTE_SUBMIT = 1 /**< the submit route (grade) */
} hpcab_route;

/**
 * Opens (creating when absent, with its directories) the store at `path`, in WAL mode with a busy
 * timeout, and creates or checks the schema. Fails with HPCAB_E_STORE and SQLite's message.
 */
HPCAB_API hpcab_status hpcab_store_open(const char *path, hpcab_store **out);

/** Closes the store (NULL is fine). */
HPCAB_API void hpcab_store_close(hpcab_store *store);

/** Computes the SHA-256 of `len` bytes as 64 lowercase hex digits plus NUL into hex[65]. */
HPCAB_API void hpcab_sha256_hex(const void *data, size_t len, char hex[65]);

/**
 * Stores a candidate (compressed with zstd) under the SHA-256 of its bytes, once: storing the same
 * bytes again changes nothing. `name` is the file name it came as. sha256_hex (may be NULL) receives
 * the key.
 */
HPCAB_API hpcab_status hpcab_store_put_candidate(hpcab_store *store, const char *name, const void *bytes,
                                                 size_t len, char sha256_hex[65]);

/**
 * Reads a stored candidate back (decompressed) into a malloc'd buffer the caller frees with free().
 * HPCAB_E_NOTFOUND when no candidate has that hash.
 */
HPCAB_API hpcab_status hpcab_store_get_candidate(hpcab_store *store, const char *sha256_hex, void **bytes,
                                                 size_t *len);

/** A grade as stored. `size` first; strings are owned by the store handle until the next call. */
typedef struct hpcab_stored_grade {
  size_t size;
  int64_t id;               /**< row id, for samples */
  const char *cache_key;    /**< what identifies the grade (candidate, kernel, reference, config, machine, seed) */
  const char *kernel_id;
  const char *candidate_sha256;
  const char *status;       /**< the verdict word: ok, incorrect, crash, ... */
  double speedup;           /**< credited S_i (1 when not graded correct) */
  const char *json;         /**< the verdict as the judge's --json prints it */
  const char *report;       /**< the verdict as the judge's readable report prints it */
  int64_t created_unix;     /**< when it was stored */
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
HPCAB_API hpcab_status hpcab_store_get_grade(hpcab_store *store, const char *cache_key,
                                             hpcab_stored_grade *out);

/** Total number of raw samples stored for a grade row id (0 when none). */
HPCAB_API hpcab_status hpcab_store_count_samples(hpcab_store *store, int64_t grade_id, int64_t *count);

/** Stores a kernel's manifest text under its content hash (once). */
HPCAB_API hpcab_status hpcab_store_put_kernel(hpcab_store *store, const char *kernel_id,
                                              const char *manifest_hash_hex, const char *manifest_text);

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

/** Parses "open", "single" or "blind"; HPCAB_E_INVALID otherwise. */
HPCAB_API hpcab_status hpcab_mode_from_name(const char *name, hpcab_mode *out);

HPCAB_END_DECLS

#endif /* HPCAB_STORE_H */
