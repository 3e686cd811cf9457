"""loopy_bp_grid: one synchronous sum-product loopy BP iteration on an H x W grid MRF with S labels: the message
to q from its neighbour p in direction d (up, down, left, right) is m(b) = sum_a unary[p][a] (prod of p's
incoming messages except the one from q) pair[a][b], normalized to sum 1 (1/S where q has no such neighbour);
belief[q][b] = unary[q][b] prod_d msg_out[d][q][b], normalized."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

DI = (-1, 1, 0, 0)
DJ = (0, 0, -1, 1)
OPP = (1, 0, 3, 2)


def loopy_bp_grid(msg_out, belief, msg_in, unary, pair, H, W, S):
    zero = np.zeros(1, dtype=msg_out.dtype)[0]  # accumulators in the arrays' precision, as the C's real_t
    one = zero + 1
    for d in range(4):
        for i in range(H):
            for j in range(W):
                pi = i + DI[d]
                pj = j + DJ[d]
                if pi < 0 or pi >= H or pj < 0 or pj >= W:
                    for b in range(S):
                        msg_out[d, i, j, b] = one / S
                    continue
                for b in range(S):
                    msg_out[d, i, j, b] = 0
                for a in range(S):
                    h = unary[pi, pj, a]
                    for e in range(4):
                        if e != OPP[d]:
                            h *= msg_in[e, pi, pj, a]
                    for b in range(S):
                        msg_out[d, i, j, b] += h * pair[a, b]
                total = zero
                for b in range(S):
                    total += msg_out[d, i, j, b]
                for b in range(S):
                    msg_out[d, i, j, b] /= total
    for i in range(H):
        for j in range(W):
            total = zero
            for b in range(S):
                v = unary[i, j, b]
                for d in range(4):
                    v *= msg_out[d, i, j, b]
                belief[i, j, b] = v
                total += v
            for b in range(S):
                belief[i, j, b] /= total
