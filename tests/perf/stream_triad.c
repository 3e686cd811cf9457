/*
 * tests/perf/stream_triad.c — a plain single-file STREAM-style triad, the yardstick for hpcab-peak
 * (peak_vs_stream.sh compiles it with `cc -O3 -fopenmp` and runs it beside hpcab-peak).
 *
 * What it counts, as STREAM does: a[i] = b[i] + 3.0 * c[i] over N doubles, 24 bytes per element
 * (two reads, one write; write-allocate traffic not counted). Arrays first-touched in parallel with
 * the same static schedule as the kernel; NTIMES passes, the first discarded, the fastest kept.
 *
 * usage: stream_triad N_ELEMENTS [NTIMES]   prints "triad_gbps <best GB/s>"
 */
#include <float.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  if (argc < 2) {
    fprintf(stderr, "usage: %s N_ELEMENTS [NTIMES]\n", argv[0]);
    return 2;
  }
  long n = atol(argv[1]);
  int ntimes = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 1 || ntimes < 2) {
    fprintf(stderr, "%s: N_ELEMENTS must be positive and NTIMES at least 2\n", argv[0]);
    return 2;
  }
  double *a = aligned_alloc(64, ((size_t)n * sizeof(double) + 63) / 64 * 64);
  double *b = aligned_alloc(64, ((size_t)n * sizeof(double) + 63) / 64 * 64);
  double *c = aligned_alloc(64, ((size_t)n * sizeof(double) + 63) / 64 * 64);
  if (!a || !b || !c) {
    fprintf(stderr, "%s: cannot allocate 3 x %ld doubles\n", argv[0], n);
    return 1;
  }
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; i++) {
    a[i] = 1.0;
    b[i] = 2.0;
    c[i] = 0.5;
  }
  double best = DBL_MAX;
  for (int k = 0; k < ntimes; k++) {
    double t0 = omp_get_wtime();
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; i++) a[i] = b[i] + 3.0 * c[i];
    double t = omp_get_wtime() - t0;
    if (k > 0 && t < best) best = t;
  }
  double check = 0;
  for (long i = 0; i < n; i += 4096) check += a[i];
  printf("triad_gbps %.3f\nthreads %d\nchecksum %.1f\n", 24.0 * (double)n / best * 1e-9, omp_get_max_threads(),
         check);
  free(a);
  free(b);
  free(c);
  return 0;
}
