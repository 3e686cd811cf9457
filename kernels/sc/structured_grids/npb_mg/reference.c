/* npb_mg: see kernel.yaml. Neighbourhoods are periodic: index (i + d) mod n. Every 27-point operator
 * sums the centre, faces, edges and corners separately and combines them with its four weights. */
#include "hpcab/kernel.h"

static int64_t wrap(int64_t i, int64_t n)
{
  return i < 0 ? i + n : i >= n ? i - n : i;
}

/* out = w0 centre + w1 faces + w2 edges + w3 corners of x around (i, j, k) on an n^3 periodic grid */
static real_t op27(const real_t *restrict x, int64_t n, int64_t i, int64_t j, int64_t k, const real_t w[4])
{
  real_t s[4] = {0, 0, 0, 0};
  for (int di = -1; di <= 1; di++)
    for (int dj = -1; dj <= 1; dj++)
      for (int dk = -1; dk <= 1; dk++)
        s[(di != 0) + (dj != 0) + (dk != 0)] +=
            x[(wrap(i + di, n) * n + wrap(j + dj, n)) * n + wrap(k + dk, n)];
  return w[0] * s[0] + w[1] * s[1] + w[2] * s[2] + w[3] * s[3];
}

static void residual(real_t *restrict r, const real_t *restrict v, const real_t *restrict u, int64_t n)
{
  static const real_t A[4] = {(real_t)(-8.0 / 3.0), 0, (real_t)(1.0 / 6.0), (real_t)(1.0 / 12.0)};
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 0; j < n; j++)
      for (int64_t k = 0; k < n; k++)
        r[(i * n + j) * n + k] = v[(i * n + j) * n + k] - op27(u, n, i, j, k, A);
}

static const real_t S[4] = {(real_t)(-3.0 / 8.0), (real_t)(1.0 / 32.0), (real_t)(-1.0 / 64.0), 0};

void npb_mg(real_t *restrict u, real_t *restrict r, real_t *restrict rc, real_t *restrict zc, const real_t *restrict v,
            int64_t N, int64_t NC)
{
  static const real_t P[4] = {(real_t)0.5, (real_t)0.25, (real_t)0.125, (real_t)0.0625};
  residual(r, v, u, N);
  for (int64_t i = 0; i < NC; i++)
    for (int64_t j = 0; j < NC; j++)
      for (int64_t k = 0; k < NC; k++)
        rc[(i * NC + j) * NC + k] = op27(r, N, 2 * i, 2 * j, 2 * k, P);
  for (int64_t i = 0; i < NC; i++)
    for (int64_t j = 0; j < NC; j++)
      for (int64_t k = 0; k < NC; k++)
        zc[(i * NC + j) * NC + k] = op27(rc, NC, i, j, k, S);
  /* trilinear prolongation: the fine point 2I + d (d in {0,1}^3) gets the mean of the coarse points
     I + e over e <= d componentwise (1, 2, 4 or 8 of them) */
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++)
      for (int64_t k = 0; k < N; k++) {
        int64_t I = i / 2, J = j / 2, K = k / 2;
        int di = (int)(i & 1), dj = (int)(j & 1), dk = (int)(k & 1);
        real_t s = 0;
        for (int a = 0; a <= di; a++)
          for (int b = 0; b <= dj; b++)
            for (int c = 0; c <= dk; c++)
              s += zc[(wrap(I + a, NC) * NC + wrap(J + b, NC)) * NC + wrap(K + c, NC)];
        u[(i * N + j) * N + k] += s / (real_t)(1 << (di + dj + dk));
      }
  residual(r, v, u, N);
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < N; j++)
      for (int64_t k = 0; k < N; k++)
        u[(i * N + j) * N + k] += op27(r, N, i, j, k, S);
}
