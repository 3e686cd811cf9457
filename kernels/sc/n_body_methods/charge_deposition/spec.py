"""charge_deposition: cloud-in-cell (trilinear) charge deposition of N particles onto a periodic NX x NY x NZ grid, in particle order."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def charge_deposition(rho, px, py, pz, q, N, NX, NY, NZ):
    T = px.dtype.type
    one = T(1)
    wx = np.empty(2, dtype=px.dtype)
    wy = np.empty(2, dtype=px.dtype)
    wz = np.empty(2, dtype=px.dtype)
    rho[:, :, :] = 0
    for p in range(N):
        i = int(px[p])  # positions are >= 0: truncation is floor
        j = int(py[p])
        k = int(pz[p])
        fx = px[p] - T(i)
        fy = py[p] - T(j)
        fz = pz[p] - T(k)
        wx[0] = one - fx
        wx[1] = fx
        wy[0] = one - fy
        wy[1] = fy
        wz[0] = one - fz
        wz[1] = fz
        for c in range(2):
            for b in range(2):
                for a in range(2):
                    ii = (i + a) % NX
                    jj = (j + b) % NY
                    kk = (k + c) % NZ
                    rho[kk, jj, ii] += q[p] * wx[a] * wy[b] * wz[c]
