/* triangle_quality: for triangle t with nodes (a, b, c) = tri[t]: e1 = p_b - p_a, e2 = p_c - p_a,
 * area[t] = (e1.x e2.y - e2.x e1.y) / 2; s = |e1|^2 + |e2|^2 + |p_c - p_b|^2;
 * q[t] = 4 sqrt(3) |area[t]| / s, and 0 when s == 0. qmin = min over t of q (1 when NT == 0);
 * ninv = the number of triangles with area < 0. */
#include "hpcab/kernel.h"

void triangle_quality(real_t *restrict q, real_t *restrict area, real_t *restrict qmin, int64_t *restrict ninv,
                      const real_t *restrict x, const real_t *restrict y, const int32_t *restrict tri, int64_t NN,
                      int64_t NT)
{
  (void)NN;
  const real_t c = (real_t)6.92820323027550917; /* 4 sqrt(3) */
  real_t worst = 1;
  int64_t inv = 0;
  for (int64_t t = 0; t < NT; t++) {
    const int32_t a = tri[3 * t], b = tri[3 * t + 1], d = tri[3 * t + 2];
    const real_t e1x = x[b] - x[a], e1y = y[b] - y[a];
    const real_t e2x = x[d] - x[a], e2y = y[d] - y[a];
    const real_t e3x = x[d] - x[b], e3y = y[d] - y[b];
    const real_t A = (e1x * e2y - e2x * e1y) / 2;
    const real_t s = (e1x * e1x + e1y * e1y) + (e2x * e2x + e2y * e2y) + (e3x * e3x + e3y * e3y);
    const real_t qa = s == 0 ? 0 : c * (A < 0 ? -A : A) / s;
    area[t] = A;
    q[t] = qa;
    if (qa < worst)
      worst = qa;
    if (A < 0)
      inv++;
  }
  qmin[0] = worst;
  ninv[0] = inv;
}
