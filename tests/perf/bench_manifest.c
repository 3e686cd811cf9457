/*
 * Benchmark (not a test): what parse-once-evaluate-many buys in the manifest expression language,
 * and the cost of loading a manifest and of drawing sizes. Prints a table of medians over 7 runs,
 * each run timing a fixed number of operations, and the ratio of re-parsing to evaluating.
 * Run: build/tests/bench_manifest [kernel_dir]   (default tests/manifests/good/gemm)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "expr.h"
#include "hpcab.h"
#include "manifest_internal.h"

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static uint64_t splitmix(void *state)
{
  uint64_t *s = state;
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

enum { RUNS = 7 };

int main(int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : HPCAB_SOURCE_ROOT "/tests/manifests/good/gemm";
  hpcab_manifest *m;
  if (hpcab_manifest_load(dir, &m) != HPCAB_OK) {
    fprintf(stderr, "%s\n", hpcab_last_error());
    return 1;
  }
  hpcab_sizes *s;
  hpcab_sizes_new(m, &s);
  hpcab_sizes_draw(m, HPCAB_PURPOSE_TEST, 0, NULL, NULL, s);
  const char *text = "2 * NI * NJ * NK + max(NI, NJ) % 7";
  hpcab__expr *e;
  hpcab__expr_parse(text, hpcab__manifest_resolve_size, m, &e, NULL);
  uint64_t seed = 1;
  hpcab_random rng = {sizeof rng, splitmix, &seed};
  double t_eval[RUNS], t_reparse[RUNS], t_load[RUNS], t_draw[RUNS];
  volatile int64_t sink = 0;
  const int NE = 200000, NL = 300, ND = 20000;
  for (int r = 0; r < RUNS; r++) {
    double t0 = now();
    for (int i = 0; i < NE; i++) {
      int64_t v;
      hpcab__expr_eval(e, s->v, &v);
      sink += v;
    }
    double t1 = now();
    for (int i = 0; i < NE; i++) {
      int64_t v;
      hpcab_manifest_eval(m, text, s, &v);
      sink += v;
    }
    double t2 = now();
    for (int i = 0; i < NL; i++) {
      hpcab_manifest *x;
      hpcab_manifest_load(dir, &x);
      hpcab_manifest_free(x);
    }
    double t3 = now();
    for (int i = 0; i < ND; i++) hpcab_sizes_draw(m, HPCAB_PURPOSE_CORRECTNESS, (uint64_t)i, &rng, NULL, s);
    double t4 = now();
    t_eval[r] = (t1 - t0) / NE * 1e9;
    t_reparse[r] = (t2 - t1) / NE * 1e9;
    t_load[r] = (t3 - t2) / NL * 1e6;
    t_draw[r] = (t4 - t3) / ND * 1e9;
  }
  qsort(t_eval, RUNS, sizeof(double), cmp);
  qsort(t_reparse, RUNS, sizeof(double), cmp);
  qsort(t_load, RUNS, sizeof(double), cmp);
  qsort(t_draw, RUNS, sizeof(double), cmp);
  printf("manifest: %s (medians of %d runs)\n", hpcab_manifest_id(m), RUNS);
  printf("%-44s %12s\n", "operation", "median");
  printf("%-44s %9.1f ns\n", "evaluate a parsed expression", t_eval[RUNS / 2]);
  printf("%-44s %9.1f ns\n", "parse + evaluate (hpcab_manifest_eval)", t_reparse[RUNS / 2]);
  printf("%-44s %9.1f us\n", "load + validate + free the manifest", t_load[RUNS / 2]);
  printf("%-44s %9.1f ns\n", "one correctness size draw", t_draw[RUNS / 2]);
  printf("ratio parse+evaluate / evaluate: %.1fx\n", t_reparse[RUNS / 2] / t_eval[RUNS / 2]);
  hpcab__expr_free(e);
  hpcab_sizes_free(s);
  hpcab_manifest_free(m);
  return sink == 42;
}
