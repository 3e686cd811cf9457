"""rwkv_time_mix: RWKV-4 time-mix block. Per sequence: xp = the previous token's x (zeros at t = 0),
xq = x mq + xp (1 - mq) for q in k, v, r; k = Wk xk, v = Wv xv, r = Wr xr; the WKV recurrence per channel with
w = -exp(decay), u = first, state (aa, bb, pp) from (0, 0, -1e38), max-tracked:
  q = max(pp, u + k); wkv = (e^(pp-q) aa + e^(u+k-q) v) / (e^(pp-q) bb + e^(u+k-q));
  q' = max(pp + w, k); aa = e^(pp+w-q') aa + e^(k-q') v; bb = e^(pp+w-q') bb + e^(k-q'); pp = q';
Z = sigmoid(r) wkv, Y = Wo Z; S[n] holds the final (aa, bb, pp)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rwkv_time_mix(Y, Z, S, X, mk, mv, mr, Wk, Wv, Wr, Wo, decay, first, B, T, C):
    w = -np.exp(decay.astype(np.float64))
    u = first.astype(np.float64)
    for n in range(B):
        aa = np.zeros(C)
        bb = np.zeros(C)
        pp = np.full(C, -1e38)
        xp = np.zeros(C)
        for t in range(T):
            x = X[n, t].astype(np.float64)
            k = np.dot(Wk.astype(np.float64), x * mk + xp * (1.0 - mk))
            v = np.dot(Wv.astype(np.float64), x * mv + xp * (1.0 - mv))
            r = np.dot(Wr.astype(np.float64), x * mr + xp * (1.0 - mr))
            ww = u + k
            q = np.maximum(pp, ww)
            e1 = np.exp(pp - q)
            e2 = np.exp(ww - q)
            wkv = (e1 * aa + e2 * v) / (e1 * bb + e2)
            Z[n, t] = wkv / (1.0 + np.exp(-r))
            ww = pp + w
            q = np.maximum(ww, k)
            e1 = np.exp(ww - q)
            e2 = np.exp(k - q)
            aa = e1 * aa + e2 * v
            bb = e1 * bb + e2
            pp = q
            Y[n, t] = np.dot(Wo.astype(np.float64), Z[n, t].astype(np.float64))
            xp = x
        S[n, 0] = aa
        S[n, 1] = bb
        S[n, 2] = pp
