/*
 * lib/grade/judge_internal.h — the verdict's innards, shared by lib/grade/judge.c (which fills it) and
 * lib/grade/verdict.c (which renders it as JSON and as a report). Internal.
 */
#ifndef HPCAB_JUDGE_INTERNAL_H
#define HPCAB_JUDGE_INTERNAL_H

#include <stdint.h>

#include "hpcab/judge.h"
#include "hpcab/store.h"
#include "hpcab/worker.h"

/** One timed input as the verdict keeps it. */
typedef struct {
  char *sizes;
  double ref_median, cand_median, ratio, p, credited;
  int suspect;
  char *why;
  int64_t calls;
  double *ref_ns, *cand_ns;
  double busy_ns, wall_ns;
  double overhead_ref, overhead_cand;       /* median empty round trips (NaN when not measured) */
  int resolved;                             /* the calls resolve above the overhead (else credited 1) */
  char *params;                             /* "alpha=1.5,beta=2" of the input's first draw ("" none) */
  int device;                               /* device residency: the samples are device-event times */
  double host_ref_median, host_cand_median; /* device: the judge's clock around the calls (medians) */
  double gap_ref, gap_cand;                 /* device: median (judge's clock - device time) of each side */
  int clock_consistent;                     /* device: hpcab_device_clock_check agreed */
  int hl_state;                             /* hpcab__verdict_input_hl: 0 not computed, 1 in hl, -1 none */
  double hl[4];                             /* its estimate, lo, hi, confidence */
} verdict_input;

/** A comparator: a baseline timed beside the denominator, reported, never credited. */
typedef struct {
  char *name;
  char *note;                    /* what its build did (autopar, numba), or NULL */
  char *failed;                  /* why it could not be built, or timed on some input, or NULL */
  int unbuilt;                   /* its build failed: never timed */
  double *median_ns;             /* per timed input: its median time (NaN: not timed) */
  double *denominator_median_ns; /* the denominator's median in the same rounds */
  size_t n;
} verdict_comparator;

/** One source-check flag. */
typedef struct {
  int line;
  char *category;
  char *message;
  int forbidden;
} verdict_flag;

struct hpcab_verdict {
  char *route; /* "grade" or "score" */
  char *kernel;
  char *precision;
  char *candidate_name;
  char *candidate_sha256;
  char *baseline;
  char *baseline_note; /* what the baseline's build did (autopar: whether gcc parallelized), or NULL */
  char *status;
  char *reason;
  int correct;
  double speedup;
  int cached;
  verdict_input *inputs;
  size_t ninputs;
  verdict_flag *flags;
  size_t nflags;
  verdict_comparator *comparators;
  size_t ncomparators;
  char *guards;    /* the worker's guard line */
  char *build_log; /* the compiler output on a build error */
  int correctness_draws;
  char *top_sizes; /* the sizes of the correctness draw at the top corner of the ranges ("" none) */
  int top_capped;  /* 1: the footprint cap kept them below the declared maxima */
  double determinism_ratio;
  double wall_s;   /* wall time of the whole grade */
  char *residency; /* "host" or "device" */
  char *device;    /* the device ("" on the host) */
  char *json;      /* rendered on demand */
  char *report;
  /* JSON v1 (lib/grade/verdict_json.c) */
  double alpha; /* the crediting level and margin of the grade (0, 0 on the score route) */
  double min_effect;
  int check_only;                   /* no timing stage was asked for */
  char *grade_key;                  /* the store's key of this grade (NULL: not stored) */
  char *context;                    /* the context block: a JSON object (NULL: none) */
  char *guards_json;                /* the candidate worker's guards: a JSON object (NULL: nothing ran) */
  char *json_samples;               /* the JSON with the raw samples, rendered on first request */
  hpcab_sample_set *stored_samples; /* a cached verdict's samples, read from the store */
  size_t nstored_samples;
};

/** The Hodges-Lehmann ratio of input i and its interval at the grade's confidence (1 - 2 alpha), from its
    samples, computed on first use and kept (the JSON and the report both show it; over thousands of
    calls a side it costs milliseconds): 1 with out[4] = estimate, lo, hi, confidence; 0 when the input
    has none (the score route, no calls, no confidence). */
int hpcab__verdict_input_hl(const hpcab_verdict *v, verdict_input *in, double out[4]);

/** Sets *field to a malloc'd copy of the formatted text (freeing the old); returns 0 or -1 on ENOMEM. */
int hpcab__vset(char **field, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/** Renders v->json and v->report (replacing earlier renderings). */
hpcab_status hpcab__verdict_render(hpcab_verdict *v);

/** Renders the verdict as JSON v1 (schema hpcab.verdict/1, without samples) into *out (malloc'd). */
hpcab_status hpcab__verdict_json(const hpcab_verdict *v, char **out);

/** Records the guards of the candidate's worker `w` (applied, and not applied with why) for the JSON. */
void hpcab__verdict_set_guards(hpcab_verdict *v, const hpcab_worker *w);

/** Makes an empty verdict (status "ok", speedup 1) or NULL + error. */
hpcab_verdict *hpcab__verdict_new(const char *route);

#endif /* HPCAB_JUDGE_INTERNAL_H */
