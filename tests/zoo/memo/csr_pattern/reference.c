/* y[i] = x[i] * h_i, h_i in [0, 1) a hash of row i's columns (64 mixing steps each) (tests/zoo/memo/csr_pattern). */
#include "hpcab/kernel.h"

static double row_hash(const int32_t *restrict col, int32_t first, int32_t last)
{
  uint64_t h = 0x9e3779b97f4a7c15u;
  for (int32_t k = first; k < last; k++)
    for (int r = 0; r < 64; r++) h = (h ^ (uint64_t)col[k]) * 0xff51afd7ed558ccdu + (uint64_t)r;
  return (double)(h >> 11) * 0x1p-53;
}

void csr_pattern(real_t *restrict y, const int32_t *restrict G_row, const int32_t *restrict G_col,
                 const real_t *restrict x, int64_t N, int64_t NNZ)
{
  (void)NNZ;
  for (int64_t i = 0; i < N; i++) y[i] = HPCAB_ST(HPCAB_LD(x[i]) * (acc_t)row_hash(G_col, G_row[i], G_row[i + 1]));
}
