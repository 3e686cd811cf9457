/* examples/harness.c — a sandboxed harness on hpcab/invoke.h: build both sides, check one seeded draw, time one
   input (D draws perturbed afresh each round, every output verified), credit the speedup. Usage: harness KERNEL_DIR
   CANDIDATE [BUDGET_S]; exit 0 correct, 1 not, 2 error. A demo seed: a judge keeps its seeds secret (secrets.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab.h"

#define D 4
static int fail(const char *what)
{
  return fprintf(stderr, "harness: %s: %s\n", what, hpcab_last_error()), 2;
}

static hpcab_status pair(const hpcab_manifest *m, hpcab_draw *d, int timed, const char *const obj[2], hpcab_invoke **iv)
{
  hpcab_invoke_options o = {.size = sizeof o, .manifest = m, .precision = HPCAB_F64, .threads = 1, .timed = timed};
  hpcab_status st = hpcab_invoke_new(&o, d, iv);
  for (int s = 0; s < 2 && !st; s++) st = hpcab_invoke_start(*iv, (hpcab_side)s, obj[s]);
  return st ? st : timed ? HPCAB_OK : hpcab_invoke_stage(*iv, d, -1);
}

int main(int argc, char **argv)
{
  static const uint8_t seed[HPCAB_SEED_BYTES] = {'d', 'e', 'm', 'o'};
  char cache[4096], line[512] = "";
  hpcab_manifest *m = NULL;
  hpcab_build *b[2] = {NULL, NULL};
  hpcab_draw *d[D] = {NULL};
  hpcab_invoke *iv = NULL;
  hpcab_timing *tm = NULL;
  if (argc < 3) return fprintf(stderr, "usage: harness KERNEL_DIR CANDIDATE [BUDGET_S]\n"), 2;
  if (hpcab_manifest_load(argv[1], &m) || hpcab_paths_state_dir(cache, sizeof cache - 16)) return fail(argv[1]);
  hpcab_build_options bo = {.size = sizeof bo, .cache_dir = strcat(cache, "/builds"), .precision = HPCAB_F64};
  if (hpcab_build_source(&bo, hpcab_manifest_reference(m), &b[0])) return fail("reference");
  if (hpcab_build_source(&bo, argv[2], &b[1])) return printf("build_error: %s\n", hpcab_last_error()), 1;
  const char *obj[2] = {hpcab_build_object(b[0]), hpcab_build_object(b[1])};
  hpcab_call_result r = {.size = sizeof r};
  int ok = 0; /* correctness: one seeded draw, both sides, the candidate's outputs against the reference's */
  if (hpcab_draw_new(m, HPCAB_F64, seed, 0, HPCAB_PURPOSE_CORRECTNESS, NULL, &d[0]) || pair(m, d[0], 0, obj, &iv))
    return fail("correctness draw");
  for (int s = 0; s < 2 && !hpcab_invoke_call(iv, (hpcab_side)s, &r) && r.outcome == HPCAB_OUTCOME_OK; s++)
    if (s == 1 && hpcab_invoke_compare(iv, d[0], &ok, line, sizeof line)) return fail("compare");
  if (r.outcome != HPCAB_OUTCOME_OK) snprintf(line, sizeof line, "%s: %s", hpcab_outcome_name(r.outcome), r.message);
  if (!ok) return printf("incorrect: %s\n", line), 1;
  hpcab_invoke_free(iv), hpcab_draw_free(d[0]); /* timing: D draws of one timed size */
  hpcab_status st = hpcab_draw_new(m, HPCAB_F64, seed, 1000, HPCAB_PURPOSE_TIMED, NULL, &d[0]);
  for (int k = 1; k < D && !st; k++)
    st = hpcab_draw_new_sized(m, HPCAB_F64, seed, 1000 + (uint64_t)k, HPCAB_PURPOSE_TIMED, hpcab_draw_sizes(d[0]),
                              &d[k]);
  hpcab_timing_params timing = {.size = sizeof timing, .draws = D, .budget_s = argc > 3 ? atof(argv[3]) : 1.0};
  hpcab_invoke_time_params tp = {.size = sizeof tp, .timing = &timing};
  if (st || pair(m, d[0], 1, obj, &iv) || hpcab_invoke_time(iv, d, D, &tp, &tm)) return fail("timing");
  if (hpcab_timing_get_outcome(tm) != HPCAB_TIMING_OK) /* a wrong output, or a failed call (its verdict) */
    return printf("incorrect: %s\n", hpcab_timing_get_outcome(tm) == HPCAB_TIMING_WRONG ? hpcab_invoke_message(iv)
                                                                                        : hpcab_timing_message(tm)),
           1;
  size_t n = (size_t)hpcab_timing_rounds(tm);
  hpcab_credit_result cr = {.size = sizeof cr};
  const double *t0 = hpcab_timing_samples(tm, HPCAB_SIDE_REFERENCE),
               *t1 = hpcab_timing_samples(tm, HPCAB_SIDE_CANDIDATE);
  if (hpcab_credit_compute(t0, n, t1, n, NULL, &cr)) return fail("crediting");
  printf("correct: %zu timed calls per side, medians %.0f / %.0f ns, ratio %.3f, p %.3g, speedup %.3f\n", n,
         cr.median_ref, cr.median_cand, cr.ratio, cr.p, cr.credited);
  hpcab_timing_free(tm), hpcab_invoke_free(iv), hpcab_build_free(b[0]), hpcab_build_free(b[1]);
  for (int k = 0; k < D; k++) hpcab_draw_free(d[k]);
  return hpcab_manifest_free(m), 0;
}
