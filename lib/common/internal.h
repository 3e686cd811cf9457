/*
 * lib/common/internal.h — helpers private to libhpcabench (never exported; hidden by -fvisibility=hidden).
 *
 * Every module uses these instead of its own copy: error recording, aligned allocation, checked
 * size arithmetic, string duplication and the deterministic parallel-for.
 */
#ifndef HPCAB_INTERNAL_H
#define HPCAB_INTERNAL_H

#include <sched.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hpcab/error.h"

#define HPCAB_PRINTF(fmt_idx, arg_idx) __attribute__((format(printf, fmt_idx, arg_idx)))

/** Alignment of every array the library allocates, in bytes. */
#define HPCAB_ALIGNMENT 64

/* ---- errors (lib/common/error.c) ---- */

/** Records `status` with a printf-style message for hpcab_last_error(); returns `status`. */
hpcab_status hpcab__seterr(hpcab_status status, const char *fmt, ...) HPCAB_PRINTF(2, 3);

/** Like hpcab__seterr with a va_list. */
hpcab_status hpcab__vseterr(hpcab_status status, const char *fmt, va_list ap);

/**
 * Records HPCAB_E_SYSTEM with the message "<formatted>: <strerror(errno)>", reading errno at entry;
 * returns HPCAB_E_SYSTEM.
 */
hpcab_status hpcab__seterr_errno(const char *fmt, ...) HPCAB_PRINTF(1, 2);

/** Records an out-of-memory failure for an allocation of `bytes` while doing `what`; returns HPCAB_E_NOMEM. */
hpcab_status hpcab__nomem(const char *what, size_t bytes);

/** Prefixes the calling thread's current error message with "<formatted>: " (status unchanged). */
void hpcab__error_prefix(const char *fmt, ...) HPCAB_PRINTF(1, 2);

/* ---- memory and arithmetic (lib/common/util.c) ---- */

/** Allocates `bytes` (rounded up to HPCAB_ALIGNMENT, at least one block) aligned to HPCAB_ALIGNMENT; NULL + error on failure. */
void *hpcab__aligned_alloc(size_t bytes);

/** Frees memory from hpcab__aligned_alloc (NULL is fine). */
void hpcab__aligned_free(void *ptr);

/** Returns a malloc'd copy of `s` (NULL + error on failure; NULL in gives NULL without error). */
char *hpcab__strdup(const char *s);

/** Returns a malloc'd printf-formatted string, or NULL + error. */
char *hpcab__asprintf(const char *fmt, ...) HPCAB_PRINTF(1, 2);

/** Sets *out = a * b; returns false (and leaves *out alone) on size_t overflow. */
bool hpcab__size_mul(size_t a, size_t b, size_t *out);

/** Sets *out = a + b; returns false on size_t overflow. */
bool hpcab__size_add(size_t a, size_t b, size_t *out);

/** Sets *out = a * b for int64; returns false on overflow. */
bool hpcab__i64_mul(int64_t a, int64_t b, int64_t *out);

/** Sets *out = a + b for int64; returns false on overflow. */
bool hpcab__i64_add(int64_t a, int64_t b, int64_t *out);

/** Creates directory `dir` and its missing parents with `mode` (mkdir -p); HPCAB_E_IO naming the
    directory that cannot be created. */
hpcab_status hpcab__mkdir_p(const char *dir, unsigned mode);

/** Creates the missing directories above file `path` (mkdir -p of its dirname) with `mode`. */
hpcab_status hpcab__mkdir_parents(const char *path, unsigned mode);

/** Replaces every occurrence of `what` (NULL or "": nothing) in the malloc'd string *text with `with`,
    reallocating it; leaves it unchanged when out of memory. */
void hpcab__replace_all(char **text, const char *what, const char *with);

struct hpcab_store;
/** Records cache_key as the grade served last (a stored grade, or one served from the cache): the
    one hpcab_store_find_grade(store, "latest") finds (lib/store/store.c). */
hpcab_status hpcab__store_mark_latest(struct hpcab_store *store, const char *cache_key);

struct hpcab_manifest;
/** Sets the error "ID has no precision P (it has f64, f32)" for a precision the manifest lacks and
    returns HPCAB_E_INVALID (lib/manifest/manifest.c). */
hpcab_status hpcab__manifest_no_precision(const struct hpcab_manifest *m, int precision);

/** Reads a whole file into a malloc'd NUL-terminated buffer; *len gets its length (may be NULL). */
hpcab_status hpcab__read_file(const char *path, char **data, size_t *len);

/* ---- live children (lib/common/children.c, hpcab/children.h) ---- */

/** Records a live child (its pidfd; pgid > 0: a process group to kill with it) for
    hpcab_children_kill; returns the slot, or -1 when the table is full. Async-signal-safe. */
int hpcab__child_register(int pidfd, int pgid);

/** Gives back a slot of hpcab__child_register (-1 is fine): call it before reaping the child and
    closing its pidfd. */
void hpcab__child_unregister(int slot);

/* ---- deterministic parallel-for (lib/common/parallel.c) ---- */

/**
 * Body of a parallel loop: processes the elements [begin, end) that form chunk number `chunk`.
 * Chunk boundaries depend only on (n, grain), never on the thread count, so per-chunk partial
 * results combined in chunk order give the same answer on any number of threads.
 */
typedef void (*hpcab__chunk_fn)(void *ctx, size_t chunk, size_t begin, size_t end);

/**
 * The size-field rule of public structs (lib/DESIGN.md §3): copies a caller's struct, whose first member
 * is its `size_t size`, into *dst of today's layout (dst_size bytes), zero-filling the tail an older,
 * shorter caller lacks. Accepts src->size from first_size (the first released layout) up to
 * dst_size; otherwise HPCAB_E_INVALID naming `what`. dst->size is set to dst_size.
 */
