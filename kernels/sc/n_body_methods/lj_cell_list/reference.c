/* lj_cell_list: for every particle i (in index order) and every cell of the 3 x 3 x 3 block around i's cell
 * (periodic; dx, dy, dz = -1, 0, 1 in that order), every particle j != i of that cell (in cell order):
 * d = r_i - r_j (minimum image); if |d|^2 < 6.25: s2 = 1/|d|^2, s6 = s2^3, F_i += 48 s6 (s6 - 1/2) s2 d,
 * energy += 2 s6 (s6 - 1) (half of the pair's 4 s6 (s6 - 1), each pair being seen twice). */
#include "hpcab/kernel.h"

static real_t min_image(real_t d, real_t L)
{
  if (d > L / 2)
    return d - L;
  if (d < -L / 2)
    return d + L;
  return d;
}

static int64_t cell_coord(real_t v, real_t L, int64_t ncs)
{
  int64_t c = (int64_t)(v / L * (real_t)ncs);
  return c < 0 ? 0 : c >= ncs ? ncs - 1 : c;
}

void lj_cell_list(real_t *restrict fx, real_t *restrict fy, real_t *restrict fz, real_t *restrict energy,
                  const real_t *restrict x, const real_t *restrict y, const real_t *restrict z,
                  const int32_t *restrict cell_start, const int32_t *restrict cell_atoms, int64_t NC, int64_t N,
                  int64_t NCS, int64_t NCELL)
{
  (void)NCELL;
  const real_t L = (real_t)(1.1 * (double)NC), rc2 = (real_t)6.25;
  real_t e = 0;
  for (int64_t i = 0; i < N; i++) {
    const int64_t cx = cell_coord(x[i], L, NCS), cy = cell_coord(y[i], L, NCS), cz = cell_coord(z[i], L, NCS);
    real_t sx = 0, sy = 0, sz = 0;
    for (int64_t dx = -1; dx <= 1; dx++)
      for (int64_t dy = -1; dy <= 1; dy++)
        for (int64_t dz = -1; dz <= 1; dz++) {
          const int64_t c = (((cx + dx + NCS) % NCS) * NCS + (cy + dy + NCS) % NCS) * NCS + (cz + dz + NCS) % NCS;
          for (int64_t a = cell_start[c]; a < cell_start[c + 1]; a++) {
            const int64_t j = cell_atoms[a];
            if (j == i)
              continue;
            const real_t ddx = min_image(x[i] - x[j], L), ddy = min_image(y[i] - y[j], L),
                         ddz = min_image(z[i] - z[j], L);
            const real_t r2 = ddx * ddx + ddy * ddy + ddz * ddz;
            if (r2 >= rc2)
              continue;
            const real_t s2 = 1 / r2, s6 = s2 * s2 * s2, f = 48 * s6 * (s6 - (real_t)0.5) * s2;
            sx += f * ddx;
            sy += f * ddy;
            sz += f * ddz;
            e += 2 * s6 * (s6 - 1);
          }
        }
    fx[i] = sx;
    fy[i] = sy;
    fz[i] = sz;
  }
  energy[0] = e;
}

/* ---- custom initializer: particles on a jittered cubic lattice ---------------------------------------
 * NC^3 particles, particle p = (i NC + j) NC + k at ((i, j, k) + 1/2) * 1.1 plus a uniform jitter of at most
 * 0.1 per coordinate (sigma = 1: no two particles closer than 0.9), wrapped into the periodic box [0, L),
 * L = 1.1 NC. Array x takes i, y takes j, z takes k. */
#include "hpcab/rng.h"
#include <stdlib.h>

static inline int64_t lat_size(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], name))
      return ctx->size_values[i];
  return -1;
}

static inline void *lat_array(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->n_arrays; i++)
    if (!strcmp(ctx->array_names[i], name))
      return ctx->arrays[i];
  return NULL;
}

int lattice_positions(const hpcab_init_ctx *ctx)
{
  real_t *v = ctx->arrays[ctx->target];
  const char *name = ctx->array_names[ctx->target];
  const int64_t nc = lat_size(ctx, "NC");
  const int axis = name[0] == 'x' ? 0 : name[0] == 'y' ? 1 : 2;
  if (nc < 1 || (int64_t)ctx->array_counts[ctx->target] != nc * nc * nc)
    return 1;
  const double L = 1.1 * (double)nc;
  for (int64_t p = 0; p < nc * nc * nc; p++) {
    const int64_t idx = axis == 0 ? p / (nc * nc) : axis == 1 ? (p / nc) % nc : p % nc;
    const double u = (double)(ctx->next_u64(ctx->rng) >> 11) * 0x1p-53;
    double c = ((double)idx + 0.5) * 1.1 + 0.1 * (2.0 * u - 1.0);
    if (c >= L)
      c -= L;
    if (c < 0)
      c += L;
    v[p] = (real_t)c;
  }
  return 0;
}

/* The cells of the lattice particles, as the kernel computes them (in the run precision). */
static int lattice_cells(const hpcab_init_ctx *ctx, int32_t *start, int32_t *atoms)
{
  const real_t *x = lat_array(ctx, "x"), *y = lat_array(ctx, "y"), *z = lat_array(ctx, "z");
  const int64_t nc = lat_size(ctx, "NC"), ncs = lat_size(ctx, "NCS"), n = nc * nc * nc, ncell = ncs * ncs * ncs;
  if (!x || !y || !z || ncs < 3)
    return 1;
  const real_t L = (real_t)(1.1 * (double)nc);
  int32_t *s = calloc((size_t)ncell + 1, sizeof *s);
  if (!s)
    return 1;
  for (int pass = 0; pass < 2; pass++) {
    for (int64_t p = 0; p < n; p++) {
      const int64_t c = (cell_coord(x[p], L, ncs) * ncs + cell_coord(y[p], L, ncs)) * ncs + cell_coord(z[p], L, ncs);
      if (pass == 0)
        s[c + 1]++;
      else if (atoms)
        atoms[s[c]++] = (int32_t)p;
    }
    if (pass == 0) {
      for (int64_t c = 0; c < ncell; c++)
        s[c + 1] += s[c];
      if (start)
        memcpy(start, s, sizeof *s * (size_t)(ncell + 1));
    }
  }
  free(s);
  return 0;
}

int lattice_cell_start(const hpcab_init_ctx *ctx)
{
  return lattice_cells(ctx, ctx->arrays[ctx->target], NULL);
}

int lattice_cell_atoms(const hpcab_init_ctx *ctx)
{
  return lattice_cells(ctx, NULL, ctx->arrays[ctx->target]);
}
