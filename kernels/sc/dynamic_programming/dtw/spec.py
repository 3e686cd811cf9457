"""dtw: dynamic time warping table D[i][j] = |x[i] - y[j]| + min(D[i-1][j], D[i][j-1], D[i-1][j-1])

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dtw(D, x, y, N, M):
    for i in range(0, N):
        for j in range(0, M):
            c = float(np.abs(float((x[i] - y[j]))))
            if ((i == 0) and (j == 0)):
                m = 0
            else:
                if (i == 0):
                    m = D.reshape(-1)[(j - 1)]
                else:
                    if (j == 0):
                        m = D.reshape(-1)[((i - 1) * M)]
                    else:
                        m = D[(i - 1), j]
                        if (D.reshape(-1)[(((i * M) + j) - 1)] < m):
                            m = D.reshape(-1)[(((i * M) + j) - 1)]
                        if (D.reshape(-1)[((((i - 1) * M) + j) - 1)] < m):
                            m = D.reshape(-1)[((((i - 1) * M) + j) - 1)]
            D[i, j] = (c + m)
