"""fft_radix4: the forward complex FFT X[k] = sum_n x[n] exp(-2 pi i n k / N) of length N = 4^LOG4N: the input
placed in base-4 digit-reversed order, then LOG4N stages of radix-4 decimation-in-time butterflies, the twiddles
W_len^(r j) computed in double and rounded to the arrays' precision."""
import numpy as np
import math

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

PI = 3.14159265358979323846


def fft_radix4(out_re, out_im, in_re, in_im, LOG4N, N):
    for n in range(N):
        r = 0
        v = n
        for d in range(LOG4N):
            r = (r << 2) | (v & 3)
            v >>= 2
        out_re[r] = in_re[n]
        out_im[r] = in_im[n]
    w = np.empty(6, dtype=out_re.dtype)  # the twiddles as real_t
    ln = 4
    while ln <= N:
        q = ln // 4
        for j in range(q):
            ang = -2.0 * PI * j / ln
            w[0] = math.cos(ang)
            w[1] = math.sin(ang)
            w[2] = math.cos(2 * ang)
            w[3] = math.sin(2 * ang)
            w[4] = math.cos(3 * ang)
            w[5] = math.sin(3 * ang)
            w1r, w1i, w2r, w2i, w3r, w3i = w[0], w[1], w[2], w[3], w[4], w[5]
            for s in range(0, N, ln):
                i0 = s + j
                i1 = i0 + q
                i2 = i1 + q
                i3 = i2 + q
                a0r = out_re[i0]
                a0i = out_im[i0]
                a1r = w1r * out_re[i1] - w1i * out_im[i1]
                a1i = w1r * out_im[i1] + w1i * out_re[i1]
                a2r = w2r * out_re[i2] - w2i * out_im[i2]
                a2i = w2r * out_im[i2] + w2i * out_re[i2]
                a3r = w3r * out_re[i3] - w3i * out_im[i3]
                a3i = w3r * out_im[i3] + w3i * out_re[i3]
                s02r = a0r + a2r
                s02i = a0i + a2i
                d02r = a0r - a2r
                d02i = a0i - a2i
                s13r = a1r + a3r
                s13i = a1i + a3i
                d13r = a1r - a3r
                d13i = a1i - a3i
                out_re[i0] = s02r + s13r
                out_im[i0] = s02i + s13i
                out_re[i1] = d02r + d13i  # a0 - a2 - i (a1 - a3)
                out_im[i1] = d02i - d13r
                out_re[i2] = s02r - s13r
                out_im[i2] = s02i - s13i
                out_re[i3] = d02r - d13i  # a0 - a2 + i (a1 - a3)
                out_im[i3] = d02i + d13r
        ln <<= 2
