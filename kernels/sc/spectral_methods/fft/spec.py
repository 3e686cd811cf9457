"""fft: forward complex FFT of length N = 2^LOG2N, out of place on split real/imaginary arrays (iterative radix-2, twiddles in double)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fft(out_re, out_im, in_re, in_im, LOG2N, N):
    T = out_re.dtype.type
    for n in range(N):  # bit-reversal permutation
        r = 0
        for b in range(LOG2N):
            r |= ((n >> b) & 1) << (LOG2N - 1 - b)
        out_re[r] = in_re[n]
        out_im[r] = in_im[n]
    ln = 2
    while ln <= N:  # butterfly stages
        half = ln // 2
        for j in range(half):
            ang = -2.0 * 3.14159265358979323846 * j / ln
            wr = T(math.cos(ang))
            wi = T(math.sin(ang))
            for s in range(0, N, ln):
                a = s + j
                b = s + j + half
                tr = wr * out_re[b] - wi * out_im[b]
                ti = wr * out_im[b] + wi * out_re[b]
                out_re[b] = out_re[a] - tr
                out_im[b] = out_im[a] - ti
                out_re[a] += tr
                out_im[a] += ti
        ln *= 2
