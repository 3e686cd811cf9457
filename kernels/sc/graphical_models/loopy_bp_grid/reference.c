/* loopy_bp_grid: the new message to q = (i, j) from its neighbour p in direction d:
 *   m(b) = sum_a unary[p][a] (prod over p's incoming messages msg_in[e][p][a], e != the direction of q seen
 *          from p) pair[a][b], normalized to sum 1 (products in direction order, sums in label order);
 * directions without a neighbour get 1/S. belief[q][b] = unary[q][b] prod_d msg_out[d][q][b], normalized. */
#include "hpcab/kernel.h"

static const int DI[4] = {-1, 1, 0, 0}, DJ[4] = {0, 0, -1, 1}, OPP[4] = {1, 0, 3, 2};

void loopy_bp_grid(real_t *restrict msg_out, real_t *restrict belief, const real_t *restrict msg_in,
                   const real_t *restrict unary, const real_t *restrict pair, int64_t H, int64_t W, int64_t S)
{
  const int64_t plane = H * W * S;
  for (int d = 0; d < 4; d++)
    for (int64_t i = 0; i < H; i++)
      for (int64_t j = 0; j < W; j++) {
        real_t *m = msg_out + d * plane + (i * W + j) * S;
        const int64_t pi = i + DI[d], pj = j + DJ[d];
        if (pi < 0 || pi >= H || pj < 0 || pj >= W) {
          for (int64_t b = 0; b < S; b++)
            m[b] = (real_t)1 / (real_t)S;
          continue;
        }
        const int64_t p = (pi * W + pj) * S;
        real_t total = 0;
        for (int64_t b = 0; b < S; b++)
          m[b] = 0;
        for (int64_t a = 0; a < S; a++) {
          real_t h = unary[p + a];
          for (int e = 0; e < 4; e++)
            if (e != OPP[d])
              h *= msg_in[e * plane + p + a];
          for (int64_t b = 0; b < S; b++)
            m[b] += h * pair[a * S + b];
        }
        for (int64_t b = 0; b < S; b++)
          total += m[b];
        for (int64_t b = 0; b < S; b++)
          m[b] /= total;
      }
  for (int64_t i = 0; i < H; i++)
    for (int64_t j = 0; j < W; j++) {
      const int64_t q = (i * W + j) * S;
      real_t total = 0;
      for (int64_t b = 0; b < S; b++) {
        real_t v = unary[q + b];
        for (int d = 0; d < 4; d++)
          v *= msg_out[d * plane + q + b];
        belief[q + b] = v;
        total += v;
      }
      for (int64_t b = 0; b < S; b++)
        belief[q + b] /= total;
    }
}
