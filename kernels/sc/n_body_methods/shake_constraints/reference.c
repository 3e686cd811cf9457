/* shake_constraints: for each molecule, lagr = 0, then NIT sweeps over its bonds b = 0 .. NA-2 in order
 * (atoms a = mol NA + b and a + 1; all in the run precision):
 *   s = r[a] - r[a+1], s0 = r0[a] - r0[a+1], g = (d^2 - s.s) / (2 (w_a + w_b) (s.s0))
 *   r[a] += (g w_a) s0, r[a+1] -= (g w_b) s0, lagr[mol][b] += g
 * dot products summed x, y, z in order. */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"
#include <math.h>
#include <string.h>

void shake_constraints(real_t *restrict r, const real_t *restrict r0, const real_t *restrict d,
                       const real_t *restrict invm, real_t *restrict lagr, int64_t NMOL, int64_t NA, int64_t NIT,
                       int64_t N, int64_t NBOND)
{
  (void)N;
  for (int64_t mol = 0; mol < NMOL; mol++) {
    for (int64_t b = 0; b < NBOND; b++)
      lagr[mol * NBOND + b] = 0;
    for (int64_t it = 0; it < NIT; it++)
      for (int64_t b = 0; b < NBOND; b++) {
        const int64_t a = mol * NA + b;
        real_t *ra = r + 3 * a, *rb = r + 3 * (a + 1);
        const real_t *qa = r0 + 3 * a, *qb = r0 + 3 * (a + 1);
        const real_t s0x = qa[0] - qb[0], s0y = qa[1] - qb[1], s0z = qa[2] - qb[2];
        const real_t sx = ra[0] - rb[0], sy = ra[1] - rb[1], sz = ra[2] - rb[2];
        const real_t dd = d[mol * NBOND + b];
        const real_t wa = invm[a], wb = invm[a + 1];
        const real_t g = (dd * dd - (sx * sx + sy * sy + sz * sz)) / (2 * (wa + wb) * (sx * s0x + sy * s0y + sz * s0z));
        const real_t ga = g * wa, gb = g * wb;
        ra[0] += ga * s0x, ra[1] += ga * s0y, ra[2] += ga * s0z;
        rb[0] -= gb * s0x, rb[1] -= gb * s0y, rb[2] -= gb * s0z;
        lagr[mol * NBOND + b] += g;
      }
  }
}

static int64_t size_of(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], name))
      return ctx->size_values[i];
  return -1;
}

static const real_t *array_of(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->target; i++)
    if (!strcmp(ctx->array_names[i], name))
      return ctx->arrays[i];
  return NULL;
}

static double unif(const hpcab_init_ctx *ctx) /* [-1, 1) */
{
  return (double)(ctx->next_u64(ctx->rng) >> 11) * 0x1p-52 - 1.0;
}

/* r0: each chain starts uniformly in [-10, 10)^3, then steps of length d along uniformly random
   directions (rejection from the unit ball). */
int chain_positions(const hpcab_init_ctx *ctx)
{
  real_t *v = ctx->arrays[ctx->target];
  const real_t *d = array_of(ctx, "d");
  const int64_t nmol = size_of(ctx, "NMOL"), na = size_of(ctx, "NA");
  if (!d || nmol < 0 || na < 2)
    return 1;
  for (int64_t mol = 0; mol < nmol; mol++) {
    double p[3] = {10 * unif(ctx), 10 * unif(ctx), 10 * unif(ctx)};
    for (int64_t b = 0; b < na; b++) {
      if (b > 0) {
        double u[3], n2;
        do {
          u[0] = unif(ctx), u[1] = unif(ctx), u[2] = unif(ctx);
          n2 = u[0] * u[0] + u[1] * u[1] + u[2] * u[2];
        } while (n2 > 1 || n2 < 0.01);
        const double s = (double)d[mol * (na - 1) + b - 1] / sqrt(n2);
        for (int k = 0; k < 3; k++)
          p[k] += s * u[k];
      }
      for (int k = 0; k < 3; k++)
        v[3 * (mol * na + b) + k] = (real_t)p[k];
    }
  }
  return 0;
}

/* r: r0 plus a uniform displacement in [-0.05, 0.05)^3 per atom (an unconstrained step). */
int displaced_positions(const hpcab_init_ctx *ctx)
{
  real_t *v = ctx->arrays[ctx->target];
  const real_t *r0 = array_of(ctx, "r0");
  if (!r0)
    return 1;
  for (size_t i = 0; i < ctx->array_counts[ctx->target]; i++)
    v[i] = (real_t)((double)r0[i] + 0.05 * unif(ctx));
  return 0;
}
