"""moe_router_top1: top-1 mixture-of-experts router with expert capacity CAP = ceil(1.25 T / E), tokens in order:
the expert is the first argmax of the token's logits; if that expert already holds CAP tokens the token is dropped
(expert -1, gate 0), else expert[t] = best, gate[t] = softmax(logits[t])[best] = 1 / sum_e exp(z_e - max), load[best] += 1."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def moe_router_top1(expert, gate, load, logits, T, E, CAP):
    for e in range(E):
        load[e] = 0
    for t in range(T):
        best = 0
        m = logits[t, 0]
        for e in range(1, E):
            if logits[t, e] > m:
                m = logits[t, e]
                best = e
        if load[best] >= CAP:
            expert[t] = -1
            gate[t] = 0
            continue
        s = 0.0
        for e in range(E):
            s += np.exp(logits[t, e] - m)
        expert[t] = best
        gate[t] = 1.0 / s
        load[best] += 1
