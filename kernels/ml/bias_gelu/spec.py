"""bias_gelu: fused bias add + exact GELU Y = 0.5 x (1 + erf(x / sqrt(2))), x = X + b (b broadcast over rows)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bias_gelu(Y, X, b, R, C):
    for r in prange(R):
        for c in range(C):
            x = X[r, c] + b[c]
            Y[r, c] = 0.5 * x * (1 + math.erf(x * 0.70710678118654752440))
