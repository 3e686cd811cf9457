/*
 * tests/perf/bench_mwu.c — benchmark of hpcab_mwu_test (not a timed test): the exact method at sizes up to
 * 100 x 100 and 200 x 200, and the asymptotic method, with U at the middle of its range (the worst
 * case: the p-value needs the distribution up to degree n1 n2 / 2). Prints one row per case: the
 * median and the minimum over repetitions of the time per call, in microseconds.
 * Run: build/tests/bench_mwu [repetitions]
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "hpcab.h"

static double now_us(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
  int reps = argc > 1 ? atoi(argv[1]) : 21;
  if (reps < 1) reps = 1;
  static const struct {
    size_t n1, n2;
    hpcab_mwu_method method;
  } cases[] = {
    {8, 8, HPCAB_MWU_EXACT},       {30, 30, HPCAB_MWU_EXACT},   {50, 50, HPCAB_MWU_EXACT},
    {100, 100, HPCAB_MWU_EXACT},   {10, 200, HPCAB_MWU_EXACT},  {200, 200, HPCAB_MWU_EXACT},
    {100, 100, HPCAB_MWU_ASYMPTOTIC},
  };
  printf("%-10s %-11s %12s %12s %s\n", "n1 x n2", "method", "median_us", "min_us", "p");
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    size_t n1 = cases[c].n1, n2 = cases[c].n2;
    double *x = malloc(n1 * sizeof *x), *y = malloc(n2 * sizeof *y), *t = malloc(reps * sizeof *t);
    /* interleaved values: U1 = n1 n2 / 2 (or next to it) */
    for (size_t i = 0; i < n1; i++) x[i] = 2.0 * i * n2 / n1 + 0.5;
    for (size_t i = 0; i < n2; i++) y[i] = 2.0 * i + 1.0;
    hpcab_mwu_result r = {.size = sizeof r};
    for (int k = 0; k < reps; k++) {
      double t0 = now_us();
      if (hpcab_mwu_test(x, n1, y, n2, HPCAB_TWO_SIDED, cases[c].method, true, &r) != HPCAB_OK) {
        fprintf(stderr, "bench_mwu: %s\n", hpcab_last_error());
        return 1;
      }
      t[k] = now_us() - t0;
    }
    qsort(t, reps, sizeof *t, cmp);
    char size[32];
    snprintf(size, sizeof size, "%zux%zu", n1, n2);
    printf("%-10s %-11s %12.1f %12.1f %.6g\n", size, hpcab_mwu_method_name(r.method), t[reps / 2], t[0], r.p);
    free(x);
    free(y);
    free(t);
  }
  return 0;
}
