"""moe_aux_loss: mixture-of-experts load-balancing loss out = E sum_e f_e P_e, f_e the share of tokens whose top-1
(first maximum of the logits) is e, P_e the mean softmax probability of e over the T tokens."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def moe_aux_loss(out, logits, T, E):
    f = np.zeros(E, dtype=logits.dtype)
    pm = np.zeros(E, dtype=logits.dtype)
    for t in range(T):
        m = logits[t, 0]
        best = 0
        for e in range(1, E):
            if logits[t, e] > m:
                m = logits[t, e]
                best = e
        s = 0.0
        for e in range(E):
            s += np.exp(logits[t, e] - m)
        for e in range(E):
            pm[e] += np.exp(logits[t, e] - m) / s
        f[best] += 1
    loss = 0.0
    for e in range(E):
        loss += (f[e] / T) * (pm[e] / T)
    out[0] = loss * E
