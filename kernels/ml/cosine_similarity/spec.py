"""cosine_similarity: row-wise cosine similarity Y[r] = A[r] . B[r] / max(|A[r]| |B[r]|, 1e-8)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cosine_similarity(Y, A, B, R, C):
    for r in prange(R):
        ab = 0.0
        aa = 0.0
        bb = 0.0
        for c in range(C):
            a = A[r, c]
            b = B[r, c]
            ab += a * b
            aa += a * a
            bb += b * b
        den = np.sqrt(aa) * np.sqrt(bb)
        if den < 1e-8:
            den = 1e-8
        Y[r] = ab / den
