/* moment_tensor_injection: for each source s in order: tau = t - t0[s]; skip it when tau <= 0;
 * w = coef tau / tr^2 exp(-tau / tr) (exp in the run precision); then for the components
 * q = 0..5 (xx, yy, zz, xy, xz, yz) in that order, with the component's offsets (ox, oy, oz) (1/2 along
 * the staggered axes, else 0): x = px - ox, i = floor(x), fx = x - i (likewise y, z), and the 8 nodes
 * (i + a, j + b, k + c), in the order c, b, a = 0 then 1 (a fastest), receive
 *   field_q[node] -= (w m[s][q]) (a ? fx : 1 - fx) (b ? fy : 1 - fy) (c ? fz : 1 - fz)
 * (the product taken left to right). */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"
#include <string.h>
#include <tgmath.h>

static void spread(real_t *restrict f, real_t x, real_t y, real_t z, real_t amp, int64_t NY, int64_t NX)
{
  const real_t fli = floor(x), flj = floor(y), flk = floor(z);
  const int64_t i = (int64_t)fli, j = (int64_t)flj, k = (int64_t)flk;
  const real_t fx = x - fli, fy = y - flj, fz = z - flk;
  const real_t wx[2] = {1 - fx, fx}, wy[2] = {1 - fy, fy}, wz[2] = {1 - fz, fz};
  for (int c = 0; c < 2; c++)
    for (int b = 0; b < 2; b++)
      for (int a = 0; a < 2; a++)
        f[((k + c) * NY + (j + b)) * NX + (i + a)] -= amp * wx[a] * wy[b] * wz[c];
}

void moment_tensor_injection(real_t *restrict sxx, real_t *restrict syy, real_t *restrict szz, real_t *restrict sxy,
                             real_t *restrict sxz, real_t *restrict syz, const real_t *restrict px,
                             const real_t *restrict py, const real_t *restrict pz, const real_t *restrict m,
                             const real_t *restrict t0, const real_t *restrict tr, int64_t NSRC, int64_t NZ,
                             int64_t NY, int64_t NX, real_t t, real_t coef)
{
  (void)NZ;
  const real_t h = (real_t)0.5;
  for (int64_t s = 0; s < NSRC; s++) {
    const real_t tau = t - t0[s];
    if (tau <= 0)
      continue;
    const real_t w = coef * tau / (tr[s] * tr[s]) * exp(-tau / tr[s]);
    const real_t *M = m + 6 * s;
    const real_t x = px[s], y = py[s], z = pz[s];
    spread(sxx, x, y, z, w * M[0], NY, NX);
    spread(syy, x, y, z, w * M[1], NY, NX);
    spread(szz, x, y, z, w * M[2], NY, NX);
    spread(sxy, x - h, y - h, z, w * M[3], NY, NX);
    spread(sxz, x - h, y, z - h, w * M[4], NY, NX);
    spread(syz, x, y - h, z - h, w * M[5], NY, NX);
  }
}

/* px in [2, NX - 3), py in [2, NY - 3), pz in [2, NZ - 3): uniform, rounded to the run precision, kept
   below the upper bound after rounding. */
int source_positions(const hpcab_init_ctx *ctx)
{
  real_t *v = ctx->arrays[ctx->target];
  const char *axis = ctx->array_names[ctx->target] + 1;
  const char *want = axis[0] == 'x' ? "NX" : axis[0] == 'y' ? "NY" : "NZ";
  int64_t n = -1;
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], want))
      n = ctx->size_values[i];
  if (n < 6)
    return 1;
  for (size_t p = 0; p < ctx->array_counts[ctx->target]; p++) {
    real_t c = (real_t)(2.0 + (double)(ctx->next_u64(ctx->rng) >> 11) * 0x1p-53 * (double)(n - 5));
    if (c >= (real_t)(n - 3))
      c = 2;
    v[p] = c;
  }
  return 0;
}
