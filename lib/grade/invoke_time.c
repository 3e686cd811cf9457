/*
 * lib/grade/invoke_time.c — the timed protocol on a pair (hpcab_invoke_time in hpcab/invoke.h): the
 * draws' values kept between rounds, every input array of each round made fresh from them into the
 * arena (hpcab_draw_perturb's values; a fresh draw when nothing can change), each call's arrays put
 * into one cache state before it (hpcab__invoke_settle), the two sides called by hpcab/timing.h's
 * protocol, every candidate output compared with the reference output of its round, the call overhead
 * pinged, and the caller's thread pinned to the workers' calling CPU meanwhile.
 */
#include <sched.h>
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/invoke.h"
#include "hpcab/rng.h"
#include "internal.h"
#include "first_layouts.h"
#include "invoke_internal.h"
#include "rng_internal.h"

/* The draws' values kept between rounds (caller memory), so a round costs the perturbation instead of
   drawing every value again; at most this many bytes in all. */
#define BASE_CACHE_MAX ((size_t)1 << 30)
#define MAX_DRAWS 64

typedef struct {
  hpcab_invoke *iv;
  hpcab_draw *const *draws;
  int ndraws;
  void **base[MAX_DRAWS]; /* base[d][i]: draw d's values of in/inout array i, or NULL */
  int perturbable;
  const hpcab_invoke_time_params *p;
  hpcab_draw *fresh; /* the current round's fresh draw (kernels with nothing to perturb) */
  const hpcab_draw *current;
  int64_t round;                 /* the round being run (-1: the warmup) */
  uint64_t prepare_ns, check_ns; /* how long the last round's values took to make, and its check */
} tctx;

/* Keeps the values of every in/inout array of every draw, when they fit BASE_CACHE_MAX. */
static hpcab_status base_cache_fill(tctx *t)
{
  const hpcab_draw *d0 = t->draws[0];
  size_t na = hpcab_draw_array_count(d0), total = 0;
  for (size_t i = 0; i < na; i++)
    if (hpcab_draw_array_intent(d0, i) != HPCAB_INTENT_OUT) total += hpcab_draw_array_bytes(d0, i);
  if (total > BASE_CACHE_MAX / (size_t)t->ndraws) return HPCAB_OK; /* hpcab_draw_perturb draws them every round */
  for (int d = 0; d < t->ndraws; d++) {
    t->base[d] = calloc(na ? na : 1, sizeof *t->base[d]);
    if (!t->base[d]) return hpcab__nomem("timed input values", na * sizeof *t->base[d]);
    for (size_t i = 0; i < na; i++) {
      if (hpcab_draw_array_intent(t->draws[d], i) == HPCAB_INTENT_OUT) continue;
      size_t bytes = hpcab_draw_array_bytes(t->draws[d], i);
      t->base[d][i] = hpcab__aligned_alloc(bytes ? bytes : 1);
      if (!t->base[d][i]) return hpcab__nomem("timed input values", bytes);
      hpcab_status st = hpcab_draw_fill(t->draws[d], i, t->base[d][i], t->iv->threads);
      if (st) return st;
    }
  }
  return HPCAB_OK;
}

static void base_cache_free(tctx *t)
{
  for (int d = 0; d < t->ndraws; d++) {
    if (!t->base[d]) continue;
    for (size_t i = 0; i < hpcab_draw_array_count(t->draws[0]); i++) hpcab__aligned_free(t->base[d][i]);
    free(t->base[d]);
    t->base[d] = NULL;
  }
}

/* Stages round `round` of draw d from the kept values: the same values hpcab_draw_perturb gives (each
   array fresh from its stream's ("round", round) sub-stream, hpcab__draw_refresh), without drawing the
   draw's values again. */
static hpcab_status stage_from_base(tctx *t, int d, int64_t round)
{
  hpcab_invoke *iv = t->iv;
  hpcab_draw *dr = t->draws[d];
  for (size_t i = 0; i < iv->narrays; i++) {
    void *dst = hpcab__invoke_stage_target(iv, i);
    if (!dst) continue;
    size_t bytes = hpcab_draw_array_bytes(dr, i);
    if (round < 0 || !bytes) {
      memcpy(dst, t->base[d][i], bytes);
      continue;
    }
    hpcab_status st =
        hpcab__draw_refresh(dr, i, t->base[d][i], dst, (uint64_t)round, hpcab__invoke_work_threads(iv, bytes));
    if (st) return st;
  }
  hpcab__invoke_set_scalars(iv, dr);
  iv->calls = 0;
  return HPCAB_OK;
}

