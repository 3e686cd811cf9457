"""lfk15_casual_fortran: LFK 15: casual Fortran, development version: branchy 7 x n stencil with sqrt

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk15_casual_fortran(vy, vs, vh, vf, vg, n):
    ng = 7
    nz = n
    ar = float(0.053)
    br = float(0.073)
    for j in range(1, ng):
        for k in range(1, nz):
            if ((j + 1) >= ng):
                vy[j, k] = float(0.0)
                continue
            if (vh[(j + 1), k] > vh[j, k]):
                t = ar
            else:
                t = br
            if (vf[j, k] < vf.reshape(-1)[(((j * n) + k) - 1)]):
                if (vh.reshape(-1)[(((j * n) + k) - 1)] > vh.reshape(-1)[((((j + 1) * n) + k) - 1)]):
                    r = vh.reshape(-1)[(((j * n) + k) - 1)]
                else:
                    r = vh.reshape(-1)[((((j + 1) * n) + k) - 1)]
                s = vf.reshape(-1)[(((j * n) + k) - 1)]
            else:
                if (vh[j, k] > vh[(j + 1), k]):
                    r = vh[j, k]
                else:
                    r = vh[(j + 1), k]
                s = vf[j, k]
            vy[j, k] = ((np.sqrt(((vg[j, k] * vg[j, k]) + (r * r))) * t) / s)
            if ((k + 1) >= nz):
                vs[j, k] = float(0.0)
                continue
            if (vf[j, k] < vf[(j - 1), k]):
                if (vg[(j - 1), k] > vg.reshape(-1)[((((j - 1) * n) + k) + 1)]):
                    r = vg[(j - 1), k]
                else:
                    r = vg.reshape(-1)[((((j - 1) * n) + k) + 1)]
                s = vf[(j - 1), k]
                t = br
            else:
                if (vg[j, k] > vg.reshape(-1)[(((j * n) + k) + 1)]):
                    r = vg[j, k]
                else:
                    r = vg.reshape(-1)[(((j * n) + k) + 1)]
                s = vf[j, k]
                t = ar
            vs[j, k] = ((np.sqrt(((vh[j, k] * vh[j, k]) + (r * r))) * t) / s)
