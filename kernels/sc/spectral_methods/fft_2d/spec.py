"""fft_2d: the forward 2-D complex FFT of an N x N array, N = 2^LOG2N, X[k1][k2] = sum x[n1][n2]
exp(-2 pi i (k1 n1 + k2 n2) / N): the input copied to the output, then every row and then every column transformed
in place by an iterative radix-2 FFT (bit-reversal permutation, then log2(N) butterfly stages; the twiddles computed
in float64, then rounded to the arrays' precision)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fft_inplace(re, im, base, n, stride, sign):
    # the n complex values re[base + i * stride], im[base + i * stride] of the flat arrays re, im
    j = 0
    for i in range(1, n):
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j ^= bit
        if i < j:
            a = base + i * stride
            b = base + j * stride
            t = re[a]
            re[a] = re[b]
            re[b] = t
            t = im[a]
            im[a] = im[b]
            im[b] = t
    real = re.dtype.type
    length = 2
    while length <= n:
        half = length // 2
        for j in range(half):
            ang = sign * 2.0 * 3.14159265358979323846 * j / length
            wr = real(math.cos(ang))
            wi = real(math.sin(ang))
            for s in range(0, n, length):
                a = base + (s + j) * stride
                b = base + (s + j + half) * stride
                tr = wr * re[b] - wi * im[b]
                ti = wr * im[b] + wi * re[b]
                re[b] = re[a] - tr
                im[b] = im[a] - ti
                re[a] += tr
                im[a] += ti
        length <<= 1


def fft_2d(out_re, out_im, in_re, in_im, LOG2N, N):
    out_re[:, :] = in_re
    out_im[:, :] = in_im
    re = out_re.reshape(N * N)
    im = out_im.reshape(N * N)
    for r in range(N):
        fft_inplace(re, im, r * N, N, 1, -1)
    for c in range(N):
        fft_inplace(re, im, c, N, N, -1)
