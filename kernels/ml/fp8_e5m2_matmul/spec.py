"""fp8_e5m2_matmul: fp8 (E5M2) matmul Y = sa sb A B^T, A (M x K) and B (N x K) given as uint8 E5M2 codes
decoded exactly (sign bit 7, exponent bits 2..6, mantissa bits 0..1; exponent 0: m 2^-16, else
(4 + m) 2^(e - 17)), products summed in order of k, then scaled by sa sb."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fp8_e5m2_decode(codes, out):
    rows, cols = codes.shape
    for i in range(rows):
        for k in range(cols):
            c = int(codes[i, k])
            e = (c >> 2) & 31
            m = c & 3
            v = m * 2.0 ** -16 if e == 0 else (4 + m) * 2.0 ** (e - 17)
            out[i, k] = -v if c & 0x80 else v


def fp8_e5m2_matmul(Y, Aq, Bq, M, N, K, sa, sb):
    A = np.empty((M, K), dtype=Y.dtype)
    Bm = np.empty((N, K), dtype=Y.dtype)
    fp8_e5m2_decode(Aq, A)
    fp8_e5m2_decode(Bq, Bm)
    Y[:, :] = np.dot(A, Bm.T) * (sa * sb)
