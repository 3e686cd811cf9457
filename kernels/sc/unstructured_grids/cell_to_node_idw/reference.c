/* cell_to_node_idw: unode = wsum = 0; per triangle t = (v0, v1, v2) in order: cx = (x0 + x1 + x2) / 3,
 * cy = (y0 + y1 + y2) / 3; for i = 0..2: dx = x_i - cx, dy = y_i - cy, w = 1 / (dx dx + dy dy + eps);
 * unode[v_i] += w q[t], wsum[v_i] += w. Then unode[n] = unode[n] / wsum[n] where wsum[n] > 0, else 0. */
#include "hpcab/kernel.h"

void cell_to_node_idw(real_t *restrict unode, real_t *restrict wsum, const real_t *restrict q,
                      const real_t *restrict px, const real_t *restrict py, const int32_t *restrict tri, int64_t NN,
                      int64_t NT, real_t eps)
{
  for (int64_t n = 0; n < NN; n++) {
    unode[n] = 0;
    wsum[n] = 0;
  }
  for (int64_t t = 0; t < NT; t++) {
    const int32_t v0 = tri[3 * t], v1 = tri[3 * t + 1], v2 = tri[3 * t + 2];
    const real_t cx = (px[v0] + px[v1] + px[v2]) / 3, cy = (py[v0] + py[v1] + py[v2]) / 3;
    for (int i = 0; i < 3; i++) {
      const int32_t v = tri[3 * t + i];
      const real_t dx = px[v] - cx, dy = py[v] - cy;
      const real_t w = 1 / (dx * dx + dy * dy + eps);
      unode[v] += w * q[t];
      wsum[v] += w;
    }
  }
  for (int64_t n = 0; n < NN; n++)
    unode[n] = wsum[n] > 0 ? unode[n] / wsum[n] : 0;
}
