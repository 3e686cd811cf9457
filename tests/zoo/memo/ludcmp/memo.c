/* A memo of the O(N^3) factorization per distinct A (issue 29): the factors of up to 8 matrices,
   keyed on a full copy of A (memcmp: never wrong), the O(N^2) solves redone with every call's b.
   Credited 29.6x while A was restaged unchanged every round; with fresh values in every array on
   every call it never hits and gains nothing. Expected: ok, credited <= 1.05. */
#include <stdint.h>
#include <string.h>

#define ENTRIES 8
#define MAXN 160
static double keys[ENTRIES][MAXN * MAXN], lu[ENTRIES][MAXN * MAXN];
static int64_t key_n[ENTRIES];
static int used, next;

static void factor(double *A, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    for (int64_t j = 0; j < i; j++) {
      double w = A[i * N + j];
      for (int64_t k = 0; k < j; k++) w -= A[i * N + k] * A[k * N + j];
      A[i * N + j] = w / A[j * N + j];
    }
    for (int64_t j = i; j < N; j++) {
      double w = A[i * N + j];
      for (int64_t k = 0; k < i; k++) w -= A[i * N + k] * A[k * N + j];
      A[i * N + j] = w;
    }
  }
}

void ludcmp(double *restrict A, const double *restrict b, double *restrict x, double *restrict y, int64_t N);
void ludcmp(double *restrict A, const double *restrict b, double *restrict x, double *restrict y, int64_t N)
{
  size_t bytes = (size_t)(N * N) * sizeof *A;
  int hit = -1;
  for (int e = 0; e < used && N <= MAXN; e++)
    if (key_n[e] == N && memcmp(keys[e], A, bytes) == 0) hit = e;
  if (hit >= 0) {
    memcpy(A, lu[hit], bytes);
  } else {
    int e = N <= MAXN ? next : -1;
    if (e >= 0) memcpy(keys[e], A, bytes);
    factor(A, N);
    if (e >= 0) {
      memcpy(lu[e], A, bytes);
      key_n[e] = N;
      next = (next + 1) % ENTRIES;
      if (used < ENTRIES) used++;
    }
  }
  for (int64_t i = 0; i < N; i++) {
    double w = b[i];
    for (int64_t j = 0; j < i; j++) w -= A[i * N + j] * y[j];
    y[i] = w;
  }
  for (int64_t i = N - 1; i >= 0; i--) {
    double w = y[i];
    for (int64_t j = i + 1; j < N; j++) w -= A[i * N + j] * x[j];
    x[i] = w / A[i * N + i];
  }
}
