"""lbm_d2q9: one Lattice-Boltzmann D2Q9 BGK step: per cell, rho = sum_q f_q, u = sum_q f_q c_q / rho,
feq_q = w_q rho (1 + 3 c_q.u + 4.5 (c_q.u)^2 - 1.5 u.u), and f_q - (f_q - feq_q) / tau streamed to the cell
(y + cy_q, x + cx_q) (periodic) of fout[q]; rho, ux, uy are the cell's moments."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

CX = (0, 1, 0, -1, 0, 1, -1, -1, 1)
CY = (0, 0, 1, 0, -1, 1, 1, -1, -1)


def lbm_d2q9(fout, rho, ux, uy, fin, NY, NX, tau):
    # the C's real_t constants, in the arrays' precision: W = 4/9, 1/9 (x4), 1/36 (x4) divided as real_t
    k = np.empty(8, dtype=fin.dtype)
    k[0] = 4
    k[1] = 9
    k[2] = 36
    k[3] = 1
    k[4] = 3
    k[5] = 4.5
    k[6] = 1.5
    k[7] = tau
    W = np.empty(9, dtype=fin.dtype)
    W[0] = k[0] / k[1]
    for q in range(1, 5):
        W[q] = k[3] / k[1]
    for q in range(5, 9):
        W[q] = k[3] / k[2]
    cxr = np.empty(9, dtype=fin.dtype)
    cyr = np.empty(9, dtype=fin.dtype)
    for q in range(9):
        cxr[q] = CX[q]
        cyr[q] = CY[q]
    one, three, c45, c15, t = k[3], k[4], k[5], k[6], k[7]
    for y in prange(NY):
        f = np.empty(9, dtype=fin.dtype)
        for x in range(NX):
            r = one - one
            mx = one - one
            my = one - one
            for q in range(9):
                f[q] = fin[q, y, x]
                r += f[q]
                mx += f[q] * cxr[q]
                my += f[q] * cyr[q]
            vx = mx / r
            vy = my / r
            uu = vx * vx + vy * vy
            rho[y, x] = r
            ux[y, x] = vx
            uy[y, x] = vy
            for q in range(9):
                cu = cxr[q] * vx + cyr[q] * vy
                feq = W[q] * r * (one + three * cu + c45 * cu * cu - c15 * uu)
                yd = (y + CY[q] + NY) % NY
                xd = (x + CX[q] + NX) % NX
                fout[q, yd, xd] = f[q] - (f[q] - feq) / t
