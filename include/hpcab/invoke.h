/*
 * hpcab/invoke.h — sandboxed invocation: a manifest, a draw and built objects become a ready pair of
 * sandboxed calls — the reference (or baseline) side and the candidate side — on one shared arena,
 * with the judge's staging of inputs, saving of outputs, checks and timed protocol. The judge, the
 * corpus report and custom harnesses (examples/harness.c) are all built on it.
 *
 * Exchangeability (lib/DESIGN.md §8): both sides' workers map one arena, so they read the same physical
 * input pages, at the same virtual addresses (the arena chooses them; with address-space randomization
 * off in the workers, their stacks, heaps and libraries lie alike too: HPCAB_GUARD_FIXED_LAYOUT); both
 * workers' calling threads are pinned to cpus[0], where the caller's thread also waits during a timed
 * protocol, so both sides pay the same round trip. Before every call, whatever its side and its place
 * in the round, the same happens: the round's values are written into every inout array (and, outside
 * a timed protocol, every in array the arena could not seal; sealed ones are staged straight into the
 * arena) from the staging copy, and every out array is poisoned (a NaN word, new every call). After a
 * round's first call its outputs are saved; after the second the two are compared
 * (hpcab_invoke_compare).
 *
 * A timed pair of host sides (options.timed, no device side) gives its out arrays two regions, each
 * its own pages at the same addresses, and each side two workers, one bound to each region: in a
 * timed protocol (hpcab_invoke_time) the round's first call writes region 0 and its second region 1,
 * whichever side goes first, and the sides go first equally often on every draw, so each writes both
 * regions' pages equally often. No worker maps both regions, so a call never finds the other side's
 * output of its round, and nothing is copied or poisoned between a round's two calls: the comparison
 * after the second call reads both regions and poisons both for the next round (when everything
 * passes at once; otherwise the workers poison as outside a timed protocol), and the round's in arrays
 * are staged straight into the arena once. (One region that both sides write, with the first output
 * saved and poisoned between the calls, costs two more passes over the outputs per round; two regions
 * with one worker per side instead left a side on pages of its own, and identical code was credited
 * other than 1 on up to 40% of its inputs.) Outside a timed protocol a timed pair calls each side's
 * first worker (the reference writes region 0, the candidate region 1); other pairs have one region
 * and one worker per side. The order of the sides alternates so that whatever the first call of a
 * round leaves behind falls on both sides equally (hpcab/timing.h).
 *
 * A pair is bound to the sizes of the draw it was made for; draws with the same sizes may be staged
 * into it. Functions are thread-safe on distinct pairs.
 */
#ifndef HPCAB_INVOKE_H
#define HPCAB_INVOKE_H

#include "hpcab/common.h"
#include "hpcab/draw.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"
#include "hpcab/manifest.h"
#include "hpcab/timing.h"
#include "hpcab/topo.h"
#include "hpcab/worker.h"

HPCAB_BEGIN_DECLS

/** A pair of sandboxed calls on one arena (opaque). */
typedef struct hpcab_invoke hpcab_invoke;

/** Options of hpcab_invoke_new. Zero-initialize and set `size`; zero fields take the defaults given. */
typedef struct hpcab_invoke_options {
  size_t size; /**< sizeof(hpcab_invoke_options) */
  const hpcab_manifest *manifest;
  hpcab_dtype precision;   /**< run precision; 0: the manifest's first */
  const hpcab_topo *topo;  /**< the machine; NULL: read it (hpcab_topo_new) */
  unsigned threads;        /**< kernel threads; 0: one per physical core */
  const char *worker_path; /**< hpcab-worker; NULL: hpcab_paths_worker() */
  double call_timeout_s;   /**< one call's time limit; 0: 10 s */
  unsigned worker_flags;   /**< HPCAB_WORKER_* flags of both workers (testing aids; 0 for a judge) */
  int timed;               /**< 1: for hpcab_invoke_time (in arrays staged into the arena once a round;
                                  the input hash skipped when inputs are sealed) */
  /* device residency (a caller with the shorter struct of before gets two host sides) */
  unsigned device_sides;           /**< bits (1u << side): those sides' workers run on the device (hpcab/device.h):
                                  the judge's correctness stage pairs the host reference with a device
                                  candidate, its timing stage the device reference with it */
  int device_runtime;              /**< hpcab_device_runtime of the device sides (CUDA or HIP) */
  const char *device_uuid;         /**< the device the device sides use (hpcab_device_info.uuid, or an index):
                                  it is the only device their runtime sees */
  const char *device_runtime_path; /**< the runtime library (hpcab_device_info.runtime_path); NULL: default */
} hpcab_invoke_options;

