/* lib/measure/timing.c — the interleaved, cycling timed protocol for one input (hpcab/timing.h). */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hpcab/timing.h"
#include "internal.h"
#include "first_layouts.h"

struct hpcab_timing {
  hpcab_timing_outcome outcome;
  hpcab_status status;
  char *message;
  int64_t failed_round;
  hpcab_side failed_side;
  int64_t rounds, cap;
  double *samples[2];
  int64_t pings, ping_cap;
  double *ping_samples[2];
  double busy_ns, wall_ns;
};

static double mono_ns(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static hpcab_status grow(hpcab_timing *t)
{
  int64_t cap = t->cap ? t->cap * 2 : 64;
  for (int s = 0; s < 2; s++) {
    double *n = realloc(t->samples[s], (size_t)cap * sizeof(double));
    if (!n) return hpcab__nomem("timing samples", (size_t)cap * sizeof(double));
    t->samples[s] = n;
  }
  t->cap = cap;
  return HPCAB_OK;
}

/* The side that runs first in round r (D draws): the order alternates every round and every cycle
   of the draws, ((r / D) ^ (r mod D)) odd meaning the candidate first, so that each side goes first
   equally often overall and on every draw (ABBA over the rounds of a cycle, BAAB over the next). */
static hpcab_side first_side(int64_t r, int draws)
{
  if (r < 0) return HPCAB_SIDE_REFERENCE;
  return (((r / draws) ^ (r % draws)) & 1) ? HPCAB_SIDE_CANDIDATE : HPCAB_SIDE_REFERENCE;
}

/* Records why the protocol stopped; keeps the callback's message. */
static void stop(hpcab_timing *t, hpcab_timing_outcome outcome, hpcab_status st, int64_t round, hpcab_side side)
{
  t->outcome = outcome;
  t->status = st;
  t->failed_round = round;
  t->failed_side = side;
  free(t->message);
  t->message = hpcab__strdup(st ? hpcab_last_error() : "");
}

/* Runs both sides once on the prepared values in the given order and verifies; returns 0 to go on. */
static int one_round(hpcab_timing *t, const hpcab_timing_ops *ops, void *ctx, int64_t round, int draws, int record)
{
  hpcab_side order[2];
  order[0] = first_side(round, draws);
  order[1] = order[0] == HPCAB_SIDE_REFERENCE ? HPCAB_SIDE_CANDIDATE : HPCAB_SIDE_REFERENCE;
  double ns[2] = {0, 0};
  for (int k = 0; k < 2; k++) {
    double v = 0;
    hpcab_status st = ops->run(ctx, order[k], &v);
    if (st) {
      stop(t, HPCAB_TIMING_CALL_FAILED, st, round, order[k]);
      return 1;
    }
    ns[order[k]] = v;
  }
  int ok = 0;
  hpcab_status st = ops->verify(ctx, round, &ok);
  if (st) {
    stop(t, HPCAB_TIMING_ERROR, st, round, HPCAB_SIDE_CANDIDATE);
    return 1;
  }
  if (!ok) {
    stop(t, HPCAB_TIMING_WRONG, HPCAB_OK, round, HPCAB_SIDE_CANDIDATE);
    return 1;
  }
  if (record) {
    if (t->rounds == t->cap && grow(t)) {
      stop(t, HPCAB_TIMING_ERROR, HPCAB_E_NOMEM, round, HPCAB_SIDE_CANDIDATE);
      return 1;
    }
    t->samples[0][t->rounds] = ns[0];
    t->samples[1][t->rounds] = ns[1];
    t->busy_ns += ns[0] + ns[1];
    t->rounds++;
  }
  return 0;
}

/* One empty round trip per side, recorded as call overhead: first an unrecorded one of the side that
   goes second, so that both recorded ones follow a round trip (and not the judge's work between
   rounds, which slows whatever comes next); which side goes first alternates from ping to ping. */
static int one_ping(hpcab_timing *t, hpcab_status (*ping)(void *, hpcab_side, double *), void *ctx, int64_t round)
{
  if (t->pings == t->ping_cap) {
    int64_t cap = t->ping_cap ? t->ping_cap * 2 : 64;
    for (int s = 0; s < 2; s++) {
      double *n = realloc(t->ping_samples[s], (size_t)cap * sizeof(double));
      if (!n) {
        stop(t, HPCAB_TIMING_ERROR, hpcab__nomem("overhead samples", (size_t)cap * sizeof(double)), round,
             HPCAB_SIDE_CANDIDATE);
        return 1;
      }
      t->ping_samples[s] = n;
    }
    t->ping_cap = cap;
  }
  hpcab_side first = (t->pings & 1) ? HPCAB_SIDE_CANDIDATE : HPCAB_SIDE_REFERENCE;
  hpcab_side second = first == HPCAB_SIDE_REFERENCE ? HPCAB_SIDE_CANDIDATE : HPCAB_SIDE_REFERENCE;
  const hpcab_side order[3] = {second, first, second};
  for (int k = 0; k < 3; k++) {
    double v = 0;
    hpcab_status st = ping(ctx, order[k], &v);
    if (st) {
      stop(t, HPCAB_TIMING_CALL_FAILED, st, round, order[k]);
      return 1;
    }
    if (k) t->ping_samples[order[k]][t->pings] = v;
  }
  t->pings++;
  return 0;
}

HPCAB_API hpcab_status hpcab_timing_run(const hpcab_timing_params *params, const hpcab_timing_ops *ops, void *ctx,
                                        hpcab_timing **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_timing_run: out is NULL");
  hpcab_timing_ops callbacks; /* the size-field rule: an older caller's callbacks lack ping (NULL) */
  hpcab_timing_params p = {.size = sizeof p};
  if (hpcab__struct_in(&callbacks, sizeof callbacks, ops, HPCAB__FIRST_TIMING_OPS, "hpcab_timing_run: callbacks") ||
      (params && hpcab__struct_in(&p, sizeof p, params, HPCAB__FIRST_TIMING_PARAMS, "hpcab_timing_run: parameters")))
    return HPCAB_E_INVALID;
  ops = &callbacks;
  if (!ops->prepare || !ops->run || !ops->verify)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_timing_run: prepare, run and verify are required");
  if (p.draws <= 0) p.draws = 4;
  if (p.budget_s <= 0) p.budget_s = 2.0;
  if (p.min_calls <= 0) p.min_calls = 10;
  if (p.max_calls <= 0) p.max_calls = 100000;
  if (p.max_calls < p.min_calls) p.max_calls = p.min_calls;
  hpcab_timing *t = calloc(1, sizeof *t);
  if (!t) return hpcab__nomem("timing result", sizeof *t);
  if (grow(t)) {
    hpcab_timing_free(t);
    return HPCAB_E_NOMEM;
  }
  hpcab_status (*ping)(void *, hpcab_side, double *) = ops->ping;
  double start = mono_ns();
  int stopped = 0;
  if (!p.no_warmup) {
    hpcab_status st = ops->prepare(ctx, 0, -1);
    if (st) {
      stop(t, HPCAB_TIMING_ERROR, st, -1, HPCAB_SIDE_REFERENCE);
      stopped = 1;
    } else {
      stopped = one_round(t, ops, ctx, -1, p.draws, 0);
    }
  }
  for (int64_t k = 0; ping && !stopped && k < HPCAB_TIMING_FIRST_PINGS; k++) stopped = one_ping(t, ping, ctx, -1);
  double rounds_start = mono_ns();
  for (int64_t r = 0; !stopped; r++) {
    if (r >= p.max_calls) break;
    if (r >= p.min_calls && mono_ns() - rounds_start >= p.budget_s * 1e9) break;
    hpcab_status st = ops->prepare(ctx, (int)(r % p.draws), r);
    if (st) {
      stop(t, HPCAB_TIMING_ERROR, st, r, HPCAB_SIDE_REFERENCE);
      break;
    }
    stopped = one_round(t, ops, ctx, r, p.draws, 1);
    if (!stopped && ping && r % HPCAB_TIMING_PING_EVERY == HPCAB_TIMING_PING_EVERY - 1)
      stopped = one_ping(t, ping, ctx, r);
  }
  t->wall_ns = mono_ns() - start;
  if (!t->message) t->message = hpcab__strdup("");
  *out = t;
  return HPCAB_OK;
}

HPCAB_API hpcab_timing_outcome hpcab_timing_get_outcome(const hpcab_timing *t)
{
  return t ? t->outcome : HPCAB_TIMING_ERROR;
}

HPCAB_API int64_t hpcab_timing_failed_round(const hpcab_timing *t)
{
  return t ? t->failed_round : 0;
}

HPCAB_API hpcab_side hpcab_timing_failed_side(const hpcab_timing *t)
{
  return t ? t->failed_side : HPCAB_SIDE_CANDIDATE;
}

HPCAB_API hpcab_status hpcab_timing_status(const hpcab_timing *t)
{
  return t ? t->status : HPCAB_E_INVALID;
}

HPCAB_API const char *hpcab_timing_message(const hpcab_timing *t)
{
  return t && t->message ? t->message : "";
}

HPCAB_API int64_t hpcab_timing_rounds(const hpcab_timing *t)
{
  return t ? t->rounds : 0;
}

HPCAB_API const double *hpcab_timing_samples(const hpcab_timing *t, hpcab_side side)
{
  if (!t || (side != HPCAB_SIDE_REFERENCE && side != HPCAB_SIDE_CANDIDATE)) return NULL;
  return t->samples[side];
}

HPCAB_API int64_t hpcab_timing_pings(const hpcab_timing *t)
{
  return t ? t->pings : 0;
}

HPCAB_API const double *hpcab_timing_overhead_samples(const hpcab_timing *t, hpcab_side side)
{
  if (!t || (side != HPCAB_SIDE_REFERENCE && side != HPCAB_SIDE_CANDIDATE)) return NULL;
  return t->ping_samples[side];
}

HPCAB_API double hpcab_timing_busy_ns(const hpcab_timing *t)
{
  return t ? t->busy_ns : 0;
}

HPCAB_API double hpcab_timing_wall_ns(const hpcab_timing *t)
{
  return t ? t->wall_ns : 0;
}

HPCAB_API void hpcab_timing_free(hpcab_timing *t)
{
  if (!t) return;
  free(t->samples[0]);
  free(t->samples[1]);
  free(t->ping_samples[0]);
  free(t->ping_samples[1]);
  free(t->message);
  free(t);
}
