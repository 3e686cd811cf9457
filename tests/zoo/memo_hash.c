/* A memo of 64 entries keyed on a full hash of the input. With fresh inputs every call it never
   hits, so it stays correct and gains nothing. Expected: ok (and the driver checks inputs differ). */
#include <stdint.h>
#include <string.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
#define ENTRIES 64
#define MAXN 4096
static uint64_t keys[ENTRIES];
static double vals[ENTRIES][MAXN];
static int used;
static uint64_t hash(const double *b, int64_t n) {
  uint64_t h = 1469598103934665603ULL;
  const unsigned char *p = (const unsigned char *)b;
  for (int64_t i = 0; i < n * 8; i++) h = (h ^ p[i]) * 1099511628211ULL;
  return h;
}
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  uint64_t h = hash(b, n);
  for (int e = 0; e < used; e++)
    if (keys[e] == h && n <= MAXN) {
      memcpy(a, vals[e], (size_t)n * sizeof *a);
      return;
    }
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
  if (n <= MAXN) {
    int e = used < ENTRIES ? used++ : (int)(h % ENTRIES);
    keys[e] = h;
    memcpy(vals[e], a, (size_t)n * sizeof *a);
  }
}