/**
 * Makes a pair for draw d's sizes: the arena (every array, inputs sealed, guard regions), staging
 * buffers and the scalar arguments; no worker yet (hpcab_invoke_start). Fails with HPCAB_E_INVALID
 * (bad options or a precision the manifest lacks), HPCAB_E_NOMEM, HPCAB_E_SYSTEM; *out is then NULL.
 */
HPCAB_API hpcab_status hpcab_invoke_new(const hpcab_invoke_options *opts, const hpcab_draw *d, hpcab_invoke **out);

/**
 * Starts the worker of `side` (a timed pair of host sides: its two workers, one per out region) on
 * shared object `object` (the manifest's symbol), bound to the pair's arena. The reference side gets the machine's thread-count variables (OMP_*, OPENBLAS_*, MKL_*),
 * the candidate side the OpenMP ones only. Fails as hpcab_worker_new does: HPCAB_E_NOTFOUND when
 * the object or its symbol cannot be loaded (the message quotes the loader). A library that
 * misbehaves while loading still starts, ended: its first call reports why.
 */
HPCAB_API hpcab_status hpcab_invoke_start(hpcab_invoke *iv, hpcab_side side, const char *object);

/** The worker that makes `side`'s calls now (NULL before hpcab_invoke_start): with two workers per
    side, the one of the current round's order (its first worker outside a timed protocol). */
HPCAB_API hpcab_worker *hpcab_invoke_worker(const hpcab_invoke *iv, hpcab_side side);

/**
 * Stages draw d (same sizes as the pair's) for a new round: its values of every in and inout array
 * (round >= 0: with that round's secret perturbation, as hpcab_draw_perturb gives them) and its
 * scalar arguments. Fails as hpcab_draw_fill / hpcab_draw_perturb do, or with HPCAB_E_INVALID when d
 * has other sizes.
 */
HPCAB_API hpcab_status hpcab_invoke_stage(hpcab_invoke *iv, hpcab_draw *d, int64_t round);

/**
 * One call of `side` in the current round (see the file comment): writes the staged values, calls,
 * and saves the outputs when it is the round's first call (but out arrays with two regions, which
 * stay where the call wrote them). *res (size set by the caller) receives
 * the worker's verdict; HPCAB_OK whenever it holds one (a crash is a verdict). HPCAB_E_STATE when
 * the worker had already ended (res repeats why); HPCAB_E_INVALID before the side was started.
 */
HPCAB_API hpcab_status hpcab_invoke_call(hpcab_invoke *iv, hpcab_side side, hpcab_call_result *res);

/** One empty round trip of `side` (hpcab_worker_ping): its call overhead in res->elapsed_ns. */
HPCAB_API hpcab_status hpcab_invoke_ping(hpcab_invoke *iv, hpcab_side side, hpcab_call_result *res);

/**
 * Compares the current round's two outputs, the candidate's against the reference's, with the
 * bands and the sqrt(l) rule of lib/DESIGN.md §7 for the draw d that was staged. *passed = 1 when every
 * out and inout array passes; else 0 and a one-line report naming the array, the worst element, got,
 * expected and the allowed difference into line (cap bytes; line may be NULL). HPCAB_E_STATE unless
 * both sides were called in this round.
 */
HPCAB_API hpcab_status hpcab_invoke_compare(hpcab_invoke *iv, const hpcab_draw *d, int *passed, char *line, size_t cap);

/**
 * Determinism (lib/DESIGN.md §7), after a round whose last call was `side`'s: calls `side` again on the
 * same staged values and compares its two outputs. *ratio (may be NULL) gets the largest
 * max|x1 - x2| / (eps sqrt(l) max|x1|) over the outputs, *passed whether it stayed below 30; on a
 * failure line names the output. The call's verdict goes into *res as hpcab_invoke_call's does.
 */
HPCAB_API hpcab_status hpcab_invoke_determinism(hpcab_invoke *iv, hpcab_side side, const hpcab_draw *d,
                                                hpcab_call_result *res, double *ratio, int *passed, char *line,
                                                size_t cap);

