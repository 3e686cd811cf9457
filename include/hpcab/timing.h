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
 *
 * Fresh values in every array on every call (the rule the judge's prepare follows: hpcab_invoke_time,
 * hpcab_draw_perturb in hpcab/draw.h). Every in and inout array of round r is made afresh from the
 * secret sub-stream ("round", r) of its draw's stream, in a way that keeps its init's property:
 * plain floats are the draw's values each times its own factor 1 - h(1 + u) (h about 4x the
 * tolerance band, so a stale output fails the check); plain integers and {index: N} arrays are drawn
 * afresh in their range; a permutation is composed with a random affine permutation of 0..n-1; a
 * diag_dominant matrix is drawn afresh (fresh off-diagonal entries, the diagonal re-derived as
 * (1 + the row's sum of |off-diagonal|)(1 + 2^-8): strict dominance, proved in the dtype since the
 * sum is taken over the rounded entries); an spd matrix A becomes A + G, G symmetric with fresh
 * off-diagonal entries in [-1, 1) and each diagonal entry (1 + 2^-8) x its row's sum of
 * |off-diagonal|, so G is positive semidefinite (Gershgorin) and the smallest eigenvalue of A + G is
 * at least A's (n for hpcab_fill_spd) less the dtype's rounding of each entry (eps x row sum, far
 * below n); a csr matrix keeps its row lengths, each row's column set shifted by a fresh random
 * amount modulo the columns (a uniformly random set stays one: the pattern changes every round, not
 * only between draws) and its values perturbed; a {function: NAME} array is made by calling the
 * kernel's initializer again with the round's stream (a fresh seed every round, at the initializer's
 * own cost: no pool). Only zeros arrays, out arrays and the scalars (sizes and params: one set per
 * draw, cycled) repeat. Why no memo can answer: a call's inputs are a function of a 256-bit secret
 * and the round number, so no two calls of a timed input see the same array (two rounds agree only
 * with probability about 2^-8 per element for plain floats, and far less for the whole array), and
 * the change of every structured array is large (a fresh draw, a fresh full-rank G with entries of
 * the size of A's smallest eigenvalue divided by n, a new permutation, a new pattern): a memo keyed
 * on earlier values, exact or on a sample, never hits and pays its look-ups
 * (tests/zoo/memo/: one memo candidate per init kind). What a memo of near-equal inputs could still
 * use (a stale factorization as a preconditioner for a plain float input's small perturbation) is
 * not covered by this rule.
 *
 * One cache state before every timed call (hpcab_invoke_time's run callback, hpcab__invoke_settle):
 * right before each call of either side, the judge rewrites one word of every cache line of the
 * call's in arrays and of the out arrays the call will write with its own value, on the pair's
 * work threads (the thread pinned to the workers' calling CPU alone below 256 KiB); the inout
 * arrays are copied in by the call itself just before it. Every line is then modified in one CPU's
 * caches and invalid in every other's, whatever the previous call did to it: flushed, evicted by a
 * pass over a private buffer, or warmed. Warm, not cold: a kernel is
 * timed as it runs inside a program that has just produced its inputs (the steady state of a loop
 * around it), so a kernel that fits the caches is timed on its work, not on the memory's latency,
 * and a candidate that only optimizes computation is not masked by a cold start; a cold state
 * (CLFLUSH of every line) would cost as much per call and time every small kernel as a memory
 * benchmark. A kernel larger than the last-level cache finds the last part of the sweep resident
 * and reads the rest from memory, the same for both sides: its time is a memory-bound time, as in a
 * program that streams data larger than the caches. The sweep costs one pass over the call's
 * arrays per call (outside the timed interval); what it does not reset is in hpcab/worker.h's
 * residual risks.
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
