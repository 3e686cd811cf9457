"""stencil_3d_27pt: one 3-D 27-point stencil sweep: weights c0 (centre), c1 (6 faces), c2 (12 edges), c3 (8 corners), boundary copied

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def stencil_3d_27pt(B, A, N, c0, c1, c2, c3):
    si = (N * N)
    sj = N
    for i in range(0, N):
        for j in range(0, N):
            for k in range(0, N):
                c = (((i * si) + (j * sj)) + k)
                if ((((((i == 0) or (j == 0)) or (k == 0)) or (i == (N - 1))) or (j == (N - 1))) or (k == (N - 1))):
                    B.reshape(-1)[c] = A.reshape(-1)[c]
                    continue
                s = np.zeros(4, dtype=np.float64)
                for di in range((-1), 1 + 1):
                    for dj in range((-1), 1 + 1):
                        for dk in range((-1), 1 + 1):
                            s[(((di != 0) + (dj != 0)) + (dk != 0))] += A.reshape(-1)[(((c + (di * si)) + (dj * sj)) + dk)]
                B.reshape(-1)[c] = ((((c0 * s[0]) + (c1 * s[1])) + (c2 * s[2])) + (c3 * s[3]))
