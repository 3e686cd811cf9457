"""dft: the direct O(N^2) DFT of N complex values: X[k] = sum_{n ascending} x[n] tw[(k n) mod N] with complex
products, the twiddles tw[m] = exp(-2 pi i m / N) given as tables."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dft(out_re, out_im, in_re, in_im, tw_re, tw_im, N):
    for k in prange(N):
        out_re[k] = 0
        out_im[k] = 0
        m = 0  # (k n) mod N
        for n in range(N):
            out_re[k] += in_re[n] * tw_re[m] - in_im[n] * tw_im[m]
            out_im[k] += in_re[n] * tw_im[m] + in_im[n] * tw_re[m]
            m += k
            if m >= N:
                m -= N
