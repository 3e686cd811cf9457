/* A memo of the pattern-only work per distinct sparsity pattern (rowptr and columns compared in
   full: never wrong), the product redone with every call's x. With the pattern rotated row by row
   every round it never hits. Expected: ok, credited <= 1.05. */
#include <stdint.h>
#include <string.h>

#define ENTRIES 8
#define MAXN 2000
static int32_t key_row[ENTRIES][MAXN + 1], key_col[ENTRIES][MAXN * 8];
static double hash[ENTRIES][MAXN];
static int64_t key_n[ENTRIES];
static int used, next;

static double row_hash(const int32_t *restrict col, int32_t first, int32_t last)
{
  uint64_t h = 0x9e3779b97f4a7c15u;
  for (int32_t k = first; k < last; k++)
    for (int r = 0; r < 64; r++) h = (h ^ (uint64_t)col[k]) * 0xff51afd7ed558ccdu + (uint64_t)r;
  return (double)(h >> 11) * 0x1p-53;
}

void csr_pattern(double *restrict y, const int32_t *restrict G_row, const int32_t *restrict G_col,
                 const double *restrict x, int64_t N, int64_t NNZ);
void csr_pattern(double *restrict y, const int32_t *restrict G_row, const int32_t *restrict G_col,
                 const double *restrict x, int64_t N, int64_t NNZ)
{
  int fits = N <= MAXN && NNZ <= MAXN * 8;
  for (int e = 0; e < used && fits; e++)
    if (key_n[e] == N && memcmp(key_row[e], G_row, (size_t)(N + 1) * 4) == 0 &&
        memcmp(key_col[e], G_col, (size_t)NNZ * 4) == 0) {
      for (int64_t i = 0; i < N; i++) y[i] = x[i] * hash[e][i];
      return;
    }
  int e = fits ? next : -1;
  for (int64_t i = 0; i < N; i++) {
    double h = row_hash(G_col, G_row[i], G_row[i + 1]);
    y[i] = x[i] * h;
    if (e >= 0) hash[e][i] = h;
  }
  if (e >= 0) {
    memcpy(key_row[e], G_row, (size_t)(N + 1) * 4);
    memcpy(key_col[e], G_col, (size_t)NNZ * 4);
    key_n[e] = N;
    next = (next + 1) % ENTRIES;
    if (used < ENTRIES) used++;
  }
}
