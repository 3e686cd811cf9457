"""loop_pair_window: e[i] = q[i] * sum_{0 < |j-i| <= W} q[j] / (1 + (x[i] - x[j])^2), clipped at the ends."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_pair_window(e, x, q, LEN_1D, W):
    for i in prange(LEN_1D):
        lo = max(0, i - W)
        hi = min(LEN_1D - 1, i + W)
        xi = x[i]
        s = 0.0
        for j in range(lo, hi + 1):
            if j != i:
                d = xi - x[j]
                s += q[j] / (1.0 + d * d)
        e[i] = q[i] * s
