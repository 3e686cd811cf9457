"""conv1d_backward_weight: the weight and bias gradients of y[n, o, t] = b[o] + sum_c,k W[o, c, k] x[n, c, t + k]
(NCL, stride 1, no padding, OL = L - KS + 1): dW[o, c, k] = sum over n, t of dY[n, o, t] X[n, c, t + k],
db[o] = sum over n, t of dY[n, o, t]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv1d_backward_weight(dW, db, dY, X, B, CI, CO, KS, L, OL):
    for o in prange(CO):
        sb = 0.0
        for n in range(B):
            for t in range(OL):
                sb += dY[n, o, t]
        db[o] = sb
        for c in range(CI):
            for k in range(KS):
                s = 0.0
                for n in range(B):
                    for t in range(OL):
                        s += dY[n, o, t] * X[n, c, t + k]
                dW[o, c, k] = s
