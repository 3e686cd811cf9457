"""shake_constraints: SHAKE bond constraints on NMOL linear chains of NA atoms: per molecule, NIT
Gauss-Seidel sweeps over its bonds move both atoms along the old bond vector by the multiplier
g = (d^2 - |s|^2) / (2 (w_a + w_b) s . s0); lagr sums each bond's multipliers."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def shake_constraints(r, r0, d, invm, lagr, NMOL, NA, NIT, N, NBOND):
    for mol in prange(NMOL):
        for b in range(NBOND):
            lagr[mol, b] = 0
        for it in range(NIT):
            for b in range(NBOND):
                a = mol * NA + b
                s0x = r0[a, 0] - r0[a + 1, 0]
                s0y = r0[a, 1] - r0[a + 1, 1]
                s0z = r0[a, 2] - r0[a + 1, 2]
                sx = r[a, 0] - r[a + 1, 0]
                sy = r[a, 1] - r[a + 1, 1]
                sz = r[a, 2] - r[a + 1, 2]
                dd = d[mol, b]
                wa = invm[a]
                wb = invm[a + 1]
                g = (dd * dd - (sx * sx + sy * sy + sz * sz)) / (2 * (wa + wb) * (sx * s0x + sy * s0y + sz * s0z))
                ga = g * wa
                gb = g * wb
                r[a, 0] += ga * s0x
                r[a, 1] += ga * s0y
                r[a, 2] += ga * s0z
                r[a + 1, 0] -= gb * s0x
                r[a + 1, 1] -= gb * s0y
                r[a + 1, 2] -= gb * s0z
                lagr[mol, b] += g
