"""rfft: the real-input FFT X[k] = sum_n x[n] exp(-2 pi i n k / N), k = 0 .. N/2, of N = 2^LOG2N samples: Z = the
radix-2 FFT (bit reversal, then butterflies, twiddles computed in double) of the M = N/2 values x[2n] + i x[2n+1],
then E_k = (Z_k + conj(Z_{M-k})) / 2, O_k = (Z_k - conj(Z_{M-k})) / (2i), X_k = E_k + W^k O_k and
X_{M-k} = conj(E_k - W^k O_k), W = exp(-2 pi i / N); X_0 and X_M real."""
import numpy as np
import math

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

PI = 3.14159265358979323846


def fft_inplace(re, im, n, sign):
    """In-place iterative radix-2 FFT of n = 2^k complex values; twiddles exp(sign 2 pi i j / len)."""
    j = 0
    for i in range(1, n):
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j ^= bit
        if i < j:
            t = re[i]
            re[i] = re[j]
            re[j] = t
            t = im[i]
            im[i] = im[j]
            im[j] = t
    w = np.empty(2, dtype=re.dtype)  # the twiddle as real_t
    ln = 2
    while ln <= n:
        half = ln // 2
        for jj in range(half):
            ang = float(sign) * 2.0 * PI * jj / ln
            w[0] = math.cos(ang)
            w[1] = math.sin(ang)
            wr, wi = w[0], w[1]
            for s in range(0, n, ln):
                a = s + jj
                b = s + jj + half
                tr = wr * re[b] - wi * im[b]
                ti = wr * im[b] + wi * re[b]
                re[b] = re[a] - tr
                im[b] = im[a] - ti
                re[a] += tr
                im[a] += ti
        ln <<= 1


def rfft(out_re, out_im, x, LOG2N, N, NH):
    M = N // 2
    for n in range(M):
        out_re[n] = x[2 * n]
        out_im[n] = x[2 * n + 1]
    fft_inplace(out_re, out_im, M, -1)
    w = np.empty(3, dtype=out_re.dtype)  # real_t 2 and the twiddle
    w[2] = 2
    two = w[2]
    z0r = out_re[0]
    z0i = out_im[0]
    out_re[0] = z0r + z0i
    out_im[0] = 0
    out_re[M] = z0r - z0i
    out_im[M] = 0
    for k in range(1, M // 2 + 1):
        ar = out_re[k]
        ai = out_im[k]
        br = out_re[M - k]
        bi = out_im[M - k]
        er = (ar + br) / two
        ei = (ai - bi) / two  # E_k
        orr = (ai + bi) / two
        oi = (br - ar) / two  # O_k = (Z_k - conj(Z_{M-k})) / 2i
        ang = -2.0 * PI * k / N
        w[0] = math.cos(ang)
        w[1] = math.sin(ang)
        wr, wi = w[0], w[1]
        tr = wr * orr - wi * oi
        ti = wr * oi + wi * orr
        out_re[k] = er + tr
        out_im[k] = ei + ti
        out_re[M - k] = er - tr
        out_im[M - k] = -(ei - ti)
