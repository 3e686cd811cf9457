"""moe_router_topk: top-k mixture-of-experts router: per token, softmax over the E expert logits, the K most probable
experts in order (ties to the lower index) and their probabilities renormalized to sum to 1."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def before(a, ia, b, ib):
    """The order of a top-k selection: (a at ia) comes before (b at ib) when a > b, or a == b and ia < ib."""
    return a > b or (a == b and ia < ib)


def moe_router_topk(experts, weights, logits, T, E, K):
    for t in prange(T):
        m = logits[t, 0]
        for e in range(1, E):
            if logits[t, e] > m:
                m = logits[t, e]
        s = 0.0
        for e in range(E):
            s += np.exp(logits[t, e] - m)
        p = np.empty(K, dtype=logits.dtype)
        pv = logits[t, 0]
        pi = -1
        chosen = 0.0
        for k in range(K):
            bi = -1
            bv = logits[t, 0]
            for e in range(E):
                v = logits[t, e]
                if pi >= 0 and not before(pv, pi, v, e):
                    continue
                if bi < 0 or before(v, e, bv, bi):
                    bv = v
                    bi = e
            p[k] = np.exp(bv - m) / s
            chosen += p[k]
            experts[t, k] = bi
            pv = bv
            pi = bi
        for k in range(K):
            weights[t, k] = p[k] / chosen