static hpcab_status prepare(tctx *t, int draw, int64_t round)
{
  hpcab_status st;
  t->round = round;
  if (t->perturbable || round < 0 || !t->p->fresh) {
    t->current = t->draws[draw];
    st = t->base[draw] ? stage_from_base(t, draw, round)
                       : hpcab_invoke_stage(t->iv, t->draws[draw], t->perturbable ? round : -1);
  } else {
    /* nothing to perturb: a new draw (same sizes) every round */
    hpcab_draw_free(t->fresh);
    t->fresh = NULL;
    st = t->p->fresh(t->p->fresh_ctx, (uint64_t)round, &t->fresh);
    if (!st) {
      t->current = t->fresh;
      st = hpcab_invoke_stage(t->iv, t->fresh, -1);
    }
  }
  return st;
}

/* The round's values; the pool threads kept awake by the check before (t_verify) take part at once. */
static hpcab_status t_prepare(void *ctx, int draw, int64_t round)
{
  tctx *t = ctx;
  uint64_t t0 = hpcab__mono_ns();
  hpcab_status st = prepare(t, draw, round);
  hpcab__parallel_linger(0); /* a call comes next: the pool threads go to sleep now */
  t->prepare_ns = hpcab__mono_ns() - t0;
  return st;
}

/* A call that ended other than ok stops the protocol: HPCAB_E_WORKER (the verdict is in
   hpcab_invoke_result); a call that could not be made at all, its own status. */
static hpcab_status t_run(void *ctx, hpcab_side side, double *ns)
{
  tctx *t = ctx;
  hpcab__parallel_linger(0);
  /* two out regions: the round's first call writes region 0 (the reference's first worker or the
     candidate's second), its second call region 1; the sides go first equally often on every draw
     (hpcab/timing.h), so each side writes both regions' pages alike */
  if (t->iv->twin && t->iv->calls == 0) t->iv->parity = side == HPCAB_SIDE_CANDIDATE;
  /* one cache state before every call, whatever the call before it did (hpcab/timing.h); pool
     threads woken for it go back to sleep before the call */
  hpcab__invoke_settle(t->iv, side);
  hpcab_call_result r = {.size = sizeof r};
  hpcab_status st = hpcab_invoke_call(t->iv, side, &r);
  if (st && st != HPCAB_E_STATE) return st;
  if (r.outcome != HPCAB_OUTCOME_OK)
    return hpcab__seterr(HPCAB_E_WORKER, "%s: %s", hpcab_outcome_name(r.outcome), r.message);
  *ns = (double)r.elapsed_ns;
  if (t->iv->device_sides & (1u << side)) { /* the device events time the call; the judge's clock checks them */
    *ns = (double)r.device_ns;
    if (t->round >= 0) return hpcab__invoke_host_sample(t->iv, side, (double)r.elapsed_ns);
  }
  return HPCAB_OK;
}

static hpcab_status t_ping(void *ctx, hpcab_side side, double *ns)
{
  tctx *t = ctx;
  hpcab__parallel_linger(0);
  hpcab_call_result r = {.size = sizeof r};
  hpcab_status st = hpcab_invoke_ping(t->iv, side, &r);
  if (st && st != HPCAB_E_STATE) return st;
  if (r.outcome != HPCAB_OUTCOME_OK)
    return hpcab__seterr(HPCAB_E_WORKER, "%s: %s", hpcab_outcome_name(r.outcome), r.message);
  *ns = (double)r.elapsed_ns;
  return HPCAB_OK;
}

static hpcab_status t_verify(void *ctx, int64_t round, int *ok)
{
  tctx *t = ctx;
  (void)round;
  /* the next round's values follow the check at once (unless a ping does): the pool threads are
     woken now, when the check and the values took long enough last round, and stay awake for them */
  hpcab__parallel_linger(1);
  hpcab__parallel_warm(t->check_ns + t->prepare_ns);
  uint64_t t0 = hpcab__mono_ns();
  hpcab_status st = hpcab_invoke_compare(t->iv, t->current, ok, t->iv->message, sizeof t->iv->message);
  t->check_ns = hpcab__mono_ns() - t0;
  return st;
}

