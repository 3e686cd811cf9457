/*
 * lib/sandbox/worker_internal.h — arena internals shared by lib/sandbox/worker_arena.c and lib/sandbox/worker.c.
 */
#ifndef HPCAB_WORKER_INTERNAL_H
#define HPCAB_WORKER_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hpcab/worker.h"

/** One array of an arena: a memfd mapped as [guard page][map_bytes][guard page]. */
typedef struct hpcab__arena_array {
  char *name;
  size_t bytes, elem_size;
  hpcab_intent intent;
  int fd;
  size_t map_bytes;       /* memfd length, a multiple of the page size, >= one page */
  size_t offset;          /* first byte of the array inside the mapping (64-byte aligned) */
  unsigned char *reserve; /* judge's reservation (guard + mapping + guard) */
  unsigned char *data;    /* judge's writable pointer to the array */
  uint64_t map_at;        /* where every worker reserves it (hpcab__wp_array.map_at) */
  bool borrowed;          /* the judge's mapping belongs to another arena (hpcab__arena_twin); fd is a dup */
} hpcab__arena_array;

struct hpcab_arena {
  size_t n;
  size_t page;
  bool sealed;              /* every intent-in memfd carries F_SEAL_FUTURE_WRITE */
  char seal_detail[96];     /* why not, when !sealed */
  unsigned char canary[64]; /* canary byte pattern (random per arena) */
  hpcab__arena_array arr[];
};

/**
 * A twin of arena `a` for a second worker: the same in and inout arrays (their memfds, so the same
 * pages, and the judge's mapping of `a`), and out arrays of its own (new memfds: other pages), each
 * array at the same worker address as in `a`, with `a`'s canaries. A worker bound to the twin reads
 * what a worker bound to `a` reads and can never see what that one writes into its out arrays.
 * `a` must outlive the twin (free the twin first). HPCAB_E_NOMEM, or an error of memfd or mmap.
 */
hpcab_status hpcab__arena_twin(const hpcab_arena *a, hpcab_arena **out);

/** Where an address lies relative to an array's mapping in a worker. */
typedef enum hpcab__where {
  HPCAB__NOWHERE = 0, /* not near any array */
  HPCAB__INSIDE,      /* inside the array's bytes */
  HPCAB__PAST_END,    /* in the slack after it or the guard page above */
  HPCAB__BEFORE       /* below its first byte (head canaries or the guard page below) */
} hpcab__where;

/**
 * Finds the array whose worker-side reservation (base = address of its mapping, as the worker
 * reported it; the guard regions of hpcab__wp_guard_bytes lie below and above it) contains `addr`.
 */
hpcab__where hpcab__arena_locate(const hpcab_arena *a, const uint64_t *bases, uint64_t addr, size_t *index);

/** Testing aid of hpcab__worker_new_ex: the worker installs an allow-everything filter in place of
    the allow-list (as a library that tampered with it would), so a test can see the judge's probe
    refuse it. Never set by a judge. */
#define HPCAB__WORKER_TEST_LOOSE_CALLS 1u

/** hpcab_worker_new with testing aids (HPCAB__WORKER_TEST_*; 0 is hpcab_worker_new). */
hpcab_status hpcab__worker_new_ex(const hpcab_worker_options *opt, unsigned test_flags, hpcab_worker **out);

/** A worker being started (hpcab__worker_begin .. hpcab__worker_end). */
typedef struct hpcab__worker_start hpcab__worker_start;

/**
 * hpcab_worker_new in two halves, so that several workers load at once (each in its own process, on
 * every CPU) instead of one after the other: begin validates the options (which, with everything
 * they point to, must outlive the start), clones and execs the worker and sends it the set-up
 * message, and returns without waiting; end waits for it to load, verifies its filters and stops it,
 * and gives what hpcab_worker_new would (*out: the worker, alive and stopped or dead with its load
 * verdict; or an error). end and abandon (which kills the worker) free the start; one of them must be
 * called for every start begin made, on the thread that began it (the worker dies with that thread).
 */
hpcab_status hpcab__worker_begin(const hpcab_worker_options *opt, unsigned test_flags, hpcab__worker_start **out);
hpcab_status hpcab__worker_end(hpcab__worker_start *s, hpcab_worker **out);
void hpcab__worker_abandon(hpcab__worker_start *s);

/** The 8-byte poison word of an array of `elem_size`-byte elements for `salt` (as
    hpcab_arena_poison_outputs writes it: a NaN of each float width, a pattern for 1-byte elements). */
uint64_t hpcab__arena_poison_word(size_t elem_size, uint64_t salt);

/** hpcab_worker_call's flag: the caller has just filled every intent-out array with a poison word
    (hpcab__arena_poison_word with a salt of its own), so the call does not poison them again. */
#define HPCAB__CALL_POISONED 1u

/** hpcab_worker_call with flags (HPCAB__CALL_*; 0 is hpcab_worker_call). */
hpcab_status hpcab__worker_call_ex(hpcab_worker *w, const hpcab_scalar *scalar_values, unsigned flags,
                                   hpcab_call_result *res);

/** Hashes every intent-in array into hashes[i] (other slots get 0). */
void hpcab__arena_hash_inputs(const hpcab_arena *a, uint64_t *hashes);

/* An empty round trip in which the worker checks the floating-point environment of its calling thread
   and of every thread of the kernel's OpenMP team, restoring it where changed: HPCAB_OUTCOME_FP_ENV
   naming the thread ("the kernel's OpenMP thread 3 left ...") when one was left changed. */
