"""swin_window_attention: Swin W-MSA (no shift) on a channels-last token map: QKV = Wqkv x + bqkv per token
(stored); in each non-overlapping WS x WS window (local index i = iy WS + ix), per head h,
Att = softmax(q k^T / sqrt(DH) + Bias[h]) v over the window's N = WS^2 tokens (stored); Y = Wo Att + bo."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def swin_window_attention(Y, Att, QKV, X, Wqkv, bqkv, Bias, Wo, bo, B, WS, NWH, NWW, C, NH, H, W, N, DH, C3):
    scale = 1.0 / np.sqrt(DH)
    for b in range(B):
        for y in prange(H):
            for x in range(W):
                for k in range(C3):
                    QKV[b, y, x, k] = bqkv[k] + np.sum(Wqkv[k, :] * X[b, y, x, :])
    for b in range(B):
        for wy in prange(NWH):
            for wx in range(NWW):
                Q = np.empty((N, C3))
                for i in range(N):
                    Q[i, :] = QKV[b, wy * WS + i // WS, wx * WS + i % WS, :]
                for h in range(NH):
                    q = Q[:, h * DH:(h + 1) * DH]
                    k = Q[:, C + h * DH:C + (h + 1) * DH]
                    v = Q[:, 2 * C + h * DH:2 * C + (h + 1) * DH]
                    for i in range(N):
                        s = np.empty(N)
                        for j in range(N):
                            s[j] = np.sum(q[i, :] * k[j, :]) * scale + Bias[h, i, j]
                        p = np.exp(s - np.max(s))
                        lsum = np.sum(p)
                        for d in range(DH):
                            Att[b, wy * WS + i // WS, wx * WS + i % WS, h * DH + d] = np.sum(p * v[:, d]) / lsum
    for b in range(B):
        for y in prange(H):
            for x in range(W):
                for e in range(C):
                    Y[b, y, x, e] = bo[e] + np.sum(Wo[e, :] * Att[b, y, x, :])
