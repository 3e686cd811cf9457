"""mc_asian_option: Monte Carlo price and standard error of an arithmetic Asian call over NPATH GBM paths of NSTEP steps

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mc_asian_option(result, Z, NPATH, NSTEP, S0, K, r, sigma, T):
    dt = (T / float(NSTEP))
    drift = ((r - ((sigma * sigma) / 2)) * dt)
    vol = (sigma * np.sqrt(dt))
    s1 = float(0)
    s2 = float(0)
    for p in range(0, NPATH):
        S = S0
        acc = float(0)
        for k in range(0, NSTEP):
            S *= np.exp((drift + (vol * Z[p, k])))
            acc += S
        pay = ((acc / float(NSTEP)) - K)
        pay = (pay if (pay > 0) else 0)
        s1 += float(pay)
        s2 += (float(pay) * float(pay))
    disc = np.exp(((-float(r)) * float(T)))
    mean = (s1 / float(NPATH))
    var = ((s2 / float(NPATH)) - (mean * mean))
    result[0] = float((disc * mean))
    result[1] = float((disc * np.sqrt(((var if (var > 0) else 0) / float(((NPATH - 1) if (NPATH > 1) else 1))))))
