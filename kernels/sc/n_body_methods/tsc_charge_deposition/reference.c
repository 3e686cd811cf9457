/* tsc_charge_deposition: rho = 0; for each particle p in order: i = floor(px + 1/2) (floor in the run
 * precision), d = px - i, wx = {(1/2 - d)^2 / 2, 3/4 - d^2, (1/2 + d)^2 / 2} (likewise y, z); the nodes
 * (i - 1 + a, j - 1 + b, k - 1 + c) mod the grid, a, b, c in {0, 1, 2} in the order c, b, a (a fastest),
 * receive (q wz[c]) wy[b] wx[a]. */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"
#include <string.h>
#include <tgmath.h>

static void tsc_weights(real_t x, int64_t *i, real_t w[3])
{
  const real_t fl = floor(x + (real_t)0.5);
  const real_t d = x - fl;
  const real_t lo = (real_t)0.5 - d, hi = (real_t)0.5 + d;
  *i = (int64_t)fl;
  w[0] = (real_t)0.5 * lo * lo;
  w[1] = (real_t)0.75 - d * d;
  w[2] = (real_t)0.5 * hi * hi;
}

void tsc_charge_deposition(real_t *restrict rho, const real_t *restrict px, const real_t *restrict py,
                           const real_t *restrict pz, const real_t *restrict q, int64_t N, int64_t NX, int64_t NY,
                           int64_t NZ)
{
  for (int64_t c = 0; c < NX * NY * NZ; c++)
    rho[c] = 0;
  for (int64_t p = 0; p < N; p++) {
    int64_t i, j, k;
    real_t wx[3], wy[3], wz[3];
    tsc_weights(px[p], &i, wx);
    tsc_weights(py[p], &j, wy);
    tsc_weights(pz[p], &k, wz);
    for (int c = 0; c < 3; c++) {
      const int64_t kk = (k - 1 + c + NZ) % NZ;
      const real_t qz = q[p] * wz[c];
      for (int b = 0; b < 3; b++) {
        const int64_t jj = (j - 1 + b + NY) % NY;
        const real_t qzy = qz * wy[b];
        for (int a = 0; a < 3; a++) {
          const int64_t ii = (i - 1 + a + NX) % NX;
          rho[(kk * NY + jj) * NX + ii] += qzy * wx[a];
        }
      }
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
