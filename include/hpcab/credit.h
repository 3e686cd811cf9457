/*
 * hpcab/credit.h — the crediting rule of lib/DESIGN.md §8 for one timed input (medians, one-sided Mann–Whitney
 * in the direction of the medians, a margin), and whether its calls resolve above the call overhead.
 */
#ifndef HPCAB_CREDIT_H
#define HPCAB_CREDIT_H

#include <stdbool.h>

#include "hpcab/common.h"
#include "hpcab/error.h"
#include "hpcab/mwu.h"

HPCAB_BEGIN_DECLS

/** Result of hpcab_credit_compute. Set `size = sizeof(hpcab_credit_result)` before the call. */
typedef struct hpcab_credit_result {
  size_t size;
  double median_ref;           /**< median of the reference times */
  double median_cand;          /**< median of the candidate times */
  double ratio;                /**< median_ref / median_cand: > 1 means the candidate is faster */
  hpcab_alternative direction; /**< LESS: candidate tested as faster; GREATER: as slower; TWO_SIDED:
                                    equal medians, nothing tested (p = 1) */
  double p;                    /**< one-sided Mann–Whitney p of candidate vs reference in `direction` */
  double credited;             /**< ratio when p < alpha, else 1.0 */
  bool confirmed;              /**< p < alpha */
  hpcab_mwu_method method;     /**< the Mann–Whitney method used (auto rule); AUTO when nothing was tested */
} hpcab_credit_result;

/** The default significance level of crediting (lib/DESIGN.md §8). */
#define HPCAB_CREDIT_ALPHA 0.1

/**
 * The judge's default resolution: a speedup or slowdown is confirmed only beyond 1 %. Two worker
 * processes running identical code on one machine differ systematically by a few tenths of a
 * percent (address-space layout, the physical pages of their code and stacks); with thousands of
 * calls per side the Mann–Whitney test confirms differences that small, which then say nothing
 * about the code. `hpcab-judge calibrate` measures whether this margin is enough on a machine.
 */
#define HPCAB_CREDIT_MIN_EFFECT 0.01

/** Parameters of hpcab_credit_compute. Zero-initialize and set `size`. */
typedef struct hpcab_credit_params {
  size_t size;       /**< sizeof(hpcab_credit_params) */
  double alpha;      /**< significance level; 0: HPCAB_CREDIT_ALPHA */
  double min_effect; /**< relative margin delta in [0, 1): a speedup is confirmed only when the
                          candidate's times are less than the reference's divided by (1 + delta), a
                          slowdown only when greater than the reference's times (1 + delta); 0: none */
} hpcab_credit_params;

/**
 * The crediting rule of lib/DESIGN.md §8 for one input: from raw times in ns of the reference
 * (ref[0..nref)) and the candidate (cand[0..ncand)) takes the medians; when the candidate median is
 * lower, tests candidate times "less" than the reference times divided by (1 + min_effect)
 * (one-sided Mann–Whitney, method auto, continuity on), when higher tests them "greater" than the
 * reference times multiplied by (1 + min_effect); credits median_ref / median_cand if p < alpha,
 * else 1. So `confirmed` means "faster (slower) by more than min_effect" at level alpha. params may
 * be NULL: alpha 0.1, no margin. Fails with HPCAB_E_INVALID for NULL pointers, empty samples, a
 * time that is not finite and positive, alpha outside (0, 1), min_effect outside [0, 1), or a
 * params or result size too small.
 */
HPCAB_API hpcab_status hpcab_credit_compute(const double *ref, size_t nref, const double *cand, size_t ncand,
                                            const hpcab_credit_params *params, hpcab_credit_result *out);

/** Result of hpcab_overhead_check. Set `size = sizeof(hpcab_overhead_result)` before the call. */
typedef struct hpcab_overhead_result {
  size_t size;
  double overhead_ref;  /**< median empty round trip of the reference's worker (ns) */
  double overhead_cand; /**< the same of the candidate's worker (reported; the rule does not use it) */
  double margin;        /**< what a side's median must clear above overhead_ref (ns) */
  double net_ref;       /**< median reference time minus overhead_ref */
  double net_cand;      /**< median candidate time minus overhead_ref */
  bool resolved;        /**< both net times are at least margin */
} hpcab_overhead_result;

/**
 * The resolution margin: this many interquartile ranges of the overhead, or this fraction of it. The
 * fraction is wide because a call of a kernel that does nothing still costs a little more than a
 * ping (about 7 % here: its first touches of its arrays after the judge's work between calls).
 */
#define HPCAB_OVERHEAD_IQRS 3.0
#define HPCAB_OVERHEAD_FRACTION 0.15

/**
 * Whether one input's timed calls resolve above the call overhead every sample contains (lib/DESIGN.md
 * §8): from the raw times of both sides and the empty round trips (pings) of both workers, takes
 * overhead = median of the reference's pings and margin = max(HPCAB_OVERHEAD_IQRS x their
 * interquartile range, HPCAB_OVERHEAD_FRACTION x overhead); resolved when each side's median exceeds
 * overhead + margin. An unresolved input measured nothing but the round trip: a judge credits it 1,
 * never a speedup or a slowdown. The reference's worker sets the overhead because the candidate's
 * can inflate its own. Fails with HPCAB_E_INVALID for NULL pointers, empty samples, a value that is
 * not finite and positive, or a small result size; HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_overhead_check(const double *ref, size_t nref, const double *cand, size_t ncand,
                                            const double *ping_ref, const double *ping_cand, size_t nping,
                                            hpcab_overhead_result *out);

HPCAB_END_DECLS

#endif /* HPCAB_CREDIT_H */
