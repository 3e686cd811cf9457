/* examples/harness.c — a sandboxed harness on hpcab/invoke.h: build both sides, check one seeded draw, time one
   input (D draws perturbed afresh each round, every output verified), credit the speedup.
   Usage: harness KERNEL_DIR CANDIDATE [BUDGET_S]; exit 0 correct, 1 not, 2 error.
   A demo seed: a judge keeps its seeds secret (secrets.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab.h"

#define D 4 /* timed draws of one size, cycled round by round */

/* What the harness holds; cleanup() frees whatever was made. */
typedef struct {
  hpcab_manifest *m;
  hpcab_build *built[2]; /* the reference's and the candidate's objects */
  hpcab_draw *draws[D];
  hpcab_invoke *pair;
  hpcab_timing *timing;
} harness;

static void cleanup(harness *h)
{
  hpcab_timing_free(h->timing);
  hpcab_invoke_free(h->pair);
  for (int k = 0; k < D; k++) hpcab_draw_free(h->draws[k]);
  hpcab_build_free(h->built[0]);
  hpcab_build_free(h->built[1]);
  hpcab_manifest_free(h->m);
}

/* Prints the library's message for a failed step; returns the exit code 2. */
static int error(harness *h, const char *what)
{
  fprintf(stderr, "harness: %s: %s\n", what, hpcab_last_error());
  cleanup(h);
  return 2;
}

/* Prints the candidate's failure; returns the exit code 1. */
static int not_correct(harness *h, const char *status, const char *why)
{
  printf("%s: %s\n", status, why);
  cleanup(h);
  return 1;
}

/* A pair of sandboxed workers on one arena for draw d, the reference on side 0 and the candidate on
   side 1; a pair that is not timed has the draw's inputs staged at once. */
static hpcab_status open_pair(harness *h, hpcab_draw *d, int timed)
{
  hpcab_invoke_options o = {.size = sizeof o, .manifest = h->m, .precision = HPCAB_F64, .threads = 1, .timed = timed};
  hpcab_status st = hpcab_invoke_new(&o, d, &h->pair);
  for (int side = 0; side < 2 && !st; side++)
    st = hpcab_invoke_start(h->pair, (hpcab_side)side, hpcab_build_object(h->built[side]));
  if (!st && !timed) st = hpcab_invoke_stage(h->pair, d, -1);
  return st;
}

int main(int argc, char **argv)
{
  static const uint8_t seed[HPCAB_SEED_BYTES] = {'d', 'e', 'm', 'o'};
  harness h = {0};
  if (argc < 3) {
    fprintf(stderr, "usage: harness KERNEL_DIR CANDIDATE [BUDGET_S]\n");
    return 2;
  }
  double budget_s = argc > 3 ? atof(argv[3]) : 1.0;

  /* the kernel and both sides' objects */
  char cache[4096];
  if (hpcab_manifest_load(argv[1], &h.m) != HPCAB_OK) return error(&h, argv[1]);
  if (hpcab_paths_state_dir(cache, sizeof cache - 16) != HPCAB_OK) return error(&h, "state directory");
  strcat(cache, "/builds");
  hpcab_build_options bo = {.size = sizeof bo, .cache_dir = cache, .precision = HPCAB_F64};
  if (hpcab_build_source(&bo, hpcab_manifest_reference(h.m), &h.built[0]) != HPCAB_OK) return error(&h, "reference");
  if (hpcab_build_source(&bo, argv[2], &h.built[1]) != HPCAB_OK)
    return not_correct(&h, "build_error", hpcab_last_error());

  /* correctness: one seeded draw, both sides called, the candidate's outputs against the reference's */
  if (hpcab_draw_new(h.m, HPCAB_F64, seed, 0, HPCAB_PURPOSE_CORRECTNESS, NULL, &h.draws[0]) != HPCAB_OK)
    return error(&h, "correctness draw");
  if (open_pair(&h, h.draws[0], 0) != HPCAB_OK) return error(&h, "starting the workers");
  for (int side = 0; side < 2; side++) {
    hpcab_call_result r = {.size = sizeof r};
    if (hpcab_invoke_call(h.pair, (hpcab_side)side, &r) != HPCAB_OK && r.outcome == HPCAB_OUTCOME_OK)
      return error(&h, "call");
    if (r.outcome != HPCAB_OUTCOME_OK) {
      char why[512];
      snprintf(why, sizeof why, "the %s: %s: %s", side ? "candidate" : "reference", hpcab_outcome_name(r.outcome),
               r.message);
      return not_correct(&h, "incorrect", why);
    }
  }
  int ok = 0;
  char line[512] = "";
  if (hpcab_invoke_compare(h.pair, h.draws[0], &ok, line, sizeof line) != HPCAB_OK) return error(&h, "compare");
  if (!ok) return not_correct(&h, "incorrect", line);
  hpcab_invoke_free(h.pair);
  h.pair = NULL;
  hpcab_draw_free(h.draws[0]);
  h.draws[0] = NULL;

  /* timing: D draws of one timed size, the rounds interleaved, every output verified */
  if (hpcab_draw_new(h.m, HPCAB_F64, seed, 1000, HPCAB_PURPOSE_TIMED, NULL, &h.draws[0]) != HPCAB_OK)
    return error(&h, "timed draw");
  for (int k = 1; k < D; k++) {
    const hpcab_sizes *sizes = hpcab_draw_sizes(h.draws[0]);
    if (hpcab_draw_new_sized(h.m, HPCAB_F64, seed, 1000 + (uint64_t)k, HPCAB_PURPOSE_TIMED, sizes, &h.draws[k]))
      return error(&h, "timed draw");
  }
  hpcab_timing_params timing = {.size = sizeof timing, .draws = D, .budget_s = budget_s};
  hpcab_invoke_time_params tp = {.size = sizeof tp, .timing = &timing};
  if (open_pair(&h, h.draws[0], 1) != HPCAB_OK) return error(&h, "starting the timed workers");
  if (hpcab_invoke_time(h.pair, h.draws, D, &tp, &h.timing) != HPCAB_OK) return error(&h, "timing");
  hpcab_timing_outcome outcome = hpcab_timing_get_outcome(h.timing);
  if (outcome == HPCAB_TIMING_WRONG) return not_correct(&h, "incorrect", hpcab_invoke_message(h.pair));
  if (outcome != HPCAB_TIMING_OK) return not_correct(&h, "incorrect", hpcab_timing_message(h.timing));

  /* crediting: the one-sided Mann-Whitney test on the two sides' times */
  size_t n = (size_t)hpcab_timing_rounds(h.timing);
  const double *reference_ns = hpcab_timing_samples(h.timing, HPCAB_SIDE_REFERENCE);
  const double *candidate_ns = hpcab_timing_samples(h.timing, HPCAB_SIDE_CANDIDATE);
  hpcab_credit_result cr = {.size = sizeof cr};
  if (hpcab_credit_compute(reference_ns, n, candidate_ns, n, NULL, &cr) != HPCAB_OK) return error(&h, "crediting");
  printf("correct: %zu timed calls per side, medians %.0f / %.0f ns, ratio %.3f, p %.3g, speedup %.3f\n", n,
         cr.median_ref, cr.median_cand, cr.ratio, cr.p, cr.credited);
  cleanup(&h);
  return 0;
}
