/* conv3d_softmax_maxpool: KernelBench's Conv3d_Softmax_MaxPool_MaxPool with one pool.
 * 1. Z[n][o][z][y][x] = bias[o] + sum over c, a, i, j (3 x 3 x 3) of X[n][c][z + a][y + i][x + j]
 *    Wt[o][c][a][i][j] in acc_t (stride 1, no padding, OS = S3 - 2), stored into P (real_t).
 * 2. At each voxel, softmax over the CO channels, in place in P: m = max_o Z, e_o = exp(Z - m),
 *    P[n][o][voxel] = e_o / sum_o e_o (each Z read back before it is overwritten).
 * 3. Y[n][o][pz][py][px] = max of P over the 2 x 2 x 2 block at (2 pz, 2 py, 2 px) (PS = OS / 2, floored:
 *    an odd last plane, row or column of P is left out). */
#include "hpcab/kernel.h"

void conv3d_softmax_maxpool(real_t *restrict Y, real_t *restrict P, const real_t *restrict X,
                            const real_t *restrict Wt, const real_t *restrict bias, int64_t B, int64_t CI, int64_t CO,
                            int64_t S3, int64_t OS, int64_t PS)
{
  const int64_t V = OS * OS * OS;
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t z = 0; z < OS; z++)
        for (int64_t y = 0; y < OS; y++)
          for (int64_t x = 0; x < OS; x++) {
            acc_t s = HPCAB_LD(bias[o]);
            for (int64_t c = 0; c < CI; c++)
              for (int64_t a = 0; a < 3; a++)
                for (int64_t i = 0; i < 3; i++)
                  for (int64_t j = 0; j < 3; j++)
                    s += HPCAB_LD(X[(((n * CI + c) * S3 + z + a) * S3 + y + i) * S3 + x + j]) *
                         HPCAB_LD(Wt[(((o * CI + c) * 3 + a) * 3 + i) * 3 + j]);
            P[(((n * CO + o) * OS + z) * OS + y) * OS + x] = HPCAB_ST(s);
          }
  for (int64_t n = 0; n < B; n++)
    for (int64_t v = 0; v < V; v++) {
      real_t *p = P + n * CO * V + v;
      acc_t m = HPCAB_LD(p[0]);
      for (int64_t o = 1; o < CO; o++)
        if (HPCAB_LD(p[o * V]) > m)
          m = HPCAB_LD(p[o * V]);
      acc_t t = 0;
      for (int64_t o = 0; o < CO; o++)
        t += HPCAB_EXP(HPCAB_LD(p[o * V]) - m);
      for (int64_t o = 0; o < CO; o++)
        p[o * V] = HPCAB_ST(HPCAB_EXP(HPCAB_LD(p[o * V]) - m) / t);
    }
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++) {
      const real_t *p = P + (n * CO + o) * V;
      for (int64_t z = 0; z < PS; z++)
        for (int64_t y = 0; y < PS; y++)
          for (int64_t x = 0; x < PS; x++) {
            acc_t m = HPCAB_LD(p[((2 * z) * OS + 2 * y) * OS + 2 * x]);
            for (int64_t a = 0; a < 2; a++)
              for (int64_t i = 0; i < 2; i++)
                for (int64_t j = 0; j < 2; j++) {
                  const acc_t q = HPCAB_LD(p[((2 * z + a) * OS + 2 * y + i) * OS + 2 * x + j]);
                  if (q > m)
                    m = q;
                }
            Y[(((n * CO + o) * PS + z) * PS + y) * PS + x] = HPCAB_ST(m);
          }
    }
}
