"""elastic_vs_3d_4th: one 3-D velocity-stress elastic step on a staggered grid, fourth order in space
(Graves 1996): velocities from the stresses, then the stresses from the new velocities (interior)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

C1 = 1.125
C2 = -1.0 / 24.0


def elastic_vs_3d_4th(vx, vy, vz, sxx, syy, szz, sxy, sxz, syz, buoy, lam, mu, NZ, NY, NX, r):
    for k in prange(2, NZ - 2):
        for j in range(2, NY - 2):
            for i in range(2, NX - 2):
                rb = r * buoy[k, j, i]
                dxx = C1 * (sxx[k, j, i + 1] - sxx[k, j, i]) + C2 * (sxx[k, j, i + 2] - sxx[k, j, i - 1])
                dxy_y = C1 * (sxy[k, j, i] - sxy[k, j - 1, i]) + C2 * (sxy[k, j + 1, i] - sxy[k, j - 2, i])
                dxz_z = C1 * (sxz[k, j, i] - sxz[k - 1, j, i]) + C2 * (sxz[k + 1, j, i] - sxz[k - 2, j, i])
                vx[k, j, i] += rb * (dxx + dxy_y + dxz_z)
                dxy_x = C1 * (sxy[k, j, i] - sxy[k, j, i - 1]) + C2 * (sxy[k, j, i + 1] - sxy[k, j, i - 2])
                dyy = C1 * (syy[k, j + 1, i] - syy[k, j, i]) + C2 * (syy[k, j + 2, i] - syy[k, j - 1, i])
                dyz_z = C1 * (syz[k, j, i] - syz[k - 1, j, i]) + C2 * (syz[k + 1, j, i] - syz[k - 2, j, i])
                vy[k, j, i] += rb * (dxy_x + dyy + dyz_z)
                dxz_x = C1 * (sxz[k, j, i] - sxz[k, j, i - 1]) + C2 * (sxz[k, j, i + 1] - sxz[k, j, i - 2])
                dyz_y = C1 * (syz[k, j, i] - syz[k, j - 1, i]) + C2 * (syz[k, j + 1, i] - syz[k, j - 2, i])
                dzz = C1 * (szz[k + 1, j, i] - szz[k, j, i]) + C2 * (szz[k + 2, j, i] - szz[k - 1, j, i])
                vz[k, j, i] += rb * (dxz_x + dyz_y + dzz)
    for k in prange(2, NZ - 2):
        for j in range(2, NY - 2):
            for i in range(2, NX - 2):
                ex = C1 * (vx[k, j, i] - vx[k, j, i - 1]) + C2 * (vx[k, j, i + 1] - vx[k, j, i - 2])
                ey = C1 * (vy[k, j, i] - vy[k, j - 1, i]) + C2 * (vy[k, j + 1, i] - vy[k, j - 2, i])
                ez = C1 * (vz[k, j, i] - vz[k - 1, j, i]) + C2 * (vz[k + 1, j, i] - vz[k - 2, j, i])
                l = lam[k, j, i]
                m2 = l + 2 * mu[k, j, i]
                rm = r * mu[k, j, i]
                sxx[k, j, i] += r * (m2 * ex + l * (ey + ez))
                syy[k, j, i] += r * (m2 * ey + l * (ex + ez))
                szz[k, j, i] += r * (m2 * ez + l * (ex + ey))
                vx_y = C1 * (vx[k, j + 1, i] - vx[k, j, i]) + C2 * (vx[k, j + 2, i] - vx[k, j - 1, i])
                vy_x = C1 * (vy[k, j, i + 1] - vy[k, j, i]) + C2 * (vy[k, j, i + 2] - vy[k, j, i - 1])
                sxy[k, j, i] += rm * (vx_y + vy_x)
                vx_z = C1 * (vx[k + 1, j, i] - vx[k, j, i]) + C2 * (vx[k + 2, j, i] - vx[k - 1, j, i])
                vz_x = C1 * (vz[k, j, i + 1] - vz[k, j, i]) + C2 * (vz[k, j, i + 2] - vz[k, j, i - 1])
                sxz[k, j, i] += rm * (vx_z + vz_x)
                vy_z = C1 * (vy[k + 1, j, i] - vy[k, j, i]) + C2 * (vy[k + 2, j, i] - vy[k - 1, j, i])
                vz_y = C1 * (vz[k, j + 1, i] - vz[k, j, i]) + C2 * (vz[k, j + 2, i] - vz[k, j - 1, i])
                syz[k, j, i] += rm * (vy_z + vz_y)
