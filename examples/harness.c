/*
 * examples/harness.c — a custom harness on libhpcabench's module calls (what hpcab_judge_grade does,
 * in short): load the manifest, build the reference and the candidate, draw one correctness input,
 * run both sides in sandboxed workers and check the candidate's outputs, then time one input with the
 * timed protocol (D seeded draws, a fresh perturbation every round, every output verified) and
 * credit the speedup with the one-sided Mann–Whitney test.
 *
 *   harness KERNEL_DIR CANDIDATE [BUDGET_SECONDS]      prints "correct ... speedup ..." or why not
 *
 * Exit codes: 0 correct, 1 not correct, 2 usage or system error. Kernels whose arguments are arrays,
 * sizes and f64/f32/i32/i64 parameters; f64. The worker is $HPCAB_WORKER (or the installed one),
 * hpcab/kernel.h comes from $HPCAB_INCLUDE_DIR. The seed is a fixed demonstration value: a real judge
 * keeps its seeds secret (hpcab/secrets.h).
 */
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hpcab.h"

#define D 4 /* seeded draws per timed input */

typedef struct {
  const hpcab_manifest *m;
  hpcab_draw *draws[D], *current;
  hpcab_arena *arena[2];
  hpcab_worker *worker[2];
  hpcab_worker_arg args[64];
  hpcab_scalar scalars[64];
  size_t nargs;
} harness;

static int fail(const char *what)
{
  fprintf(stderr, "harness: %s: %s\n", what, hpcab_last_error());
  return 2;
}

/* Scalar arguments (sizes, params) of draw d, in argument order. */
static void set_scalars(harness *h, const hpcab_draw *d)
{
  size_t k = 0, idx;
  for (size_t a = 0; a < h->nargs; a++) {
    hpcab_arg_kind kind = hpcab_manifest_arg(h->m, a, &idx);
    if (kind == HPCAB_ARG_ARRAY) continue;
    h->args[a].kind = HPCAB_WORKER_ARG_SCALAR;
    if (kind == HPCAB_ARG_SIZE) {
      h->args[a].dtype = HPCAB_I64;
      h->scalars[k++].i64 = hpcab_sizes_get(hpcab_draw_sizes(d), idx);
      continue;
    }
    double v = hpcab_draw_param(d, idx);
    h->args[a].dtype = hpcab_manifest_param_dtype(h->m, idx, HPCAB_F64);
    if (h->args[a].dtype == HPCAB_F32) h->scalars[k++].f32 = (float)v;
    else if (h->args[a].dtype == HPCAB_I32) h->scalars[k++].i32 = (int32_t)v;
    else if (h->args[a].dtype == HPCAB_I64) h->scalars[k++].i64 = (int64_t)v;
    else h->scalars[k++].f64 = v;
  }
}

/* Both sides get the same input values: draw d's, perturbed for `round` when round >= 0. */
static hpcab_status fill(harness *h, hpcab_draw *d, int64_t round)
{
  h->current = d;
  for (size_t i = 0; i < hpcab_draw_array_count(d); i++) {
    if (hpcab_draw_array_intent(d, i) == HPCAB_INTENT_OUT) continue;
    void *dst = hpcab_arena_data(h->arena[0], i);
    hpcab_status st = round >= 0 ? hpcab_draw_perturb(d, i, dst, (uint64_t)round, 0) : hpcab_draw_fill(d, i, dst, 0);
    if (st) return st;
    memcpy(hpcab_arena_data(h->arena[1], i), dst, hpcab_draw_array_bytes(d, i));
  }
  return HPCAB_OK;
}

