/* fem_p1_mass: y = 0; per triangle (v0, v1, v2) = tri[t] in order: 2A = (x1 - x0)(y2 - y0) - (x2 - x0)(y1 - y0),
 * m = |2A| / 24 (= |A|/12); for i = 0..2: s = sum over j = 0..2 (in order) of c_ij u[v_j], c_ij = 2m when
 * i == j else m; y[v_i] += s. */
#include "hpcab/kernel.h"

void fem_p1_mass(real_t *restrict y, const real_t *restrict u, const real_t *restrict px, const real_t *restrict py,
                 const int32_t *restrict tri, int64_t NN, int64_t NT)
{
  for (int64_t n = 0; n < NN; n++)
    y[n] = 0;
  for (int64_t t = 0; t < NT; t++) {
    const int32_t v0 = tri[3 * t], v1 = tri[3 * t + 1], v2 = tri[3 * t + 2];
    const int32_t v[3] = {v0, v1, v2};
    const real_t twoA = (px[v1] - px[v0]) * (py[v2] - py[v0]) - (px[v2] - px[v0]) * (py[v1] - py[v0]);
    const real_t m = (twoA < 0 ? -twoA : twoA) / 24;
    for (int i = 0; i < 3; i++) {
      real_t s = 0;
      for (int j = 0; j < 3; j++) {
        const real_t c = i == j ? 2 * m : m;
        s += c * u[v[j]];
      }
      y[v[i]] += s;
    }
  }
}
