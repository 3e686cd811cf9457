/* bench_candidates: times the example fast candidates against their references side by side.
 * Built by bench-candidates.sh: each source is compiled with its symbol renamed (ref_X / cand_X).
 * For every kernel and size: R rounds, each timing one reference call and one candidate call on the
 * same inputs in alternating order; prints the medians and their ratio, and checks the candidate's
 * output against the reference's (max relative difference). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void ref_s000(double *restrict a, const double *restrict b, int64_t LEN_1D);
void cand_s000(double *restrict a, const double *restrict b, int64_t LEN_1D);
void ref_vdotr(const double *restrict a, const double *restrict b, double *restrict dot, int64_t LEN_1D);
void cand_vdotr(const double *restrict a, const double *restrict b, double *restrict dot, int64_t LEN_1D);
void ref_gemm(double *restrict C, const double *restrict A, const double *restrict B, int64_t NI, int64_t NJ,
              int64_t NK, double alpha, double beta);
void cand_gemm(double *restrict C, const double *restrict A, const double *restrict B, int64_t NI, int64_t NJ,
               int64_t NK, double alpha, double beta);

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
static int cmp(const void *x, const void *y)
{
  double a = *(const double *)x, b = *(const double *)y;
  return (a > b) - (a < b);
}
static double median(double *v, int n)
{
  qsort(v, (size_t)n, sizeof *v, cmp);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}
static double *randv(size_t n, unsigned seed)
{
  double *v = malloc(n * sizeof *v);
  srand(seed);
  for (size_t i = 0; i < n; i++) v[i] = (double)rand() / RAND_MAX - 0.5;
  return v;
}
static double maxrel(const double *x, const double *r, size_t n)
{
  double m = 0, big = 0;
  for (size_t i = 0; i < n; i++) big = fmax(big, fabs(r[i]));
  for (size_t i = 0; i < n; i++) m = fmax(m, fabs(x[i] - r[i]) / (big > 0 ? big : 1));
  return m;
}
static void row(const char *k, const char *size, double *tr, double *tc, int n, double err)
{
  double mr = median(tr, n), mc = median(tc, n);
  printf("%-6s %-18s %10.3f %10.3f %8.2fx   %.1e\n", k, size, mr * 1e3, mc * 1e3, mr / mc, err);
}

enum { ROUNDS = 21 };

static void bench_s000(int64_t n)
{
  double *b = randv((size_t)n, 1), *a1 = malloc((size_t)n * 8), *a2 = malloc((size_t)n * 8);
  double tr[ROUNDS], tc[ROUNDS];
  ref_s000(a1, b, n);
  cand_s000(a2, b, n);
  for (int r = 0; r < ROUNDS; r++) {
    for (int side = 0; side < 2; side++) {
      int cand = (side + r) % 2;
      double t0 = now();
      if (cand) cand_s000(a2, b, n); else ref_s000(a1, b, n);
      double t = now() - t0;
      if (cand) tc[r] = t; else tr[r] = t;
    }
  }
  char s[32];
  snprintf(s, sizeof s, "LEN_1D=%lld", (long long)n);
  row("s000", s, tr, tc, ROUNDS, maxrel(a2, a1, (size_t)n));
  free(a1), free(a2), free(b);
}

static void bench_vdotr(int64_t n)
{
  double *a = randv((size_t)n, 2), *b = randv((size_t)n, 3), d1 = 0, d2 = 0;
  double tr[ROUNDS], tc[ROUNDS];
  for (int r = 0; r < ROUNDS; r++) {
    for (int side = 0; side < 2; side++) {
      int cand = (side + r) % 2;
      double t0 = now();
      if (cand) cand_vdotr(a, b, &d2, n); else ref_vdotr(a, b, &d1, n);
      double t = now() - t0;
      if (cand) tc[r] = t; else tr[r] = t;
    }
  }
  char s[32];
  snprintf(s, sizeof s, "LEN_1D=%lld", (long long)n);
  row("vdotr", s, tr, tc, ROUNDS, maxrel(&d2, &d1, 1));
  free(a), free(b);
}

static void bench_gemm(int64_t n)
{
  size_t nn = (size_t)(n * n);
  double *A = randv(nn, 4), *B = randv(nn, 5), *C0 = randv(nn, 6);
  double *C1 = malloc(nn * 8), *C2 = malloc(nn * 8);
  double tr[7], tc[7], err = 0;
  for (int r = 0; r < 7; r++) {
    for (int side = 0; side < 2; side++) {
      int cand = (side + r) % 2;
      double *C = cand ? C2 : C1;
      memcpy(C, C0, nn * 8);
      double t0 = now();
      if (cand) cand_gemm(C, A, B, n, n, n, 1.5, 0.5); else ref_gemm(C, A, B, n, n, n, 1.5, 0.5);
      double t = now() - t0;
      if (cand) tc[r] = t; else tr[r] = t;
    }
    err = fmax(err, maxrel(C2, C1, nn));
  }
  char s[32];
  snprintf(s, sizeof s, "N=%lld", (long long)n);
  row("gemm", s, tr, tc, 7, err);
  free(A), free(B), free(C0), free(C1), free(C2);
}

int main(void)
{
  printf("%-6s %-18s %10s %10s %9s   %s\n", "kernel", "size", "ref ms", "cand ms", "ref/cand", "max rel diff");
  bench_s000(250000);
  bench_s000(4000000);
  bench_vdotr(250000);
  bench_vdotr(4000000);
  bench_gemm(500);
  bench_gemm(1000);
  return 0;
}
