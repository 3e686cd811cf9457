"""ntt_polymul: exact polynomial multiplication modulo p = 998244353 by number-theoretic transforms: fa = NTT(a),
fb = NTT(b) (zero-padded to N, natural order), c = NTT^-1(fa fb); iterative radix-2 NTT (bit reversal, then stages
with w_len = 3^((p - 1) / len) mod p; the inverse uses w_len^-1 and scales by N^-1 mod p). The residues (< 2^30)
are held in int64, where their products (< 2^60) are exact."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

P = 998244353


def mulmod(a, b):
    return a * b % P


def powmod(a, e):
    r = 1
    while e:
        if e & 1:
            r = mulmod(r, a)
        e >>= 1
        a = mulmod(a, a)
    return r


def ntt(x, n, inverse):
    j = 0
    for i in range(1, n):
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j ^= bit
        if i < j:
            t = x[i]
            x[i] = x[j]
            x[j] = t
    length = 2
    while length <= n:
        wl = powmod(3, (P - 1) // length)
        if inverse:
            wl = powmod(wl, P - 2)
        half = length // 2
        w = 1
        for j in range(half):
            for s in range(0, n, length):
                u = x[s + j]
                v = mulmod(x[s + j + half], w)
                x[s + j] = u + v - P if u + v >= P else u + v
                x[s + j + half] = u - v if u >= v else u + P - v
            w = mulmod(w, wl)
        length <<= 1
    if inverse:
        ninv = powmod(n % P, P - 2)
        for i in range(n):
            x[i] = mulmod(x[i], ninv)


def ntt_polymul(c, fa, fb, a, b, LOG2N, N, NH):
    xa = np.zeros(N, dtype=np.int64)
    xb = np.zeros(N, dtype=np.int64)
    for i in range(NH):
        xa[i] = np.int64(a[i]) % P
        xb[i] = np.int64(b[i]) % P
    ntt(xa, N, False)
    ntt(xb, N, False)
    xc = np.empty(N, dtype=np.int64)
    for i in range(N):
        xc[i] = mulmod(xa[i], xb[i])
    ntt(xc, N, True)
    for i in range(N):
        fa[i] = xa[i]
        fb[i] = xb[i]
        c[i] = xc[i]
