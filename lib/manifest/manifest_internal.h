/*
 * lib/manifest/manifest_internal.h — the layout of a loaded manifest and of a sizes value, shared by
 * lib/manifest/manifest.c (loading, accessors, prototype, hash) and lib/manifest/sizes.c (draws, footprints, cost).
 */
#ifndef HPCAB_MANIFEST_INTERNAL_H
#define HPCAB_MANIFEST_INTERNAL_H

#include <stdbool.h>

#include "expr.h"
#include "hpcab/manifest.h"

typedef struct {
  char *name;
  hpcab_size_kind kind;
  int64_t lo, hi;  /* range */
  int64_t *values; /* values */
  size_t nvalues;
  int64_t test;      /* range and values */
  hpcab__expr *expr; /* expr */
} hpcab__msize;

typedef struct {
  char *name;
  hpcab_dtype dtype; /* HPCAB_DTYPE_INVALID: real */
  bool has_range;
  double lo, hi; /* a fixed value has lo == hi */
} hpcab__mparam;

typedef struct {
  char *name;
  hpcab_dtype dtype; /* HPCAB_DTYPE_INVALID: real */
  size_t ndim;
  hpcab__expr **shape;
  hpcab_intent intent;
  hpcab__expr *accumulate; /* NULL for intent in */
  hpcab_init_kind init;
  hpcab_dist dist;
  hpcab_domain domain;
  double dom_lo, dom_hi;
  hpcab__expr *index;
  char *function;
  hpcab_csr_part csr;
  char *matrix;
  hpcab__expr *rows, *cols;
} hpcab__marray;

typedef struct {
  hpcab_arg_kind kind;
  size_t index;
} hpcab__marg;

struct hpcab_manifest {
  char *id, *name, *title, *symbol, *dir, *reference, *baseline;
  hpcab_track track;
  hpcab_dwarf dwarf;
  int level;
  hpcab_dtype precisions[4];
  size_t nprec;
  hpcab__msize *sizes;
  size_t nsizes;
  size_t *order; /* the sizes in dependency order (every size after the sizes its expr uses) */
  hpcab__expr **constraints;
  size_t ncons;
  hpcab__mparam *params;
  size_t nparams;
  hpcab__marray *arrays;
  size_t narrays;
  hpcab__marg *args;
  size_t nargs;
  hpcab__expr *cost_bytes, *cost_flops;
  char *yaml;
  size_t yaml_len;
  char *track_name, *dwarf_name; /* as written (a user-defined track or dwarf keeps its own name) */
  unsigned residencies;          /* bits (1 << hpcab_residency); host only by default */
  char *reference_device;        /* the device reference (NULL without device residency) */
  char *baseline_device;         /* the device baseline (the device reference by default) */
};

struct hpcab_sizes {
  const hpcab_manifest *m;
  size_t n;
  int64_t *v;
};

/** Names of the dwarfs by hpcab_dwarf value (NULL-terminated; manifest.c); the tracks' are
    hpcab__mwords_track (manifest_vocab.c). */
#define HPCAB__NDWARFS 14
extern const char *const hpcab__dwarf_names[];

/** Resolver over the manifest's size names (hpcab__expr_resolve_fn; ctx is the manifest). */
int hpcab__manifest_resolve_size(void *ctx, const char *name, size_t len);

/** Sets every derived size of `v` from the others, in dependency order. */
hpcab_status hpcab__sizes_derive_values(const hpcab_manifest *m, int64_t *v);

/**
 * Sets v (every size) to the top corner of the ranges: the largest sizes jointly that meet the
 * constraints with the footprint at `precision` within `cap` (UINT64_MAX: none); *capped (may be
 * NULL) is 1 when the cap (or an overflow) kept them below the declared maxima. Deterministic.
 * HPCAB_E_CONSTRAINT when nothing near the top meets the constraints.
 */
hpcab_status hpcab__sizes_top_values(const hpcab_manifest *m, hpcab_dtype precision, uint64_t cap, int64_t *v,
                                     int *capped);

#endif /* HPCAB_MANIFEST_INTERNAL_H */
