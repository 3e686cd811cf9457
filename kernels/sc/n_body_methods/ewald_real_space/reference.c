/* ewald_real_space: for i < j (i outer, ascending): d = r_i - r_j (minimum image, L = 1), r = |d|; if r < rc:
 * e = q_i q_j erfc(alpha r) / r; energy += e; g = (e + q_i q_j 2 alpha / sqrt(pi) exp(-alpha^2 r^2)) / r^2;
 * F_i += g d; F_j -= g d. erfc and exp in the run precision (tgmath). */
#include "hpcab/kernel.h"
#include <tgmath.h>

static real_t min_image(real_t d)
{
  return d > (real_t)0.5 ? d - 1 : d < (real_t)-0.5 ? d + 1 : d;
}

void ewald_real_space(real_t *restrict fx, real_t *restrict fy, real_t *restrict fz, real_t *restrict energy,
                      const real_t *restrict x, const real_t *restrict y, const real_t *restrict z,
                      const real_t *restrict q, int64_t N, real_t alpha, real_t rc)
{
  const real_t c = 2 * alpha / sqrt((real_t)3.14159265358979323846);
  real_t e = 0;
  for (int64_t i = 0; i < N; i++)
    fx[i] = fy[i] = fz[i] = 0;
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = i + 1; j < N; j++) {
      const real_t dx = min_image(x[i] - x[j]), dy = min_image(y[i] - y[j]), dz = min_image(z[i] - z[j]);
      const real_t r2 = dx * dx + dy * dy + dz * dz;
      if (r2 >= rc * rc)
        continue;
      const real_t r = sqrt(r2), qq = q[i] * q[j];
      const real_t ep = qq * erfc(alpha * r) / r;
      const real_t g = (ep + qq * c * exp(-alpha * alpha * r2)) / r2;
      e += ep;
      fx[i] += g * dx;
      fy[i] += g * dy;
      fz[i] += g * dz;
      fx[j] -= g * dx;
      fy[j] -= g * dy;
      fz[j] -= g * dz;
    }
  energy[0] = e;
}