/* Compares every output of the candidate side with the reference side. */
static hpcab_status verify(void *ctx, int64_t round, int *ok)
{
  harness *h = ctx;
  const hpcab_draw *d = h->current;
  *ok = 1;
  for (size_t i = 0; i < hpcab_draw_array_count(d) && *ok; i++) {
    if (hpcab_draw_array_intent(d, i) == HPCAB_INTENT_IN) continue;
    int64_t n = (int64_t)hpcab_draw_array_elements(d, i), l = 1;
    hpcab_manifest_accumulate(h->m, i, hpcab_draw_sizes(d), &l);
    hpcab_check_spec spec = {.size = sizeof spec, .dtype = hpcab_draw_array_dtype(d, i), .precision = HPCAB_F64,
                             .ndim = 1, .shape = &n, .accumulate = l < 1 ? 1 : l};
    hpcab_check_report rep = {.size = sizeof rep};
    hpcab_status st = hpcab_check_arrays(&spec, hpcab_arena_data(h->arena[0], i), hpcab_arena_data(h->arena[1], i), &rep);
    if (st) return st;
    if (!rep.passed) {
      char line[512];
      hpcab_check_report_format(&rep, hpcab_manifest_array_name(h->m, i), line, sizeof line);
      printf("incorrect (round %lld): %s\n", (long long)round, line);
      *ok = 0;
    }
  }
  return HPCAB_OK;
}

static hpcab_status prepare(void *ctx, int draw, int64_t round)
{
  harness *h = ctx;
  return fill(h, h->draws[draw], round);
}

static hpcab_status run(void *ctx, hpcab_side side, double *ns)
{
  harness *h = ctx;
  hpcab_call_result r = {.size = sizeof r};
  hpcab_status st = hpcab_worker_call(h->worker[side], h->scalars, &r);
  if (r.outcome != HPCAB_OUTCOME_OK) {
    printf("%s: %s: %s\n", side ? "candidate" : "reference", hpcab_outcome_name(r.outcome), r.message);
    return st ? st : HPCAB_E_WORKER;
  }
  *ns = (double)r.elapsed_ns;
  return HPCAB_OK;
}

/* Arenas and a worker per side for the sizes of draw d. */
static hpcab_status open_sides(harness *h, const hpcab_draw *d, const char *objects[2])
{
  hpcab_arena_spec specs[64];
  size_t na = hpcab_draw_array_count(d), idx;
  for (size_t i = 0; i < na && i < 64; i++)
    specs[i] = (hpcab_arena_spec){.size = sizeof specs[i], .name = hpcab_manifest_array_name(h->m, i),
                                  .bytes = hpcab_draw_array_bytes(d, i), .intent = hpcab_draw_array_intent(d, i),
                                  .elem_size = hpcab_dtype_size(hpcab_draw_array_dtype(d, i))};
  for (size_t a = 0; a < h->nargs; a++)
    if (hpcab_manifest_arg(h->m, a, &idx) == HPCAB_ARG_ARRAY)
      h->args[a] = (hpcab_worker_arg){.kind = HPCAB_WORKER_ARG_ARRAY, .array = idx};
  set_scalars(h, d);
  for (int s = 0; s < 2; s++) {
    hpcab_status st = hpcab_arena_new(specs, na, &h->arena[s]);
    if (st) return st;
    hpcab_worker_options wo;
    hpcab_worker_options_init(&wo);
    wo.library = objects[s];
    wo.symbol = hpcab_manifest_symbol(h->m);
    wo.args = h->args;
    wo.nargs = h->nargs;
    wo.arena = h->arena[s];
    wo.threads = 1;
    wo.call_timeout_s = 10;
    if ((st = hpcab_worker_new(&wo, &h->worker[s]))) return st;
  }
  return HPCAB_OK;
}

static int remove_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
  (void)sb, (void)flag, (void)ftw;
  return remove(path);
}

static void close_sides(harness *h)
{
  for (int s = 0; s < 2; s++) {
    hpcab_worker_free(h->worker[s]);
    hpcab_arena_free(h->arena[s]);
    h->worker[s] = NULL;
    h->arena[s] = NULL;
  }
}

