/* A memo of the Cholesky factor per distinct A (spd): up to 8 entries keyed on a full copy of A
   (memcmp: never wrong), the O(N^2) solves redone with every call's b. With A refreshed every round
   (A + a fresh diagonally dominant G) it never hits. Expected: ok, credited <= 1.05. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#define ENTRIES 8
#define MAXN 200
static double keys[ENTRIES][MAXN * MAXN], fac[ENTRIES][MAXN * MAXN];
static int64_t key_n[ENTRIES];
static int used, next;

void spd_solve(const double *restrict A, const double *restrict b, double *restrict x, int64_t N);
void spd_solve(const double *restrict A, const double *restrict b, double *restrict x, int64_t N)
{
  if (N > MAXN) return;
  size_t bytes = (size_t)(N * N) * sizeof *A;
  const double *L = NULL;
  for (int e = 0; e < used; e++)
    if (key_n[e] == N && memcmp(keys[e], A, bytes) == 0) L = fac[e];
  if (!L) {
    int e = next;
    double *F = fac[e];
    for (int64_t i = 0; i < N; i++) {
      for (int64_t j = 0; j < i; j++) {
        double s = A[i * N + j];
        for (int64_t k = 0; k < j; k++) s -= F[i * N + k] * F[j * N + k];
        F[i * N + j] = s / F[j * N + j];
      }
      double d = A[i * N + i];
      for (int64_t k = 0; k < i; k++) d -= F[i * N + k] * F[i * N + k];
      F[i * N + i] = sqrt(d);
    }
    memcpy(keys[e], A, bytes);
    key_n[e] = N;
    next = (next + 1) % ENTRIES;
    if (used < ENTRIES) used++;
    L = F;
  }
  for (int64_t i = 0; i < N; i++) {
    double s = b[i];
    for (int64_t k = 0; k < i; k++) s -= L[i * N + k] * x[k];
    x[i] = s / L[i * N + i];
  }
  for (int64_t i = N - 1; i >= 0; i--) {
    double s = x[i];
    for (int64_t k = i + 1; k < N; k++) s -= L[k * N + i] * x[k];
    x[i] = s / L[i * N + i];
  }
}
