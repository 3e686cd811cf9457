/* sph_density: q = r / h; W = 1/(pi h^3) (1 - 1.5 q^2 + 0.75 q^3) for q < 1, 1/(pi h^3) 0.25 (2 - q)^3 for
 * 1 <= q < 2, 0 beyond; rho_i = sum over j ascending of m_j W(|r_i - r_j|) (minimum image, unit cube). */
#include "hpcab/kernel.h"
#include <math.h>

static real_t min_image(real_t d)
{
  return d > (real_t)0.5 ? d - 1 : d < (real_t)-0.5 ? d + 1 : d;
}

void sph_density(real_t *restrict rho, const real_t *restrict x, const real_t *restrict y, const real_t *restrict z,
                 const real_t *restrict m, int64_t N, real_t h)
{
  const real_t norm = (real_t)(1.0 / (3.14159265358979323846 * (double)h * (double)h * (double)h));
  const real_t inv_h = 1 / h;
  for (int64_t i = 0; i < N; i++) {
    real_t s = 0;
    for (int64_t j = 0; j < N; j++) {
      const real_t dx = min_image(x[i] - x[j]), dy = min_image(y[i] - y[j]), dz = min_image(z[i] - z[j]);
      const real_t r2 = dx * dx + dy * dy + dz * dz;
      if (r2 >= 4 * h * h)
        continue;
      const real_t qv = (real_t)sqrt((double)r2) * inv_h;
      real_t w;
      if (qv < 1)
        w = 1 - (real_t)1.5 * qv * qv + (real_t)0.75 * qv * qv * qv;
      else
        w = (real_t)0.25 * (2 - qv) * (2 - qv) * (2 - qv);
      s += m[j] * norm * w;
    }
    rho[i] = s;
  }
}
