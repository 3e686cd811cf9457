"""npb_ft: NPB FT's step, 3-D Fourier coefficients evolved to time t, unnormalized inverse 3-D FFT (x, then y, then z), NPB's checksum."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

PI = 3.14159265358979323846


def fft_inplace(re, im, base, n, stride, sign):
    # in-place radix-2 FFT of re[base + i * stride], im[base + i * stride], i < n; twiddles in double
    T = re.dtype.type
    j = 0
    for i in range(1, n):  # bit-reversal permutation
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j ^= bit
        if i < j:
            t = re[base + i * stride]
            re[base + i * stride] = re[base + j * stride]
            re[base + j * stride] = t
            t = im[base + i * stride]
            im[base + i * stride] = im[base + j * stride]
            im[base + j * stride] = t
    ln = 2
    while ln <= n:
        half = ln // 2
        for jj in range(half):
            ang = sign * 2.0 * PI * jj / ln
            wr = T(math.cos(ang))
            wi = T(math.sin(ang))
            for s in range(0, n, ln):
                a = base + (s + jj) * stride
                b = base + (s + jj + half) * stride
                tr = wr * re[b] - wi * im[b]
                ti = wr * im[b] + wi * re[b]
                re[b] = re[a] - tr
                im[b] = im[a] - ti
                re[a] += tr
                im[a] += ti
        ln *= 2


def signed_freq(k, n):
    return float(k if k < n // 2 else k - n)


def npb_ft(u_re, u_im, chk, u0_re, u0_im, LX, LY, LZ, NX, NY, NZ, t):
    T = u_re.dtype.type
    ap = -4.0 * 1.0e-6 * PI * PI * float(t)
    for z in range(NZ):
        for y in range(NY):
            for x in range(NX):
                kx = signed_freq(x, NX)
                ky = signed_freq(y, NY)
                kz = signed_freq(z, NZ)
                f = T(math.exp(ap * (kx * kx + ky * ky + kz * kz)))
                u_re[z, y, x] = u0_re[z, y, x] * f
                u_im[z, y, x] = u0_im[z, y, x] * f
    re = u_re.reshape(-1)
    im = u_im.reshape(-1)
    for z in range(NZ):
        for y in range(NY):
            fft_inplace(re, im, (z * NY + y) * NX, NX, 1, 1)
    for z in range(NZ):
        for x in range(NX):
            fft_inplace(re, im, z * NY * NX + x, NY, NX, 1)
    for y in range(NY):
        for x in range(NX):
            fft_inplace(re, im, y * NX + x, NZ, NX * NY, 1)
    sr = T(0)
    si = T(0)
    for j in range(1, 1025):
        sr += u_re[5 * j % NZ, 3 * j % NY, j % NX]
        si += u_im[5 * j % NZ, 3 * j % NY, j % NX]
    chk[0] = sr / T(NX * NY * NZ)
    chk[1] = si / T(NX * NY * NZ)
