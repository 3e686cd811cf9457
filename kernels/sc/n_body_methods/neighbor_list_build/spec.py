"""neighbor_list_build: full Verlet neighbour list by cell binning in the periodic unit cube (cutoff
rc = rcf / NCS, minimum image): nn[i] the neighbour count, nlist[i] the MAXNB smallest neighbour ids in
ascending order, padded with -1."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cell_coord(v, ncs):
    c = int(v * ncs)
    if c < 0:
        return 0
    if c >= ncs:
        return ncs - 1
    return c


def mic(d):
    if d > 0.5:
        return d - 1
    if d < -0.5:
        return d + 1
    return d


def neighbor_list_build(nn, nlist, x, y, z, N, NCS, MAXNB, rcf):
    ncell = NCS * NCS * NCS
    start = np.zeros(ncell + 1, np.int64)
    cell = np.empty(N, np.int64)
    atoms = np.empty(N, np.int64)
    for p in range(N):
        cell[p] = (cell_coord(x[p], NCS) * NCS + cell_coord(y[p], NCS)) * NCS + cell_coord(z[p], NCS)
        start[cell[p] + 1] += 1
    for c in range(ncell):
        start[c + 1] += start[c]
    fill = start[:ncell].copy()
    for p in range(N):
        atoms[fill[cell[p]]] = p
        fill[cell[p]] += 1
    rc = rcf / NCS
    rc2 = rc * rc
    for i in prange(N):
        for k in range(MAXNB):
            nlist[i, k] = -1
        cnt = 0
        ln = 0
        cx = cell_coord(x[i], NCS)
        cy = cell_coord(y[i], NCS)
        cz = cell_coord(z[i], NCS)
        for ox in range(-1, 2):
            for oy in range(-1, 2):
                for oz in range(-1, 2):
                    c = (((cx + ox + NCS) % NCS) * NCS + (cy + oy + NCS) % NCS) * NCS + (cz + oz + NCS) % NCS
                    for q in range(start[c], start[c + 1]):
                        j = atoms[q]
                        if j == i:
                            continue
                        dx = mic(x[j] - x[i])
                        dy = mic(y[j] - y[i])
                        dz = mic(z[j] - z[i])
                        if dx * dx + dy * dy + dz * dz >= rc2:
                            continue
                        cnt += 1
                        if ln == MAXNB and j > nlist[i, MAXNB - 1]:
                            continue
                        if ln < MAXNB:
                            pos = ln
                            ln += 1
                        else:
                            pos = MAXNB - 1
                        while pos > 0 and nlist[i, pos - 1] > j:
                            nlist[i, pos] = nlist[i, pos - 1]
                            pos -= 1
                        nlist[i, pos] = j
        nn[i] = cnt
