/* charge_deposition: rho = 0; for each particle: i = floor(px), fx = px - i (likewise y, z); the 8 nodes
 * (i + a, j + b, k + c) mod the grid, a, b, c in {0, 1}, receive q (a ? fx : 1 - fx) (b ? fy : 1 - fy)
 * (c ? fz : 1 - fz), in the order c, b, a = 0 then 1 (a fastest). */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"
#include <math.h>

void charge_deposition(real_t *restrict rho, const real_t *restrict px, const real_t *restrict py,
                       const real_t *restrict pz, const real_t *restrict q, int64_t N, int64_t NX, int64_t NY, int64_t NZ)
{
  for (int64_t c = 0; c < NX * NY * NZ; c++)
    rho[c] = 0;
  for (int64_t p = 0; p < N; p++) {
    const int64_t i = (int64_t)px[p], j = (int64_t)py[p], k = (int64_t)pz[p];
    const real_t fx = px[p] - (real_t)i, fy = py[p] - (real_t)j, fz = pz[p] - (real_t)k;
    const real_t wx[2] = {1 - fx, fx}, wy[2] = {1 - fy, fy}, wz[2] = {1 - fz, fz};
    for (int c = 0; c < 2; c++)
      for (int b = 0; b < 2; b++)
        for (int a = 0; a < 2; a++) {
          const int64_t ii = (i + a) % NX, jj = (j + b) % NY, kk = (k + c) % NZ;
          rho[(kk * NY + jj) * NX + ii] += q[p] * wx[a] * wy[b] * wz[c];
        }
  }
}

/* px in [0, NX), py in [0, NY), pz in [0, NZ): uniform, rounded to the run precision, and kept strictly
   below the upper bound after rounding. */
int grid_positions(const hpcab_init_ctx *ctx)
{
  real_t *v = ctx->arrays[ctx->target];
  const char *axis = ctx->array_names[ctx->target] + 1;
  const char *want = axis[0] == 'x' ? "NX" : axis[0] == 'y' ? "NY" : "NZ";
  int64_t n = -1;
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], want))
      n = ctx->size_values[i];
  if (n < 1)
    return 1;
  for (size_t p = 0; p < ctx->array_counts[ctx->target]; p++) {
    real_t c = (real_t)((double)(ctx->next_u64(ctx->rng) >> 11) * 0x1p-53 * (double)n);
    if (c >= (real_t)n)
      c = 0;
    v[p] = c;
  }
  return 0;
}