int main(int argc, char **argv)
{
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: harness KERNEL_DIR CANDIDATE [BUDGET_SECONDS]\n");
    return 2;
  }
  static const uint8_t seed[HPCAB_SEED_BYTES] = {'h', 'a', 'r', 'n', 'e', 's', 's'}; /* not secret: a demo */
  harness h = {0};
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(argv[1], &m)) return fail(argv[1]);
  h.m = m;
  h.nargs = hpcab_manifest_arg_count(m);
  if (h.nargs > 64) return fail("more than 64 arguments");

  /* build both sides (compiled with the judge's flags into a cache directory) */
  char cache[] = "/tmp/hpcab-harness-XXXXXX";
  if (!mkdtemp(cache)) return fail("mkdtemp");
  hpcab_build_options bo = {.size = sizeof bo, .cache_dir = cache, .include_dir = getenv("HPCAB_INCLUDE_DIR"),
                            .precision = HPCAB_F64};
  hpcab_build *ref = NULL, *cand = NULL;
  if (hpcab_build_source(&bo, hpcab_manifest_reference(m), &ref)) return fail("building the reference");
  if (hpcab_build_source(&bo, argv[2], &cand)) {
    printf("build_error: %s\n", hpcab_last_error());
    return 1;
  }
  const char *objects[2] = {hpcab_build_object(ref), hpcab_build_object(cand)};

  /* correctness: one draw from the correctness range, both sides, compare */
  int ok = 0, rc = 1;
  hpcab_draw *d = NULL;
  if (hpcab_draw_new(m, HPCAB_F64, seed, 0, HPCAB_PURPOSE_CORRECTNESS, NULL, &d) || open_sides(&h, d, objects) ||
      fill(&h, d, -1))
    return fail("correctness input");
  double ns;
  if (run(&h, HPCAB_SIDE_REFERENCE, &ns) == HPCAB_OK && run(&h, HPCAB_SIDE_CANDIDATE, &ns) == HPCAB_OK &&
      verify(&h, -1, &ok) == HPCAB_OK && ok) {
    close_sides(&h);
    /* timing: D draws of one timed size, rounds alternating the order, every output verified */
    hpcab_status st = hpcab_draw_new(m, HPCAB_F64, seed, 1000, HPCAB_PURPOSE_TIMED, NULL, &h.draws[0]);
    for (int k = 1; k < D && !st; k++)
      st = hpcab_draw_new_sized(m, HPCAB_F64, seed, 1000 + (uint64_t)k, HPCAB_PURPOSE_TIMED,
                                hpcab_draw_sizes(h.draws[0]), &h.draws[k]);
    if (!st) st = open_sides(&h, h.draws[0], objects);
    hpcab_timing_params tp = {.size = sizeof tp, .draws = D, .budget_s = argc > 3 ? atof(argv[3]) : 1.0};
    hpcab_timing_ops ops = {sizeof ops, prepare, run, verify, NULL};
    hpcab_timing *tm = NULL;
    if (!st) st = hpcab_timing_run(&tp, &ops, &h, &tm);
    if (st) return fail("timing");
    if (hpcab_timing_get_outcome(tm) == HPCAB_TIMING_OK) {
      size_t n = (size_t)hpcab_timing_rounds(tm);
      hpcab_credit_result cr = {.size = sizeof cr};
      if (hpcab_credit_compute(hpcab_timing_samples(tm, HPCAB_SIDE_REFERENCE), n, hpcab_timing_samples(tm, HPCAB_SIDE_CANDIDATE),
                       n, NULL, &cr))
        return fail("crediting");
      printf("correct: %zu timed calls per side, medians %.0f ns / %.0f ns, ratio %.3f, p %.3g, speedup %.3f\n", n,
             cr.median_ref, cr.median_cand, cr.ratio, cr.p, cr.credited);
      rc = 0;
    }
    hpcab_timing_free(tm);
  }
  close_sides(&h);
  hpcab_draw_free(d);
  for (int k = 0; k < D; k++) hpcab_draw_free(h.draws[k]);
  hpcab_build_free(ref);
  hpcab_build_free(cand);
  hpcab_manifest_free(m);
  nftw(cache, remove_entry, 16, FTW_DEPTH | FTW_PHYS); /* the build cache of this run */
  return rc;
}
