/* bead_spring_verlet, per step: v += f dt/2; x += v dt; forces; v += f dt/2 (unit masses).
 * Forces (zeroed, then accumulated chain by chain; in a chain the bonds b = 0 .. NB-2, then the angles
 * m = 1 .. NB-2; epot summed in the same order, from 0, in the last step only):
 *   bond (a = b, c = b+1): d = p_a - p_c, r = |d|, e = kb (r - 1)^2, g = -2 kb (r - 1) / r; f_a += g d, f_c -= g d
 *   angle (a = m-1, o = m, c = m+1): d1 = p_a - p_o, d2 = p_c - p_o, r1 = |d1|, r2 = |d2|, s = 1 / (r1 r2),
 *     cs = (d1 . d2) s, e = ka (1 + cs); f_a += -ka (s d2 - cs d1 / r1^2), f_c += -ka (s d1 - cs d2 / r2^2),
 *     f_o -= both. sqrt in the run precision (tgmath). */
#include "hpcab/kernel.h"
#include <tgmath.h>

static real_t forces(const real_t *restrict x, const real_t *restrict y, const real_t *restrict z, real_t *restrict fx,
                     real_t *restrict fy, real_t *restrict fz, int64_t NCH, int64_t NB, real_t kb, real_t ka)
{
  real_t e = 0;
  for (int64_t i = 0; i < NCH * NB; i++)
    fx[i] = fy[i] = fz[i] = 0;
  for (int64_t c = 0; c < NCH; c++) {
    const int64_t o = c * NB;
    for (int64_t b = 0; b < NB - 1; b++) {
      const int64_t i = o + b, j = i + 1;
      const real_t dx = x[i] - x[j], dy = y[i] - y[j], dz = z[i] - z[j];
      const real_t r = sqrt(dx * dx + dy * dy + dz * dz), dr = r - 1;
      e += kb * dr * dr;
      const real_t g = -2 * kb * dr / r;
      fx[i] += g * dx;
      fy[i] += g * dy;
      fz[i] += g * dz;
      fx[j] -= g * dx;
      fy[j] -= g * dy;
      fz[j] -= g * dz;
    }
    for (int64_t m = 1; m < NB - 1; m++) {
      const int64_t a = o + m - 1, k = o + m, cc = o + m + 1;
      const real_t d1x = x[a] - x[k], d1y = y[a] - y[k], d1z = z[a] - z[k];
      const real_t d2x = x[cc] - x[k], d2y = y[cc] - y[k], d2z = z[cc] - z[k];
      const real_t r1s = d1x * d1x + d1y * d1y + d1z * d1z, r2s = d2x * d2x + d2y * d2y + d2z * d2z;
      const real_t s = 1 / sqrt(r1s * r2s);
      const real_t cs = (d1x * d2x + d1y * d2y + d1z * d2z) * s;
      e += ka * (1 + cs);
      const real_t c1 = cs / r1s, c2 = cs / r2s;
      const real_t ax = -ka * (s * d2x - c1 * d1x), ay = -ka * (s * d2y - c1 * d1y), az = -ka * (s * d2z - c1 * d1z);
      const real_t cx = -ka * (s * d1x - c2 * d2x), cy = -ka * (s * d1y - c2 * d2y), cz = -ka * (s * d1z - c2 * d2z);
      fx[a] += ax;
      fy[a] += ay;
      fz[a] += az;
      fx[cc] += cx;
      fy[cc] += cy;
      fz[cc] += cz;
      fx[k] -= ax + cx;
      fy[k] -= ay + cy;
      fz[k] -= az + cz;
    }
  }
  return e;
}

void bead_spring_verlet(real_t *restrict x, real_t *restrict y, real_t *restrict z, real_t *restrict vx,
                        real_t *restrict vy, real_t *restrict vz, real_t *restrict fx, real_t *restrict fy,
                        real_t *restrict fz, real_t *restrict epot, int64_t NT, int64_t NCH, int64_t NB, real_t kb,
                        real_t ka, real_t dt)
{
  const real_t h = dt / 2;
  const int64_t n = NCH * NB;
  real_t e = 0;
  for (int64_t t = 0; t < NT; t++) {
    for (int64_t i = 0; i < n; i++) {
      vx[i] += h * fx[i];
      vy[i] += h * fy[i];
      vz[i] += h * fz[i];
      x[i] += dt * vx[i];
      y[i] += dt * vy[i];
      z[i] += dt * vz[i];
    }
    e = forces(x, y, z, fx, fy, fz, NCH, NB, kb, ka);
    for (int64_t i = 0; i < n; i++) {
      vx[i] += h * fx[i];
      vy[i] += h * fy[i];
      vz[i] += h * fz[i];
    }
  }
  epot[0] = e;
}
