"""lj_cell_list: Lennard-Jones forces and energy with cell lists in the periodic box of side L = 1.1 NC: for every
particle i (in index order), the 27 cells around i's cell (dx, dy, dz = -1, 0, 1 in that order, periodic) and
every particle j != i of those cells (in cell order): d = r_i - r_j (minimum image); if |d|^2 < 6.25:
s2 = 1/|d|^2, s6 = s2^3, F_i += 48 s6 (s6 - 1/2) s2 d, energy += 2 s6 (s6 - 1)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def min_image(d, L, half):
    if d > L / half:
        return d - L
    if d < -L / half:
        return d + L
    return d


def cell_coord(v, L, ncs, ncs_r):
    c = int(v / L * ncs_r)
    return 0 if c < 0 else (ncs - 1 if c >= ncs else c)


def lj_cell_list(fx, fy, fz, energy, x, y, z, cell_start, cell_atoms, NC, N, NCS, NCELL):
    k = np.empty(7, dtype=x.dtype)  # the C's real_t constants, in the arrays' precision
    k[0] = 1.1 * NC  # L, rounded once from double as in C
    k[1] = 6.25
    k[2] = 48
    k[3] = 0.5
    k[4] = 2
    k[5] = 1
    k[6] = NCS
    L, rc2, c48, chalf, c2, c1, ncs_r = k[0], k[1], k[2], k[3], k[4], k[5], k[6]
    e = c1 - c1
    for i in range(N):
        cx = cell_coord(x[i], L, NCS, ncs_r)
        cy = cell_coord(y[i], L, NCS, ncs_r)
        cz = cell_coord(z[i], L, NCS, ncs_r)
        sx = c1 - c1
        sy = c1 - c1
        sz = c1 - c1
        for dx in range(-1, 2):
            for dy in range(-1, 2):
                for dz in range(-1, 2):
                    c = (((cx + dx + NCS) % NCS) * NCS + (cy + dy + NCS) % NCS) * NCS + (cz + dz + NCS) % NCS
                    for a in range(cell_start[c], cell_start[c + 1]):
                        j = cell_atoms[a]
                        if j == i:
                            continue
                        ddx = min_image(x[i] - x[j], L, c2)
                        ddy = min_image(y[i] - y[j], L, c2)
                        ddz = min_image(z[i] - z[j], L, c2)
                        r2 = ddx * ddx + ddy * ddy + ddz * ddz
                        if r2 >= rc2:
                            continue
                        s2 = c1 / r2
                        s6 = s2 * s2 * s2
                        f = c48 * s6 * (s6 - chalf) * s2
                        sx += f * ddx
                        sy += f * ddy
                        sz += f * ddz
                        e += c2 * s6 * (s6 - c1)
        fx[i] = sx
        fy[i] = sy
        fz[i] = sz
    energy[0] = e
