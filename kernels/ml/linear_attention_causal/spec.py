"""linear_attention_causal: causal linear attention with the feature map phi(x) = elu(x) + 1:
O[h, i] = sum_{j <= i} (phi(q_i) . phi(k_j)) v_j / sum_{j <= i} phi(q_i) . phi(k_j), through a running D x D state."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_attention_causal(O, Q, K, V, BH, S, D):
    for h in prange(BH):
        st = np.zeros((D, D))
        z = np.zeros(D)
        fq = np.empty(D)
        for i in range(S):
            for a in range(D):
                x = K[h, i, a]
                fk = x + 1 if x > 0 else np.exp(x)
                z[a] += fk
                for d in range(D):
                    st[a, d] += fk * V[h, i, d]
                y = Q[h, i, a]
                fq[a] = y + 1 if y > 0 else np.exp(y)
            den = 0.0
            for a in range(D):
                den += fq[a] * z[a]
            for d in range(D):
                num = 0.0
                for a in range(D):
                    num += fq[a] * st[a, d]
                O[h, i, d] = num / den
