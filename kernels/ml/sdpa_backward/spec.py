"""sdpa_backward: attention backward: dQ, dK, dV (BH, S, D) from dO, Q, K, V, the forward output O and its row logsumexp lse (BH, S), with P = exp(Q K^T / sqrt(D) - lse) and dS = P (dO V^T - rowsum(dO O))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dot(a, b, D):
    """a . b over D entries, accumulated in order."""
    s = a.dtype.type(0)
    for d in range(D):
        s += a[d] * b[d]
    return s


def sdpa_backward(dQ, dK, dV, dO, Q, K, V, O, lse, BH, S, D):
    scale = 1 / np.sqrt(Q.dtype.type(D))
    for h in range(BH):
        for j in prange(S):  # dK_j, dV_j: sums over queries i
            dk = np.zeros(D, dtype=Q.dtype)
            dv = np.zeros(D, dtype=Q.dtype)
            for i in range(S):
                p = np.exp(dot(Q[h, i], K[h, j], D) * scale - lse[h, i])
                ds = p * (dot(dO[h, i], V[h, j], D) - dot(dO[h, i], O[h, i], D))
                for d in range(D):
                    dv[d] += p * dO[h, i, d]
                    dk[d] += ds * Q[h, i, d]
            for d in range(D):
                dV[h, j, d] = dv[d]
                dK[h, j, d] = dk[d] * scale
        for i in prange(S):  # dQ_i: sums over keys j
            delta = dot(dO[h, i], O[h, i], D)
            li = lse[h, i]
            dq = np.zeros(D, dtype=Q.dtype)
            for j in range(S):
                p = np.exp(dot(Q[h, i], K[h, j], D) * scale - li)
                ds = p * (dot(dO[h, i], V[h, j], D) - delta)
                for d in range(D):
                    dq[d] += ds * K[h, j, d]
            for d in range(D):
                dQ[h, i, d] = dq[d] * scale
