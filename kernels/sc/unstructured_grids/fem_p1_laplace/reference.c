/* fem_p1_laplace: y = 0; per triangle (v0, v1, v2) in order: 2A = (x1 - x0)(y2 - y0) - (x2 - x0)(y1 - y0);
 * b_i = (y_j - y_k) / 2A, c_i = (x_k - x_j) / 2A for (i, j, k) cyclic; K_e[i][j] = A (b_i b_j + c_i c_j);
 * y[v_i] += sum_j K_e[i][j] u[v_j]. */
#include "hpcab/kernel.h"

void fem_p1_laplace(real_t *restrict y, const real_t *restrict u, const real_t *restrict x, const real_t *restrict yc,
                    const int32_t *restrict tri, int64_t NXC, int64_t NYC, int64_t NN, int64_t NT)
{
  (void)NXC;
  (void)NYC;
  for (int64_t n = 0; n < NN; n++)
    y[n] = 0;
  for (int64_t e = 0; e < NT; e++) {
    const int32_t v[3] = {tri[3 * e], tri[3 * e + 1], tri[3 * e + 2]};
    const real_t twoA = (x[v[1]] - x[v[0]]) * (yc[v[2]] - yc[v[0]]) - (x[v[2]] - x[v[0]]) * (yc[v[1]] - yc[v[0]]);
    real_t b[3], c[3];
    for (int i = 0; i < 3; i++) {
      const int j = (i + 1) % 3, k = (i + 2) % 3;
      b[i] = (yc[v[j]] - yc[v[k]]) / twoA;
      c[i] = (x[v[k]] - x[v[j]]) / twoA;
    }
    const real_t A = twoA / 2;
    for (int i = 0; i < 3; i++) {
      real_t s = 0;
      for (int j = 0; j < 3; j++)
        s += A * (b[i] * b[j] + c[i] * c[j]) * u[v[j]];
      y[v[i]] += s;
    }
  }
}

/* ---- custom initializers: an unstructured triangle mesh ---------------------------------------------
 * A jittered NXC x NYC grid of unit cells (node (i, j) at (i, j) plus up to +-0.2 per coordinate), each cell
 * cut into two counterclockwise triangles; nodes and triangles are numbered by fixed affine permutations
 * g -> (a g + b) mod n (a coprime with n, from n alone), so that neighbours have scattered numbers as in an
 * unstructured mesh. mesh_coords fills x or y (by the array's name), mesh_triangles fills tri[NT][3]. */
#include "hpcab/rng.h"

static inline int64_t mesh_gcd(int64_t a, int64_t b)
{
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static inline int64_t mesh_perm(int64_t g, int64_t n)
{
  int64_t a = (int64_t)(0.6180339887 * (double)n) | 1;
  while (mesh_gcd(a, n) != 1)
    a += 2;
  return (a * g + n / 3) % n; /* a g < n^2 fits: meshes stay below 2^31 nodes */
}

static inline int64_t mesh_size(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], name))
      return ctx->size_values[i];
  return -1;
}

int mesh_coords(const hpcab_init_ctx *ctx)
{
  real_t *v = ctx->arrays[ctx->target];
  const int is_y = ctx->array_names[ctx->target][0] == 'y';
  const int64_t nxc = mesh_size(ctx, "NXC"), nyc = mesh_size(ctx, "NYC"), nn = (nxc + 1) * (nyc + 1);
  if (nxc < 1 || nyc < 1 || (int64_t)ctx->array_counts[ctx->target] != nn)
    return 1;
  for (int64_t g = 0; g < nn; g++) {
    const int64_t i = g % (nxc + 1), j = g / (nxc + 1);
    const double u = (double)(ctx->next_u64(ctx->rng) >> 11) * 0x1p-53;
    v[mesh_perm(g, nn)] = (real_t)((double)(is_y ? j : i) + 0.4 * u - 0.2);
  }
  return 0;
}

/* The triangles of every cell: the cell's diagonal (g00-g11 or g10-g01), the order of the triangles
   (a random affine permutation of 0..NT-1) and each triangle's first vertex (a rotation, keeping it
   counterclockwise) come from the array's stream, so every draw and every timed round has another
   triangulation of the same nodes (no memo keyed on the connectivity can answer). */
int mesh_triangles(const hpcab_init_ctx *ctx)
{
  int32_t *tri = ctx->arrays[ctx->target];
  const int64_t nxc = mesh_size(ctx, "NXC"), nyc = mesh_size(ctx, "NYC"), nn = (nxc + 1) * (nyc + 1);
  const int64_t nt = 2 * nxc * nyc;
  if (nxc < 1 || nyc < 1 || (int64_t)ctx->array_counts[ctx->target] != 3 * nt)
    return 1;
  int64_t mult = (int64_t)(ctx->next_u64(ctx->rng) % (uint64_t)nt) | 1;
  while (mesh_gcd(mult, nt) != 1)
    mult += 2;
  const int64_t shift = (int64_t)(ctx->next_u64(ctx->rng) % (uint64_t)nt);
  for (int64_t j = 0; j < nyc; j++)
    for (int64_t i = 0; i < nxc; i++) {
      const int64_t g00 = j * (nxc + 1) + i, g10 = g00 + 1, g01 = g00 + nxc + 1, g11 = g01 + 1;
      const int64_t e = 2 * (j * nxc + i);
      const uint64_t bits = ctx->next_u64(ctx->rng);
      const int64_t along_g00_g11[2][3] = {{g00, g10, g11}, {g00, g11, g01}};
      const int64_t along_g10_g01[2][3] = {{g00, g10, g01}, {g10, g11, g01}};
      const int64_t(*v)[3] = (bits & 1) ? along_g00_g11 : along_g10_g01;
      for (int t = 0; t < 2; t++) {
        int32_t *out = tri + 3 * ((mult * (e + t) + shift) % nt);
        const int rot = (int)((bits >> (1 + 2 * t)) % 3);
        for (int c = 0; c < 3; c++)
          out[c] = (int32_t)mesh_perm(v[t][(c + rot) % 3], nn);
      }
    }
  return 0;
}
