/*
 * lib/grade/kernel_run.h — one kernel's two sides run on a sequence of seeded draws at one precision
 * (internal): the test draw, then correctness draws (edge sizes first), each on a fresh pair of
 * sandboxed calls (hpcab/invoke.h), outputs compared, determinism checked on the first. Shared by
 * hpcab_test_kernel (a candidate against the reference, kernel_test.c) and hpcab_kernel_validate
 * (the reference against itself, kernel_validate.c).
 */
#ifndef HPCAB_KERNEL_RUN_H
#define HPCAB_KERNEL_RUN_H

#include "hpcab/build.h"
#include "hpcab/manifest.h"
#include "hpcab/topo.h"
#include "strbuf.h"

typedef struct {
  const hpcab_manifest *m;
  hpcab_dtype prec;
  const uint8_t *seed;    /* HPCAB_SEED_BYTES */
  const char *objects[2]; /* the reference side's and the candidate side's shared objects */
  const char *names[2];   /* what the report calls each side ("reference", "candidate") */
  void *ref_dl;           /* the reference loaded in-process for custom initializers, or NULL */
  const hpcab_topo *topo;
  const char *worker_path; /* NULL: hpcab_paths_worker() */
  unsigned threads;        /* 0: one per physical core */
  double call_timeout_s;   /* 0: 10 s */
  int draws;               /* correctness draws after the test draw (>= 0) */
  uint64_t footprint_cap;  /* 0: the default */
  int determinism;         /* 1: the candidate side is called twice on the test draw */
  int top;                 /* 1: after the correctness draws, one at the top corner of the declared ranges
                              (hpcab_sizes_top under the correctness footprint cap), as the judge's last */
} hpcab__kernel_run;

/**
 * Runs the draws. Returns HPCAB_OK when the sides agreed on every draw: `report` gets one line
 * ("f32: <names[1]> matches <names[0]> on the test draw (N=...) and 8 correctness draws (4 at edge
 * sizes), deterministic", and "; at the top of the ranges (N=...)" with `top`). When the candidate side fails, appends a line saying where and how and
 * returns HPCAB_E_MISMATCH (wrong or nondeterministic output), HPCAB_E_WORKER (a call's verdict) or
 * HPCAB_E_NOTFOUND (its object or symbol cannot be loaded), with that line as the error message; when
 * the reference side fails, the same line and HPCAB_E_MANIFEST (the kernel is broken). Other errors
 * (a draw that cannot be made: the manifest's constraints, custom initializers; NOMEM, SYSTEM) return
 * their status with a line too.
 */
hpcab_status hpcab__kernel_run_draws(const hpcab__kernel_run *k, hpcab__sb *report);

/** Replaces every `what` in the report (e.g. a built object's cache path) by `with` (a file's name). */
void hpcab__kernel_report_replace(hpcab__sb *sb, const char *what, const char *with);

/** The same in the calling thread's error message (its status kept). */
void hpcab__kernel_error_replace(const char *what, const char *with);

/** "N=100,K=4" for sizes of k->m (malloc'd; NULL on lack of memory). */
char *hpcab__kernel_sizes_text(const hpcab_manifest *m, const hpcab_sizes *s);

/** Loads the built reference in-process when the manifest has custom initializers (*dl NULL when it has
    none). HPCAB_E_NOTFOUND naming the loader's message when it cannot be loaded. */
hpcab_status hpcab__kernel_load_initializers(const hpcab_manifest *m, const char *object, void **dl);

/** A hpcab_draw_resolve_fn over a dlopen handle (ctx): dlsym. */
void *hpcab__kernel_resolve_init(void *ctx, const char *symbol);

#endif /* HPCAB_KERNEL_RUN_H */