/**
 * A fresh draw for round `round` of a kernel whose inputs do not change between rounds (no input
 * array, or zeros only: hpcab_draw_perturbable; same sizes as the pair's): called by
 * hpcab_invoke_time for every round when no array is perturbable, so that its params change; the
 * pair frees the draw. Returns HPCAB_OK or an error status with its message.
 */
typedef hpcab_status (*hpcab_invoke_fresh_fn)(void *ctx, uint64_t round, hpcab_draw **out);

/** Parameters of hpcab_invoke_time. Zero-initialize and set `size`. */
typedef struct hpcab_invoke_time_params {
  size_t size;                       /**< sizeof(hpcab_invoke_time_params) */
  const hpcab_timing_params *timing; /**< the protocol's parameters (draws = ndraws); NULL: the defaults.
                                       A pointer, not a member, so that either struct can grow. */
  hpcab_invoke_fresh_fn fresh;       /**< for kernels with nothing to perturb; NULL: the draws cycle as they are */
  void *fresh_ctx;
  int no_pin;    /**< 1: leave the calling thread's CPUs alone (not recommended) */
  int idle_hold; /**< 1: hold a CPU latency request of 0 µs meanwhile (see hpcab_invoke_time) */
} hpcab_invoke_time_params;

/**
 * Runs the timed protocol of hpcab/timing.h on the pair (made with `timed` set, both sides started).
 * A device side's samples are its device-event times (hpcab_call_result.device_ns); the judge's clock
 * around each of its timed calls is kept too (hpcab_invoke_host_samples), the events' cross-check.
 * The protocol:
 * `ndraws` seeded draws of the pair's sizes cycle round by round, every input array of each round
 * fresh (hpcab_draw_perturb; or a fresh draw from params->fresh when nothing can change), both sides
 * called in alternating order on the same values, each call's arrays put into one cache state right
 * before it (hpcab/timing.h), every candidate output compared with the reference output of its round,
 * pings for the call overhead. The calling thread is pinned to the workers' calling CPU while it
 * runs, and restored after; the pair's own parallel work between calls runs on it and on the pool
 * threads, which keep off that CPU, are woken as a round's check begins (when it and the values
 * took long enough last round), wait awake through the next round's values, and are asleep before
 * every call and ping: nothing of the judge's runs during a timed call. With params->idle_hold, a CPU
 * latency request of 0 µs is held meanwhile where the system permits it (/dev/cpu_dma_latency, root):
 * idle CPUs poll instead of halting, so the wake-ups inside both sides' calls and those of the judge's
 * work between them take microseconds, not the tens to hundreds a halted CPU takes (at a price: a
 * polling CPU can slow its busy SMT sibling, and a polling virtual CPU uses its host's time).
 * Returns HPCAB_OK with *out set whenever the protocol ran (read hpcab_timing_get_outcome; on a
 * wrong output hpcab_invoke_message says where, on a failed call hpcab_invoke_result says how);
 * an error status for bad arguments or a failure to allocate or stage.
 */
HPCAB_API hpcab_status hpcab_invoke_time(hpcab_invoke *iv, hpcab_draw *const *draws, int ndraws,
                                         const hpcab_invoke_time_params *params, hpcab_timing **out);

/**
 * Device residency: the judge's clock around each timed call of `side` of the last hpcab_invoke_time,
 * in round order (as many as hpcab_timing_rounds), in ns; *n gets the count. NULL (and *n = 0) for a
 * host side or before any timed call. Lives until the next hpcab_invoke_time or hpcab_invoke_free.
 */
HPCAB_API const double *hpcab_invoke_host_samples(const hpcab_invoke *iv, hpcab_side side, size_t *n);

/** The last call's (or ping's) verdict of `side` (NULL before any). Lives as long as the pair. */
HPCAB_API const hpcab_call_result *hpcab_invoke_result(const hpcab_invoke *iv, hpcab_side side);

/** The last mismatch hpcab_invoke_time found ("" when none). Lives as long as the pair. */
HPCAB_API const char *hpcab_invoke_message(const hpcab_invoke *iv);

/** The arena the pair's workers share (for the caller's own reads of inputs and outputs; with two
    out regions, region 0, which the reference's first worker writes). */
HPCAB_API hpcab_arena *hpcab_invoke_arena(const hpcab_invoke *iv);

/** Stops both workers and frees the pair (NULL is fine). */
HPCAB_API void hpcab_invoke_free(hpcab_invoke *iv);

HPCAB_END_DECLS

#endif /* HPCAB_INVOKE_H */
