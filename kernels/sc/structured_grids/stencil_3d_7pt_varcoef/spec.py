"""stencil_3d_7pt_varcoef: 3-D 7-point variable-coefficient operator y = a alpha x - b h2inv div(beta grad x) (face beta), boundary copied

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def stencil_3d_7pt_varcoef(y, x, alpha, beta_i, beta_j, beta_k, N, a, b, h2inv):
    si = (N * N)
    sj = N
    for i in range(0, N):
        for j in range(0, N):
            for k in range(0, N):
                c = (((i * si) + (j * sj)) + k)
                if ((((((i == 0) or (j == 0)) or (k == 0)) or (i == (N - 1))) or (j == (N - 1))) or (k == (N - 1))):
                    y.reshape(-1)[c] = x.reshape(-1)[c]
                    continue
                div = ((((((beta_i.reshape(-1)[(c + si)] * (x.reshape(-1)[(c + si)] - x.reshape(-1)[c])) - (beta_i.reshape(-1)[c] * (x.reshape(-1)[c] - x.reshape(-1)[(c - si)]))) + (beta_j.reshape(-1)[(c + sj)] * (x.reshape(-1)[(c + sj)] - x.reshape(-1)[c]))) - (beta_j.reshape(-1)[c] * (x.reshape(-1)[c] - x.reshape(-1)[(c - sj)]))) + (beta_k.reshape(-1)[(c + 1)] * (x.reshape(-1)[(c + 1)] - x.reshape(-1)[c]))) - (beta_k.reshape(-1)[c] * (x.reshape(-1)[c] - x.reshape(-1)[(c - 1)])))
                y.reshape(-1)[c] = (((a * alpha.reshape(-1)[c]) * x.reshape(-1)[c]) - ((b * h2inv) * div))
