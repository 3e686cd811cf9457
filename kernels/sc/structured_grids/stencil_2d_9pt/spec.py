"""stencil_2d_9pt: one 2-D 9-point stencil sweep: c0 * centre + c1 * (4 edge neighbours) + c2 * (4 corners), boundary copied

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def stencil_2d_9pt(B, A, NY, NX, c0, c1, c2):
    for i in range(0, NY):
        for j in range(0, NX):
            c = ((i * NX) + j)
            if ((((i == 0) or (j == 0)) or (i == (NY - 1))) or (j == (NX - 1))):
                B.reshape(-1)[c] = A.reshape(-1)[c]
                continue
            B.reshape(-1)[c] = (((c0 * A.reshape(-1)[c]) + (c1 * (((A.reshape(-1)[(c - NX)] + A.reshape(-1)[(c + NX)]) + A.reshape(-1)[(c - 1)]) + A.reshape(-1)[(c + 1)]))) + (c2 * (((A.reshape(-1)[((c - NX) - 1)] + A.reshape(-1)[((c - NX) + 1)]) + A.reshape(-1)[((c + NX) - 1)]) + A.reshape(-1)[((c + NX) + 1)])))
