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
  size_t map_bytes; /* memfd length, a multiple of the page size, >= one page */
  size_t offset;    /* first byte of the array inside the mapping (64-byte aligned) */
  unsigned char *reserve; /* judge's reservation (guard + mapping + guard) */
  unsigned char *data;    /* judge's writable pointer to the array */
} hpcab__arena_array;

struct hpcab_arena {
  size_t n;
  size_t page;
  bool sealed;            /* every intent-in memfd carries F_SEAL_FUTURE_WRITE */
  char seal_detail[96];   /* why not, when !sealed */
  unsigned char canary[64]; /* canary byte pattern (random per arena) */
  hpcab__arena_array arr[];
};

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
hpcab__where hpcab__arena_locate(const hpcab_arena *a, const uint64_t *bases, uint64_t addr,
                                 size_t *index);

/** Testing aid of hpcab__worker_new_ex: the worker installs an allow-everything filter in place of
    the allow-list (as a library that tampered with it would), so a test can see the judge's probe
    refuse it. Never set by a judge. */
#define HPCAB__WORKER_TEST_LOOSE_CALLS 1u

/** hpcab_worker_new with testing aids (HPCAB__WORKER_TEST_*; 0 is hpcab_worker_new). */
hpcab_status hpcab__worker_new_ex(const hpcab_worker_options *opt, unsigned test_flags, hpcab_worker **out);

/** Hashes every intent-in array into hashes[i] (other slots get 0). */
void hpcab__arena_hash_inputs(const hpcab_arena *a, uint64_t *hashes);

/** Returns a 64-bit hash of `len` bytes (not cryptographic; fast). */
uint64_t hpcab__hash_bytes(const void *data, size_t len);

#endif /* HPCAB_WORKER_INTERNAL_H */
