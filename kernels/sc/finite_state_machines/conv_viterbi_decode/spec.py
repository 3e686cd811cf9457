"""conv_viterbi_decode: soft-decision Viterbi decoder of the K=7 rate-1/2 (171, 133 octal) convolutional
code: add-compare-select over the 64-state trellis with correlation metrics, survivor decisions per step,
traceback from the best final state, and the final path metrics."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def parity(x):
    p = 0
    while x:
        p ^= x & 1
        x >>= 1
    return p


def conv_viterbi_decode(bits, decision, pm, r, NBITS):
    cur = np.empty(64, dtype=pm.dtype)
    nxt = np.empty(64, dtype=pm.dtype)
    cur[:] = -1e30
    cur[0] = 0
    for t in range(NBITS):
        r0 = r[t, 0]
        r1 = r[t, 1]
        for q in range(64):
            u = q & 1
            p0 = q >> 1
            p1 = p0 + 32
            g0 = 2 * p0 + u
            g1 = 2 * p1 + u
            b0 = (-r0 if parity(g0 & 0o171) else r0) + (-r1 if parity(g0 & 0o133) else r1)
            b1 = (-r0 if parity(g1 & 0o171) else r0) + (-r1 if parity(g1 & 0o133) else r1)
            m0 = cur[p0] + b0
            m1 = cur[p1] + b1
            if m1 > m0:
                nxt[q] = m1
                decision[t, q] = 1
            else:
                nxt[q] = m0
                decision[t, q] = 0
        cur[:] = nxt
    q = 0
    for k in range(1, 64):
        if cur[k] > cur[q]:
            q = k
    for t in range(NBITS - 1, -1, -1):
        bits[t] = q & 1
        q = (q >> 1) + 32 * decision[t, q]
    pm[:] = cur
