"""conv1d: 1-D convolution (cross-correlation), NCL, stride S, zero padding P = KS/2, with bias:
Y[n, o, t] = bias[o] + sum over c, i of X[n, c, t S + i - P] Wt[o, c, i] (positions outside [0, L) skipped),
summed in order of c, i."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv1d(Y, X, Wt, bias, B, CI, CO, L, KS, S, P, OL):
    for o in prange(CO):
        for n in range(B):
            for t in range(OL):
                s = 0.0 + bias[o]
                for c in range(CI):
                    for i in range(KS):
                        p = t * S + i - P
                        if p < 0 or p >= L:
                            continue
                        s += X[n, c, p] * Wt[o, c, i]
                Y[n, o, t] = s
