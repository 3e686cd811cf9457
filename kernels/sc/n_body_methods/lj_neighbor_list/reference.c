/* lj_neighbor_list: for i ascending, k < numneigh[i]: j = neigh[i][k]; d = r_i - r_j (minimum image);
 * if |d|^2 < 6.25: s2 = 1/|d|^2, s6 = s2^3, f = 48 s6 (s6 - 1/2) s2; F_i += f d; F_j -= f d;
 * energy += 4 s6 (s6 - 1). */
#include "hpcab/kernel.h"

static real_t min_image(real_t d, real_t L)
{
  if (d > L / 2)
    return d - L;
  if (d < -L / 2)
    return d + L;
  return d;
}

void lj_neighbor_list(real_t *restrict fx, real_t *restrict fy, real_t *restrict fz, real_t *restrict energy,
                      const real_t *restrict x, const real_t *restrict y, const real_t *restrict z,
                      const int32_t *restrict numneigh, const int32_t *restrict neigh, int64_t NC, int64_t N,
                      int64_t MAXNB)
{
  const real_t L = (real_t)(1.1 * (double)NC), rc2 = (real_t)6.25;
  real_t e = 0;
  for (int64_t i = 0; i < N; i++)
    fx[i] = fy[i] = fz[i] = 0;
  for (int64_t i = 0; i < N; i++)
    for (int64_t k = 0; k < numneigh[i]; k++) {
      const int64_t j = neigh[i * MAXNB + k];
      const real_t dx = min_image(x[i] - x[j], L), dy = min_image(y[i] - y[j], L), dz = min_image(z[i] - z[j], L);
      const real_t r2 = dx * dx + dy * dy + dz * dz;
      if (r2 >= rc2)
        continue;
      const real_t s2 = 1 / r2, s6 = s2 * s2 * s2, f = 48 * s6 * (s6 - (real_t)0.5) * s2;
      fx[i] += f * dx;
      fy[i] += f * dy;
      fz[i] += f * dz;
      fx[j] -= f * dx;
      fy[j] -= f * dy;
      fz[j] -= f * dz;
      e += 4 * s6 * (s6 - 1);
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

/* The half list: every j > i within 2.8 (cutoff + skin) of i, minimum image, ascending; counts into cnt
   and (when list is not NULL) the indices into list[i][.]. Binned when the box holds 3 bins a side. */
static int half_list(const hpcab_init_ctx *ctx, int32_t *cnt, int32_t *list)
{
  const real_t *x = lat_array(ctx, "x"), *y = lat_array(ctx, "y"), *z = lat_array(ctx, "z");
  const int64_t nc = lat_size(ctx, "NC"), maxnb = lat_size(ctx, "MAXNB"), n = nc * nc * nc;
  if (!x || !y || !z || nc < 1 || maxnb < 1)
    return 1;
  const double L = 1.1 * (double)nc, cut2 = 2.8 * 2.8;
  int64_t nb = (int64_t)(L / 2.8);
  if (nb < 3)
    nb = 1;
  int64_t *head = malloc(sizeof *head * (size_t)(nb * nb * nb)), *next = malloc(sizeof *next * (size_t)n);
  if (!head || !next) {
    free(head);
    free(next);
    return 1;
  }
  for (int64_t b = 0; b < nb * nb * nb; b++)
    head[b] = -1;
#define BIN(v) ((int64_t)((double)(v) / L * (double)nb) % nb)
  for (int64_t p = n - 1; p >= 0; p--) {
    const int64_t b = (BIN(x[p]) * nb + BIN(y[p])) * nb + BIN(z[p]);
    next[p] = head[b];
    head[b] = p;
  }
  int rc = 0;
  for (int64_t i = 0; i < n && !rc; i++) {
    int32_t found[512];
    int64_t m = 0;
    const int64_t bx = BIN(x[i]), by = BIN(y[i]), bz = BIN(z[i]), span = nb >= 3 ? 1 : 0;
    for (int64_t dx = -span; dx <= span; dx++)
      for (int64_t dy = -span; dy <= span; dy++)
        for (int64_t dz = -span; dz <= span; dz++) {
          const int64_t b = (((bx + dx + nb) % nb) * nb + (by + dy + nb) % nb) * nb + (bz + dz + nb) % nb;
          for (int64_t j = head[b]; j >= 0; j = next[j]) {
            if (j <= i)
              continue;
            double d[3] = {(double)x[i] - (double)x[j], (double)y[i] - (double)y[j], (double)z[i] - (double)z[j]};
            double r2 = 0;
            for (int a = 0; a < 3; a++) {
              if (d[a] > L / 2) d[a] -= L;
              if (d[a] < -L / 2) d[a] += L;
              r2 += d[a] * d[a];
            }
            if (r2 < cut2) {
              if (m == 512) {
                rc = 1;
                break;
              }
              found[m++] = (int32_t)j;
            }
          }
        }
    if (m > maxnb)
      rc = 1;
    for (int64_t a = 1; a < m; a++) /* insertion sort: ascending */
      for (int64_t b = a; b > 0 && found[b - 1] > found[b]; b--) {
        int32_t t = found[b];
        found[b] = found[b - 1];
        found[b - 1] = t;
      }
    if (cnt)
      cnt[i] = (int32_t)m;
    if (list && !rc)
      for (int64_t k = 0; k < maxnb; k++)
        list[i * maxnb + k] = k < m ? found[k] : 0;
  }
#undef BIN
  free(head);
  free(next);
  return rc;
}

int half_list_counts(const hpcab_init_ctx *ctx)
{
  return half_list(ctx, ctx->arrays[ctx->target], NULL);
}

int half_list_pairs(const hpcab_init_ctx *ctx)
{
  return half_list(ctx, NULL, ctx->arrays[ctx->target]);
}