/* With a twin: one untimed call of each side's second worker on the warm-up's values, so that both
   pairs of workers enter the rounds warm (mapped pages, caches, the library's first-call work) as the
   protocol's own warm-up round leaves the first pair. A call that fails here is not reported: the
   worker is then gone, and its first call in the rounds reports how it ended. */
static void warm_alt(tctx *t)
{
  hpcab_invoke *iv = t->iv;
  if (!iv->alt[0] || !iv->alt[1] || prepare(t, 0, -1) != HPCAB_OK) return;
  iv->parity = 1;
  for (int s = 0; s < 2; s++) {
    hpcab_call_result r = {.size = sizeof r};
    (void)hpcab_invoke_call(iv, (hpcab_side)s, &r);
  }
  iv->parity = 0;
}

/* Pins the calling thread to the workers' calling CPU (cpus[0]), so that each call's wake-ups stay
   on one CPU for both sides alike; iv->wide keeps the mask to go back to, which the pool threads of
   the pair's own parallel work between calls keep meanwhile (the calling thread takes part on cpus[0],
   which the stopped workers leave free). */
static void pin(hpcab_invoke *iv)
{
  if (!iv->ncpus || iv->cpus[0] >= CPU_SETSIZE || sched_getaffinity(0, sizeof iv->wide, &iv->wide) != 0) return;
  CPU_ZERO(&iv->one);
  CPU_SET(iv->cpus[0], &iv->one);
  iv->pinned = sched_setaffinity(0, sizeof iv->one, &iv->one) == 0;
  if (!iv->pinned) return;
  /* the pool threads keep off the pinned CPU: woken there, one would only wait for the caller */
  cpu_set_t helpers = iv->wide; /* hpcab__parallel_pool_mask keeps a copy */
  CPU_CLR(iv->cpus[0], &helpers);
  hpcab__parallel_pool_mask(CPU_COUNT(&helpers) ? &helpers : &iv->wide);
}

HPCAB_API hpcab_status hpcab_invoke_time(hpcab_invoke *iv, hpcab_draw *const *draws, int ndraws,
                                         const hpcab_invoke_time_params *params, hpcab_timing **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_time: out is NULL");
  *out = NULL;
  hpcab_invoke_time_params p;
  hpcab_status st =
      hpcab__struct_in(&p, sizeof p, params, HPCAB__FIRST_INVOKE_TIME_PARAMS, "hpcab_invoke_time: parameters");
  if (st) return st;
  if (!iv || !draws || ndraws < 1 || ndraws > MAX_DRAWS)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_time: a pair and 1 to %d draws are required", MAX_DRAWS);
  if (!iv->timed || !iv->worker[0] || !iv->worker[1])
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_invoke_time: the pair must be made timed, with both sides started");
  tctx t = {.iv = iv, .draws = draws, .ndraws = ndraws, .p = &p};
  iv->nhost[0] = iv->nhost[1] = 0;
  for (size_t i = 0; i < hpcab_draw_array_count(draws[0]); i++) t.perturbable |= hpcab_draw_perturbable(draws[0], i);
  iv->message[0] = '\0';
  hpcab_timing_params tp = {.size = sizeof tp};
  if (p.timing && hpcab__struct_in(&tp, sizeof tp, p.timing, HPCAB__FIRST_TIMING_PARAMS, "hpcab_invoke_time: timing"))
    return HPCAB_E_INVALID;
  if (t.perturbable || !p.fresh) st = base_cache_fill(&t);
  if (!st) warm_alt(&t);
  if (!st) {
    tp.draws = ndraws;
    hpcab_timing_ops ops = {sizeof ops, t_prepare, t_run, t_verify, t_ping};
    if (!p.no_pin) pin(iv);
    hpcab__idle_state idle = p.idle_hold ? hpcab__idle_hold() : HPCAB__IDLE_OFF;
    /* host sides: the pair's saves and checks poison the out arrays for the next call (invoke.c) */
    iv->fuse = !iv->device_sides;
    iv->poisoned = 0;
    st = hpcab_timing_run(&tp, &ops, &t, out);
    hpcab__parallel_linger(0);
    hpcab__idle_release(idle);
    iv->fuse = iv->poisoned = iv->parity = 0;
    if (iv->pinned) {
      sched_setaffinity(0, sizeof iv->wide, &iv->wide);
      hpcab__parallel_pool_mask(NULL);
    }
    iv->pinned = 0;
  }
  base_cache_free(&t);
  hpcab_draw_free(t.fresh);
  return st;
}
