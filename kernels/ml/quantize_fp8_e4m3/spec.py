"""quantize_fp8_e4m3: Q = the fp8 E4M3 code of X / scale (sign bit 0x80, exponent bias 7, 3 fraction bits),
rounded to nearest even, saturating to +-448 (code 0x7e); subnormals in steps of 2^-9 below 2^-6."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def quantize_fp8_e4m3(Q, X, N, scale):
    sc = X.dtype.type(scale)  # the division is done in acc_t, the arrays' type
    for i in prange(N):
        v = X[i] / sc
        sign = 0x80 if v < 0 else 0
        a = abs(v)
        if a >= 448:
            code = 0x7E
        elif a < 2.0 ** -6:
            code = int(np.rint(a * 2.0 ** 9))  # subnormal steps of 2^-9; 8 is the smallest normal
        else:
            e = math.frexp(a)[1]  # a in [2^(e-1), 2^e)
            q = int(np.rint(a * math.ldexp(1.0, 4 - e)))  # 8..16: the significand with 3 fraction bits
            code = ((e - 1 + 7) << 3) + (q - 8)  # q = 16 carries into the exponent
            if code > 0x7E:
                code = 0x7E
        Q[i] = sign | code
