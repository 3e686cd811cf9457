"""value_iteration: NIT in-place (Gauss-Seidel) sweeps of the Bellman optimality backup
V[s] = max_a (R[s][a] + gamma sum_k P[s][a][k] V[next[s][a][k]]), the greedy policy (first best action)
and the largest change of the last sweep."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def value_iteration(V, policy, delta, R, P, next, NS, NA, K, NIT, gamma):
    g = V.dtype.type(gamma)
    dmax = V.dtype.type(0)
    for it in range(NIT):
        dmax = V.dtype.type(0)
        for s in range(NS):
            best = V.dtype.type(0)
            arg = 0
            for a in range(NA):
                e = V.dtype.type(0)
                for k in range(K):
                    e += P[s, a, k] * V[next[s, a, k]]
                q = R[s, a] + g * e
                if a == 0 or q > best:
                    best = q
                    arg = a
            d = best - V[s] if best > V[s] else V[s] - best
            if d > dmax:
                dmax = d
            V[s] = best
            policy[s] = arg
    delta[0] = dmax
