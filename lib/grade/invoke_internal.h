/*
 * lib/grade/invoke_internal.h — the pair's innards, shared by lib/grade/invoke.c (the pair and its
 * calls) and lib/grade/invoke_time.c (the timed protocol on it). Internal.
 */
#ifndef HPCAB_INVOKE_INTERNAL_H
#define HPCAB_INVOKE_INTERNAL_H

#include <sched.h>

#include "hpcab/invoke.h"

#define HPCAB__INVOKE_MAX_CPUS 1024

struct hpcab_invoke {
  const hpcab_manifest *m;
  hpcab_dtype prec;
  hpcab_topo *own_topo; /* made here when the caller gave none */
  unsigned threads;
  unsigned cpus[HPCAB__INVOKE_MAX_CPUS];
  size_t ncpus;
  char **env; /* the reference side's environment (NULL-terminated) */
  size_t nenv;
  const char *cand_env[16]; /* the candidate's share of env: the OpenMP variables only */
  size_t ncand_env;
  const char *worker_path;
  double call_timeout_s;
  unsigned worker_flags;
  int timed;
  hpcab_arena *arena;      /* the arrays (out arrays: region 0) */
  hpcab_arena *twin;       /* a timed pair of host sides: iv->arena's in and inout arrays with out arrays
                            of its own, region 1 (hpcab__arena_twin); else NULL */
  hpcab_worker *worker[2]; /* each side's worker; with a twin, worker[s] writes region s */
  hpcab_worker *alt[2];    /* with a twin, each side's second worker, which writes region 1 - s */
  int parity;              /* with a twin: 0, the round's calls go to worker[] (the reference writes
                              region 0, the candidate region 1); 1, to alt[] (the other way round) */
  hpcab_worker_arg *args;
  size_t nargs;
  hpcab_scalar *scalars;
  size_t nscalars;
  hpcab_call_result res[2];
  int have_res[2];
  size_t narrays;
  void **stage;          /* in/inout array i: the values every call of the round starts from (NULL for
                            in arrays of a timed pair, which are staged straight into the arena) */
  void **first;          /* out/inout array i: the output of the round's first call (out arrays of a
                            pair with a twin: only for hpcab_invoke_determinism; each side's output
                            stays in its own arena) */
  int calls;             /* calls made in the current round */
  hpcab_side first_side; /* the side of the round's first call */
  int64_t *sizes;        /* the pair's sizes, to refuse a draw of other sizes */
  size_t nsizes;
  char message[1024];    /* the last mismatch hpcab_invoke_time found */
  int pinned;            /* hpcab_invoke_time pinned the caller's thread to cpus[0] (mask `one`) ... */
  cpu_set_t wide, one;   /* ... from `wide`; its pool threads take `wide` less cpus[0] */
  int fuse;              /* during hpcab_invoke_time (host sides): the check after a round's second call
                            poisons the out arrays for the next calls (and, without a twin, the save
                            after its first call poisons them for the second) */
  unsigned poisoned;     /* bits (1u << region): that region's out arrays hold a fresh poison word, so
                            the next call that writes them need not poison them */
  uint64_t poison_salt;  /* the salt of the pair's own poison words (a new word every time) */
  unsigned device_sides; /* bits (1u << side): device residency */
  int device_runtime;
  char *device_uuid, *device_runtime_path;
  char **side_env[2]; /* a device side's environment: its share of env plus the runtime's variables */
  double *host_ns[2]; /* device sides: the judge's clock around each timed call (invoke_time.c) */
  size_t nhost[2], caphost[2];
};

/** The worker that makes `side`'s calls now (iv->parity's). */
hpcab_worker *hpcab__invoke_side_worker(const hpcab_invoke *iv, hpcab_side side);

/** Records the judge's clock of a timed call of a device side (invoke_time.c); HPCAB_E_NOMEM. */
hpcab_status hpcab__invoke_host_sample(hpcab_invoke *iv, hpcab_side side, double ns);

/** Threads for the pair's own work on an array of `bytes` (one below 256 KiB: see invoke.c). */
unsigned hpcab__invoke_work_threads(const hpcab_invoke *iv, size_t bytes);

/* hpcab_invoke_start for both sides (objects[side]) with every worker of the pair loading at once
   (hpcab__worker_begin for each, then hpcab__worker_end for each, in hpcab_invoke_start's order).
   On an error, *failed is the side of the first worker that failed (its status and message are
   returned; the workers after it are killed, the ones before it stay in the pair). */
hpcab_status hpcab__invoke_start_both(hpcab_invoke *iv, const char *const objects[2], hpcab_side *failed);

/** Where the round's values of array i go: its staging buffer, the arena (an in array of a timed
    pair) or NULL (an out array). */
void *hpcab__invoke_stage_target(hpcab_invoke *iv, size_t i);

/** A new poison word for out array i (the pair's own salt: a different word every time). */
uint64_t hpcab__invoke_poison_word(hpcab_invoke *iv, size_t i);

/**
 * Puts the arrays of `side`'s next call into the cache state every timed call starts from (see
 * hpcab/timing.h): rewrites one word of every cache line of every in array and of the out arrays of
 * the region the call writes with its own value (the judge's mapping of a sealed input can write it;
 * the workers are frozen meanwhile), on the pair's work threads (the calling thread alone below 256
 * KiB): every line ends modified in one CPU's caches and invalid in the others, whatever it was before.
 * The inout arrays need nothing: the call copies them in itself, just before it starts. Device
 * sides: nothing.
 */
void hpcab__invoke_settle(hpcab_invoke *iv, hpcab_side side);

/** Sets the scalar arguments (sizes, params) from draw d. */
void hpcab__invoke_set_scalars(hpcab_invoke *iv, const hpcab_draw *d);

#endif /* HPCAB_INVOKE_INTERNAL_H */