hpcab_status hpcab__struct_in(void *dst, size_t dst_size, const void *src, size_t first_size, const char *what);

/**
 * The other half: copies today's struct src (src_size bytes) into the caller's *dst, only as many
 * bytes as dst->size says it has room for, keeping dst->size. HPCAB_E_INVALID naming `what` when
 * dst is NULL or dst->size is below first_size.
 */
hpcab_status hpcab__struct_out(void *dst, const void *src, size_t src_size, size_t first_size, const char *what);

/**
 * The size-field rule for a struct read in place rather than copied (hot paths: random streams):
 * HPCAB_OK when p->size lies from first_size to today_size; else HPCAB_E_INVALID naming `what`.
 * Code reading it in place reads a member past first_size only after checking p->size covers it.
 */
hpcab_status hpcab__struct_check(const void *p, size_t first_size, size_t today_size, const char *what);

/** The names of hpcab_mode values, by value (lib/store/session.c). */
extern const char *const hpcab__mode_names[3];

/** memcpy of n bytes on up to `threads` threads (one below 4 MiB). */
void hpcab__parallel_copy(void *dst, const void *src, size_t n, unsigned threads);

/** Fills n bytes at p with the 8-byte `word` repeated (from p's first byte; the tail gets the word's
    first bytes), by ordinary stores: for memory the caller has just read (cached). */
void hpcab__fill_word(void *p, size_t n, uint64_t word);

/** Copies n bytes from src to dst, then fills src with `word` (hpcab__fill_word), in blocks small
    enough that each is filled while still in the first-level cache; on up to `threads` threads (one
    below 256 KiB). The judge's save of a round's first output fused with the next call's poisoning. */
void hpcab__parallel_copy_fill(void *dst, void *src, size_t n, uint64_t word, unsigned threads);

/** Sets the CPU mask the pool threads take for the calling thread's parallel-fors (NULL: the calling
    thread's own mask, the default). Per thread. */
void hpcab__parallel_pool_mask(const cpu_set_t *mask);

/** CLOCK_MONOTONIC in nanoseconds. */
uint64_t hpcab__mono_ns(void);

/** Lingering on (1) or off (0): while on, a pool thread that finishes a job waits awake (spinning,
    at most half a millisecond) for the next one instead of sleeping, so that a chain of jobs with
    nothing but the caller's own work between them pays one wake-up; off, the threads sleep after
    their job, and off returns once none waits awake any more (the judge turns it off before a
    timed call). Process-wide. */
void hpcab__parallel_linger(int on);

/** While lingering is on: wakes the pool threads now, ahead of the work the caller is about to give
    them (they then wait for it awake), when that work — `work_ns` of it for the caller alone — is
    more than one and a half times what a woken thread has been taking to get going. A wake-up on an idle virtual
    CPU can take tens of microseconds; the judge wakes them as its check begins, so that they are
    there for the next round's values. */
void hpcab__parallel_warm(uint64_t work_ns);

/** Pool threads waiting awake for a job now (for tests). */
unsigned hpcab__parallel_awake(void);

/** Where the CPUs' idle wake-up latency request stands (lib/measure/idle.c). */
typedef enum {
  HPCAB__IDLE_OFF = 0,       /**< not asked for */
  HPCAB__IDLE_HELD,          /**< a request of 0 µs is held: idle CPUs poll and wake at once */
  HPCAB__IDLE_NOT_PERMITTED, /**< the request file may not be written (not root) */
  HPCAB__IDLE_UNAVAILABLE    /**< no request file (no PM QoS in the kernel), or it refused the value */
} hpcab__idle_state;

/** Holds a CPU latency request of 0 µs (/dev/cpu_dma_latency) until the matching release: idle CPUs
    then poll instead of halting, so a woken thread runs within microseconds. Nested holds share one
    request (process-wide, counted); the descriptor is close-on-exec and the kernel drops the request
    when it closes, also when the process dies. Returns the state reached: HPCAB__IDLE_HELD, or why
    not (the caller goes on without it). */
hpcab__idle_state hpcab__idle_hold(void);

/** Ends a hold: `held` is what hpcab__idle_hold returned (nothing is done unless it is HELD); the
    request goes when the last hold ends. */
void hpcab__idle_release(hpcab__idle_state held);

/** "held", "not permitted", "unavailable" or "off". */
const char *hpcab__idle_state_name(hpcab__idle_state s);

/** The request's descriptor while held, otherwise -1 (for tests). */
int hpcab__idle_fd(void);

/** Uses `path` instead of /dev/cpu_dma_latency for the next request (NULL: the default; for tests). */
void hpcab__idle_set_path(const char *path);

/** Returns the number of chunks hpcab__parallel_for splits n elements into at `grain` elements each. */
size_t hpcab__chunk_count(size_t n, size_t grain);

/**
 * Runs fn over [0, n) in chunks of `grain` elements on `nthreads` threads (0: one per online CPU;
 * never more threads than chunks; the calling thread takes part). Returns HPCAB_E_SYSTEM when a
 * thread cannot be created — the work is then finished on the calling thread, so `fn` still ran on
 * every chunk exactly once and the status is only a warning. Returns HPCAB_OK otherwise.
 */
hpcab_status hpcab__parallel_for(size_t n, size_t grain, unsigned nthreads, hpcab__chunk_fn fn, void *ctx);

/** Returns the number of online CPUs (at least 1). */
unsigned hpcab__online_cpus(void);

#endif /* HPCAB_INTERNAL_H */
