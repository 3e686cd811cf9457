"""pat_pwl_interp: piecewise-linear interpolation of each x[i] from a sorted table (xs, ys), binary
search per element, clamped to ys[0] / ys[M-1] outside [xs[0], xs[M-1]]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_pwl_interp(xs, ys, x, y, N, M):
    for i in prange(N):
        v = x[i]
        if v <= xs[0]:
            y[i] = ys[0]
        elif v >= xs[M - 1]:
            y[i] = ys[M - 1]
        else:
            lo = 0
            hi = M - 1
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if xs[mid] <= v:
                    lo = mid
                else:
                    hi = mid
            t = (v - xs[lo]) / (xs[hi] - xs[lo])
            y[i] = ys[lo] + t * (ys[hi] - ys[lo])