hpcab_status hpcab__worker_fp_check(hpcab_worker *w, hpcab_call_result *res);

/** Returns a 64-bit hash of `len` bytes (not cryptographic; fast). */
uint64_t hpcab__hash_bytes(const void *data, size_t len);

/* ---- the judge side of a worker, shared by lib/sandbox/worker.c (calls), worker_start.c (start-up)
   and worker_process.c (process control) ---- */

#include <signal.h>
#include <sys/types.h>

#include "worker_proto.h"

enum { W_STOPPED, W_DEAD }; /* hpcab_worker.state */

struct hpcab_worker {
  pid_t pid;
  int pidfd, sock;
  int state;
  hpcab_arena *arena;
  uint64_t seq;
  double call_timeout_s;
  unsigned flags;
  size_t nscalars;
  uint32_t scalar_dtype[HPCAB__WP_MAX_ARGS];
  uint64_t bases[HPCAB__WP_MAX_ARRAYS];
  int pid_inside; /* the worker's pid as it saw itself (1 in a new PID namespace) */
  uint64_t *hash_before, *hash_after;
  int applied[HPCAB_GUARD_COUNT];
  char detail[HPCAB_GUARD_COUNT][128];
  char guards_text[2048];
  hpcab_call_result verdict; /* sticky once dead */
  unsigned test_flags;       /* HPCAB__WORKER_TEST_* (testing aids, never set by a judge) */
  int child_slot;            /* its slot in the table of live children (lib/common/children.c), or -1 */
  int64_t oom_kills;         /* the kernel's out-of-memory kills when it started (-1: unknown) */
  int reaped;                /* freeze() found it ended (and so reaped it): how is in reaped_si */
  siginfo_t reaped_si;
  int device; /* device residency: the worker mirrors the arrays on a device */
};

/** The kernel's out-of-memory kills since boot (/proc/vmstat), or -1. */
int64_t hpcab__worker_oom_kills(void);
/** CLOCK_MONOTONIC in ns. */
int64_t hpcab__worker_now_ns(void);
/** Records whether guard g is applied, and why. */
void hpcab__worker_set_guard(hpcab_worker *w, hpcab_guard g, int ok, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/** "SIGSEGV", ... of a signal number. */
void hpcab__worker_signal_name(int sig, char *buf, size_t n);
/** Waits up to ms for the worker to exit; 1 when it has (and *si holds how). */
int hpcab__worker_wait_exit(hpcab_worker *w, int ms, siginfo_t *si);
/** Kills and reaps the worker (idempotent). */
void hpcab__worker_kill_and_reap(hpcab_worker *w, siginfo_t *si_out);

/** Sends SIGKILL to a live worker (through its pidfd) without waiting for it; hpcab_worker_free or
    hpcab__worker_kill_and_reap reaps it later. Workers killed together tear down (their memory, their
    namespaces) at once, on every CPU, instead of one after the other. */
void hpcab__worker_kill(hpcab_worker *w);
/** Sets a verdict's outcome and message. */
void hpcab__worker_verdict(hpcab_call_result *r, hpcab_outcome o, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/** Turns a FAULT report into a verdict. */
void hpcab__worker_decode_fault(hpcab_worker *w, const struct hpcab__wp_fault *f, hpcab_call_result *r);
/** Turns a death without a report into a verdict. */
void hpcab__worker_decode_death(const hpcab_worker *w, const siginfo_t *si, int killed_by_us, hpcab_call_result *r);
/** Reads one message; its length, 0 on none or end of file, -1 on error. */
ssize_t hpcab__worker_recv_msg(int sock, union hpcab__wp_msg *m, int flags);
/** The worker ended (or must end): reads any report, reaps it, builds the verdict (phase prefixed). */
void hpcab__worker_finish_dead(hpcab_worker *w, hpcab_call_result *r, const char *phase);
/** Makes r the worker's sticky verdict. */
void hpcab__worker_make_dead(hpcab_worker *w, const hpcab_call_result *r);
/** Stops the running worker and confirms every thread is stopped; 0, or -1 when it died instead. */
int hpcab__worker_freeze(hpcab_worker *w, siginfo_t *si);
/** The FP_ENV verdict: what a call (when) left changed, and the control register. */
void hpcab__worker_fp_env_verdict(hpcab_call_result *r, const char *when, uint32_t bits, uint32_t csr);
/** What a device worker is allowed beyond a host worker, as the guard line reports it (the threat
    model in hpcab/worker.h says why each is needed and what it costs). */
#define HPCAB__WORKER_DEVICE_RELAXATIONS                                                                               \
  "device files read-write with ioctl (/dev/nvidia*, /dev/kfd, /dev/dri; Landlock), /sys, /proc/driver and the "       \
  "toolkit readable, O_RDWR opens while loading, ioctl, poll/epoll, timed waits, nanosleep and mlock during "          \
  "calls, unlisted system calls failing with EPERM and open, socket() and file-system changes with EACCES "            \
  "instead of trapped (exec, fork, ptrace and the rest stay trapped), no address-space limit, 64 descriptors, /proc "  \
  "a "                                                                                                                 \
  "fresh procfs of the worker's PID namespace"

/** Names of the guards, by hpcab_guard value. */
extern const char *const hpcab__worker_guard_names[HPCAB_GUARD_COUNT];

#endif /* HPCAB_WORKER_INTERNAL_H */
