/* adi (PolyBench/C 4.2). a = -mul1/2, b = 1 + mul1, c = a, d = -mul2/2, e = 1 + mul2, f = d with
 * mul1 = B1 DT / DX^2, mul2 = B2 DT / DY^2. Per step, for i = 1 .. N-2:
 *   column sweep: v[0][i] = 1; p[i][0] = 0; q[i][0] = v[0][i];
 *     p[i][j] = -c / (a p[i][j-1] + b),
 *     q[i][j] = (-d u[j][i-1] + (1 + 2d) u[j][i] - f u[j][i+1] - a q[i][j-1]) / (a p[i][j-1] + b);
 *     v[N-1][i] = 1; v[j][i] = p[i][j] v[j+1][i] + q[i][j] (j descending);
 *   row sweep (after all columns): the same with (d, e, f) and (a, c) swapped, v transposed, into u. */
#include "hpcab/kernel.h"

void adi(real_t *restrict u, real_t *restrict v, real_t *restrict p, real_t *restrict q, int64_t TSTEPS, int64_t N)
{
  const real_t DX = (real_t)1.0 / (real_t)N, DY = (real_t)1.0 / (real_t)N, DT = (real_t)1.0 / (real_t)TSTEPS;
  const real_t B1 = 2, B2 = 1;
  const real_t mul1 = B1 * DT / (DX * DX), mul2 = B2 * DT / (DY * DY);
  const real_t a = -mul1 / (real_t)2.0, b = (real_t)1.0 + mul1, c = a;
  const real_t d = -mul2 / (real_t)2.0, e = (real_t)1.0 + mul2, f = d;
  for (int64_t t = 1; t <= TSTEPS; t++) {
    for (int64_t i = 1; i < N - 1; i++) {
      v[i] = 1;
      p[i * N] = 0;
      q[i * N] = v[i];
      for (int64_t j = 1; j < N - 1; j++) {
        p[i * N + j] = -c / (a * p[i * N + j - 1] + b);
        q[i * N + j] = (-d * u[j * N + i - 1] + ((real_t)1.0 + (real_t)2.0 * d) * u[j * N + i] - f * u[j * N + i + 1] -
                        a * q[i * N + j - 1]) /
                       (a * p[i * N + j - 1] + b);
      }
      v[(N - 1) * N + i] = 1;
      for (int64_t j = N - 2; j >= 1; j--)
        v[j * N + i] = p[i * N + j] * v[(j + 1) * N + i] + q[i * N + j];
    }
    for (int64_t i = 1; i < N - 1; i++) {
      u[i * N] = 1;
      p[i * N] = 0;
      q[i * N] = u[i * N];
      for (int64_t j = 1; j < N - 1; j++) {
        p[i * N + j] = -f / (d * p[i * N + j - 1] + e);
        q[i * N + j] = (-a * v[(i - 1) * N + j] + ((real_t)1.0 + (real_t)2.0 * a) * v[i * N + j] - c * v[(i + 1) * N + j] -
                        d * q[i * N + j - 1]) /
                       (d * p[i * N + j - 1] + e);
      }
      u[i * N + N - 1] = 1;
      for (int64_t j = N - 2; j >= 1; j--)
        u[i * N + j] = p[i * N + j] * u[i * N + j + 1] + q[i * N + j];
    }
  }
}
