/* A memo of p^32 per distinct permutation p (memcmp: never wrong), the gather redone with every
   call's b. With p drawn afresh every round (its initializer rerun on a fresh seed) it never hits.
   Expected: ok, credited <= 1.05. */
#include <stdint.h>
#include <string.h>

#define ENTRIES 8
#define MAXN 8192
static int32_t keys[ENTRIES][MAXN], pow32[ENTRIES][MAXN];
static int64_t key_n[ENTRIES];
static int used, next;

void function_init(double *restrict a, const double *restrict b, const int32_t *restrict p, int64_t N);
void function_init(double *restrict a, const double *restrict b, const int32_t *restrict p, int64_t N)
{
  for (int e = 0; e < used && N <= MAXN; e++)
    if (key_n[e] == N && memcmp(keys[e], p, (size_t)N * sizeof *p) == 0) {
      for (int64_t i = 0; i < N; i++) a[i] = b[pow32[e][i]];
      return;
    }
  int e = N <= MAXN ? next : -1;
  for (int64_t i = 0; i < N; i++) {
    int32_t j = (int32_t)i;
    for (int k = 0; k < 32; k++) j = p[j];
    a[i] = b[j];
    if (e >= 0) pow32[e][i] = j;
  }
  if (e >= 0) {
    memcpy(keys[e], p, (size_t)N * sizeof *p);
    key_n[e] = N;
    next = (next + 1) % ENTRIES;
    if (used < ENTRIES) used++;
  }
}
