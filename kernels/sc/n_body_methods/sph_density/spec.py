"""sph_density: the SPH density summation with the M4 cubic-spline kernel in 3-D, periodic unit cube (minimum
image): q = r / h; W = 1/(pi h^3) (1 - 1.5 q^2 + 0.75 q^3) for q < 1, 1/(pi h^3) 0.25 (2 - q)^3 for 1 <= q < 2,
0 beyond; rho_i = sum over j ascending of m_j W(|r_i - r_j|)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def min_image(d):
    if d > 0.5:
        return d - 1
    if d < -0.5:
        return d + 1
    return d


def sph_density(rho, x, y, z, m, N, h):
    real = x.dtype.type
    h = real(h)
    hd = float(h)
    norm = real(1.0 / (3.14159265358979323846 * hd * hd * hd))
    inv_h = real(1) / h
    for i in prange(N):
        s = real(0)
        for j in range(N):
            dx = real(min_image(x[i] - x[j]))
            dy = real(min_image(y[i] - y[j]))
            dz = real(min_image(z[i] - z[j]))
            r2 = dx * dx + dy * dy + dz * dz
            if r2 >= real(4) * h * h:
                continue
            qv = real(math.sqrt(float(r2))) * inv_h
            if qv < 1:
                w = real(1) - real(1.5) * qv * qv + real(0.75) * qv * qv * qv
            else:
                w = real(0.25) * (real(2) - qv) * (real(2) - qv) * (real(2) - qv)
            s += m[j] * norm * w
        rho[i] = s
