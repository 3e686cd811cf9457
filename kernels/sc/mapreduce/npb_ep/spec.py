"""npb_ep: NPB EP: 2^M pairs of uniforms (u, v) from NPB's LCG x = 5^13 x mod 2^46 (seeded by seed[0] mod 2^46,
u = x 2^-46), turned into Gaussian pairs by the polar method (t = x1^2 + x2^2 in (0, 1], f = sqrt(-2 log t / t));
q[l] counts the pairs with l = floor(max(|X|, |Y|)) < 10, sums = (sum X, sum Y) in pair order."""
import numpy as np
import math

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

M23 = (1 << 23) - 1
M46 = (1 << 46) - 1


def lcg(x):
    """5^13 x mod 2^46, exactly in 64-bit integers (x < 2^46)."""
    a = 1220703125
    lo = x & M23
    hi = x >> 23
    return (a * lo + (((a * hi) & M23) << 23)) & M46


def npb_ep(q, sums, seed, M):
    x = np.int64(seed[0] & np.uint64(M46))
    sx = 0.0
    sy = 0.0
    for k in range(10):
        q[k] = 0
    for p in range(1 << M):
        x = lcg(x)
        u = float(x) * 2.0 ** -46
        x = lcg(x)
        v = float(x) * 2.0 ** -46
        x1 = 2.0 * u - 1.0
        x2 = 2.0 * v - 1.0
        t = x1 * x1 + x2 * x2
        if t > 1.0 or t == 0.0:
            continue
        f = math.sqrt(-2.0 * math.log(t) / t)
        X = x1 * f
        Y = x2 * f
        m = abs(X) if abs(X) > abs(Y) else abs(Y)
        l = int(m)
        if l < 10:
            q[l] += 1
        sx += X
        sy += Y
    sums[0] = sx
    sums[1] = sy
