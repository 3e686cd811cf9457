"""cosine_similarity_backward: gradient of c_i = a_i . b_i / max(|a_i| |b_i|, 1e-8) (rows of A, B) given dC.
Per row: w = sum a b, sa = sum a^2, sb = sum b^2, q = sqrt(sa) sqrt(sb); where q > 1e-8: c = w / q,
dA = g (b / q - c a / sa), dB = g (a / q - c b / sb); else dA = g b / 1e-8, dB = g a / 1e-8."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cosine_similarity_backward(dA, dB, dC, A, B, M, D):
    eps = 1e-8
    for i in prange(M):
        w = 0.0
        sa = 0.0
        sb = 0.0
        for k in range(D):
            w += A[i, k] * B[i, k]
            sa += A[i, k] * A[i, k]
            sb += B[i, k] * B[i, k]
        g = dC[i]
        q = np.sqrt(sa) * np.sqrt(sb)
        if q > eps:
            c = w / q
            for k in range(D):
                dA[i, k] = g * (B[i, k] / q - c * A[i, k] / sa)
                dB[i, k] = g * (A[i, k] / q - c * B[i, k] / sb)
        else:
            for k in range(D):
                dA[i, k] = g * B[i, k] / eps
                dB[i, k] = g * A[i, k] / eps
