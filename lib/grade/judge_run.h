/*
 * lib/grade/judge_run.h — the state of one grade in progress, shared by lib/grade/judge.c (the
 * stages) and lib/grade/judge_cache.c (the verdict cache). Internal.
 */
#ifndef HPCAB_JUDGE_RUN_H
#define HPCAB_JUDGE_RUN_H

#include <limits.h>

#include "hpcab/build.h"
#include "hpcab/calibration.h"
#include "hpcab/credit.h"
#include "hpcab/judge.h"
#include "hpcab/manifest.h"
#include "hpcab/roofline.h"
#include "hpcab/secrets.h"
#include "hpcab/store.h"
#include "hpcab/topo.h"
#include "internal.h"

/* Comparators a grade times at most. */
#define HPCAB__MAX_COMPARATORS 4

typedef struct {
  hpcab_judge_options o;
  int route_submit;
  char state_dir[PATH_MAX], db_path[PATH_MAX], cache_dir[PATH_MAX], include_dir[PATH_MAX];
  hpcab_manifest *m;
  hpcab_dtype prec;
  hpcab_secrets *secrets;
  const uint8_t *seed;
  hpcab_store *store;
  hpcab_topo *topo;
  hpcab_machine_profile profile;
  hpcab_calibration calibration; /* what `hpcab-judge calibrate` last found here (calibrated: 1) */
  int calibrated;
  unsigned threads;
  hpcab_build *ref_b, *base_b, *cand_b;
  hpcab_build *comp_b[HPCAB__MAX_COMPARATORS]; /* the comparators' builds (hpcab_judge_options.comparators) */
  void *ref_dl;            /* the reference, loaded in-process for custom initializers (trusted code) */
  int unrepeatable;        /* a worker was killed from outside: the verdict is reported, never cached */
  struct hpcab__jdev *dev; /* device residency (judge_device.c); NULL on the host */
  hpcab_verdict *v;
  char cache_key[65];
  double progress_base, progress_span;
  int idle_asked;         /* the kernels ran: idle says how their CPUs' idle states were held */
  hpcab__idle_state idle; /* the hold while they ran */
} judge;

/** The crediting margin of this grade: the option, 0 → HPCAB_CREDIT_MIN_EFFECT, < 0 → none. */
static inline double hpcab__judge_min_effect(const judge *j)
{
  return j->o.min_effect < 0 ? 0.0 : j->o.min_effect > 0 ? j->o.min_effect : HPCAB_CREDIT_MIN_EFFECT;
}

/**
 * The cache key of this grade (j->cache_key): SHA-256 of everything the verdict depends on — library
 * version, kernel and manifest hash, precision, the three builds, flags, threads, protocol options,
 * machine, the seed's fingerprint and the crediting margin.
 */
hpcab_status hpcab__judge_cache_key(judge *j);

/** Looks the key up in the store; on a hit fills j->v from the stored verdict (marked cached). */
hpcab_status hpcab__judge_cache_load(judge *j, int *hit);

/** Stores j->v and its raw samples under j->cache_key. */
hpcab_status hpcab__judge_cache_store(judge *j);

/**
 * Checks that the candidate's object exports the kernel's symbol. When it does not, sets the verdict
 * (load_error, with the expected prototype, the functions it does export and the extern "C" or
 * bind(C) hint) and *ok = 0. An object it cannot read is left to the loader (*ok = 1).
 */
hpcab_status hpcab__judge_check_symbol(judge *j, int *ok);

/** Builds a source with the judge's options; `trusted` (the kernel's reference and baseline) may link
    the BLAS (lib/grade/judge.c). */
hpcab_status hpcab__judge_build(judge *j, const char *source, int trusted, hpcab_build **out);

/**
 * Builds the candidate (j->o.candidate) into *out; a C or C++ source with the kernel's prototype
 * declared after it (lib/grade/judge_proto.c). When its definition of the symbol has other types
 * (an input merely without `const` aside), sets the verdict (prototype_mismatch, both prototypes in
 * the reason), *mismatch = 1 and returns HPCAB_OK with *out NULL. Otherwise as hpcab_build_source.
 */
hpcab_status hpcab__judge_build_candidate(judge *j, hpcab_build **out, int *mismatch);

/* A shared object's prototype of the kernel symbol from its debug information (judge_dwarf.c):
   *candidate_proto (malloc'd) when it differs from the manifest's at the run precision, else NULL
   (also when the object has no debug information for the symbol). */
hpcab_status hpcab__judge_object_prototype(judge *j, const char *object, char **candidate_proto);

/** Renders the context block of the verdict's JSON (lib/grade/verdict_context.c) into j->v->context. */
hpcab_status hpcab__judge_context(judge *j);

#endif /* HPCAB_JUDGE_RUN_H */
