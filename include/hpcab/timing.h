/*
 * hpcab/timing.h — the timed protocol for one timed input (lib/DESIGN.md §8), independent of how a
 * call is made: the caller supplies callbacks that prepare a round's inputs, run one side once and
 * verify the candidate's output; this module decides the order and the number of calls.
 *
 * For one timed input (sizes fixed) with D draws:
 *  1. warmup: draw 0, reference then candidate, once each (not recorded; the candidate's output is
 *     verified like every other);
 *  2. when the caller can ping (ops.ping): HPCAB_TIMING_FIRST_PINGS empty round trips per side, the
 *     call overhead the two sides' times both contain (each pair led by an unrecorded ping of the side
 *     that goes second, so both recorded ones follow a ping; which side goes first alternates);
 *  3. rounds r = 0, 1, 2, ...: prepare(draw = r mod D, round = r) makes the round's values (the draw
 *     plus a fresh secret perturbation for that round); then both sides run on those same values,
 *     interleaved, the caller giving each call the same preparation whatever its place in the round;
 *     then verify() checks the candidate's output of this round against the reference output of this
 *     round, outside the timed region. Order: the candidate goes first in round r when
 *     (r / D) xor (r mod D) is odd, else the reference — R C R C | C R C R | ... for D = 4: each side
 *     goes first in half the rounds and, on every draw, in half the cycles, so whatever the first
 *     call of a round pays or leaves behind (caches warmed or dirtied for the second, a clock that
 *     drifts through the round) falls on both sides equally and neither the order nor the draw can
 *     favour one. After every HPCAB_TIMING_PING_EVERY rounds, one more pair of pings;
 *  4. rounds continue until the time budget is spent and both sides have at least min_calls samples,
 *     or max_calls is reached. Every raw per-call time is kept, in call order.
 * A failed call or a failed verification stops the protocol and is reported with its round.
 */
#ifndef HPCAB_TIMING_H
#define HPCAB_TIMING_H

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** Side of a timed call. */
typedef enum hpcab_side {
  HPCAB_SIDE_REFERENCE = 0, /**< the reference or the chosen baseline */
  HPCAB_SIDE_CANDIDATE = 1
} hpcab_side;

/**
 * Callbacks of the protocol. Each returns HPCAB_OK or an error status that stops the protocol
 * (the callback sets the message). `run` stores the call's duration in *ns as measured by the
 * caller's trusted clock and returns HPCAB_OK only when the call ended normally. `verify` sets *ok.
 */
typedef struct hpcab_timing_ops {
  size_t size; /**< sizeof(hpcab_timing_ops); a size without `ping` (the 0.1 layout) is accepted */
  hpcab_status (*prepare)(void *ctx, int draw, int64_t round);
  hpcab_status (*run)(void *ctx, hpcab_side side, double *ns);
  hpcab_status (*verify)(void *ctx, int64_t round, int *ok);
  /** optional (NULL: no overhead samples): one empty round trip of `side`, its duration in *ns */
  hpcab_status (*ping)(void *ctx, hpcab_side side, double *ns);
} hpcab_timing_ops;

/** Pings per side before the first round, and the rounds between later pings (a ping costs three
    round trips the efficiency of the judge does not count: every 32nd round keeps that near 1% of a
    fast kernel's protocol, and still gives hundreds of samples over a budget of seconds). */
#define HPCAB_TIMING_FIRST_PINGS 16
#define HPCAB_TIMING_PING_EVERY 32

/** Parameters. Zero-initialize, set `size`; zero fields take the defaults given. */
typedef struct hpcab_timing_params {
  size_t size;       /**< sizeof(hpcab_timing_params) */
  int draws;         /**< D: number of seeded draws cycled (default 4) */
  double budget_s;   /**< wall-clock budget for the rounds (default 2 s) */
  int64_t min_calls; /**< at least this many timed calls per side (default 10) */
  int64_t max_calls; /**< at most this many timed calls per side (default 100000) */
  int no_warmup;     /**< 1: skip the warmup (the score route still warms up: keep 0) */
} hpcab_timing_params;

/** What happened. */
typedef enum hpcab_timing_outcome {
  HPCAB_TIMING_OK = 0,          /**< all rounds ran and every candidate output verified */
  HPCAB_TIMING_CALL_FAILED = 1, /**< a call failed (see failed_side, failed_round and the message) */
  HPCAB_TIMING_WRONG = 2,       /**< a candidate output did not verify (failed_round) */
  HPCAB_TIMING_ERROR = 3        /**< prepare failed or another error (status and message) */
} hpcab_timing_outcome;

/** The result of one timed input (opaque; holds the raw samples). */
typedef struct hpcab_timing hpcab_timing;

/**
 * Runs the protocol. Returns HPCAB_OK when the protocol ran to an outcome (which may be a failed
 * call or wrong output: read hpcab_timing_outcome) and *out is set; an error status only for bad
 * arguments or out-of-memory.
 */
HPCAB_API hpcab_status hpcab_timing_run(const hpcab_timing_params *params, const hpcab_timing_ops *ops, void *ctx,
                                        hpcab_timing **out);

/** The outcome. */
HPCAB_API hpcab_timing_outcome hpcab_timing_get_outcome(const hpcab_timing *t);

/** The round where the protocol stopped early (-1 for the warmup; meaningless when OK). */
HPCAB_API int64_t hpcab_timing_failed_round(const hpcab_timing *t);

/** The side whose call failed (HPCAB_TIMING_CALL_FAILED only). */
HPCAB_API hpcab_side hpcab_timing_failed_side(const hpcab_timing *t);

/** The status a failing callback returned and its message ("" when OK). */
HPCAB_API hpcab_status hpcab_timing_status(const hpcab_timing *t);
HPCAB_API const char *hpcab_timing_message(const hpcab_timing *t);

/** Number of rounds completed (= timed calls per side). */
HPCAB_API int64_t hpcab_timing_rounds(const hpcab_timing *t);

/** The raw per-call times of one side in ns, in round order (hpcab_timing_rounds() values). */
HPCAB_API const double *hpcab_timing_samples(const hpcab_timing *t, hpcab_side side);

/** Number of ping pairs recorded (0 without ops.ping). */
HPCAB_API int64_t hpcab_timing_pings(const hpcab_timing *t);

/** The per-ping round-trip times of one side in ns, in order (hpcab_timing_pings() values). */
HPCAB_API const double *hpcab_timing_overhead_samples(const hpcab_timing *t, hpcab_side side);

/** Total time spent inside timed calls of both sides, in ns (for the judge-efficiency figure). */
HPCAB_API double hpcab_timing_busy_ns(const hpcab_timing *t);

/** Wall time of the whole protocol (warmup included), in ns. */
HPCAB_API double hpcab_timing_wall_ns(const hpcab_timing *t);

/** Frees the result (NULL is fine). */
HPCAB_API void hpcab_timing_free(hpcab_timing *t);

HPCAB_END_DECLS

#endif /* HPCAB_TIMING_H */
