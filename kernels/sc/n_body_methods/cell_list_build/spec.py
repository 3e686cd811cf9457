"""cell_list_build: counting sort of N particles in [0, 1)^3 into NCS^3 cells (cell coordinate = floor(v NCS) in
the run precision, clamped): cell_start[c] = the first slot of cell c (cell_start[NCELL] = N), cell_atoms = the
particle indices by cell, in index order within a cell."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cell_coord(v, ncs, ncs_r):
    c = int(v * ncs_r)
    return 0 if c < 0 else (ncs - 1 if c >= ncs else c)


def cell_list_build(cell_start, cell_atoms, x, y, z, N, NCS, NCELL):
    ncs_r = np.zeros(1, dtype=x.dtype)
    ncs_r[0] = NCS  # NCS as real_t, so that v * NCS is rounded as in the C
    r = ncs_r[0]
    for c in range(NCELL + 1):
        cell_start[c] = 0
    for p in range(N):
        c = (cell_coord(x[p], NCS, r) * NCS + cell_coord(y[p], NCS, r)) * NCS + cell_coord(z[p], NCS, r)
        cell_start[c + 1] += 1
    for c in range(NCELL):
        cell_start[c + 1] += cell_start[c]
    for p in range(N):  # cell_start[c] runs ahead as c's insertion point
        c = (cell_coord(x[p], NCS, r) * NCS + cell_coord(y[p], NCS, r)) * NCS + cell_coord(z[p], NCS, r)
        cell_atoms[cell_start[c]] = p
        cell_start[c] += 1
    for c in range(NCELL, 0, -1):  # now cell_start[c] is the end of c = the start of c + 1
        cell_start[c] = cell_start[c - 1]
    cell_start[0] = 0
