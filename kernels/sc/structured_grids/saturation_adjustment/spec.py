"""saturation_adjustment: warm-cloud saturation adjustment: all cloud evaporated, or NITER Newton steps to
the temperature where qv = qs(T, p) (Tetens' saturation over water)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def saturation_adjustment(T, qv, qc, p, N, NITER):
    lc = 2.501e6 / 1004.64
    eps = 0.622
    ome = 1 - eps
    a = 610.78
    b = 17.27
    t0 = 273.16
    t1 = 35.86
    b4 = 4098.171
    for n in prange(N):
        P = p[n]
        Tg = T[n] - lc * qc[n]
        qt = qv[n] + qc[n]
        esg = a * math.exp(b * (Tg - t0) / (Tg - t1))
        qsg = eps * esg / (P - ome * esg)
        if qt <= qsg:
            T[n] = Tg
            qv[n] = qt
            qc[n] = 0
            continue
        t = Tg
        for it in range(NITER):
            es = a * math.exp(b * (t - t0) / (t - t1))
            den = P - ome * es
            qs = eps * es / den
            f = t - Tg - lc * (qt - qs)
            df = 1 + lc * qs * P / den * b4 / ((t - t1) * (t - t1))
            t = t - f / df
        es = a * math.exp(b * (t - t0) / (t - t1))
        qs = eps * es / (P - ome * es)
        T[n] = t
        qv[n] = qs
        qc[n] = max(qt - qs, 0.0)
