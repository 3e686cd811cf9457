"""vit_patch_encoder: ViT front on each image: Z0[0] = cls + pos[0], Z0[1 + gy GW + gx] = Wp . patch(gy, gx)
+ bp + pos[t] (P x P patches, stride P; stored); then one pre-LN encoder block: QKV = Wqkv ln1(Z0) + bqkv
(stored), Att = per-head softmax(q k^T / sqrt(DH)) v over all T tokens (stored), X1 = Z0 + Wo Att + bo
(stored), Y = X1 + W2 gelu(W1 ln2(X1) + b1) + b2 with gelu(s) = 0.5 s (1 + erf(s / sqrt(2))); layernorms
with biased variance and eps."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def ln_row(x, g, b, E, eps):
    xd = x.astype(np.float64)
    mean = np.sum(xd) / E
    var = np.sum((xd - mean) ** 2) / E
    return (xd - mean) / np.sqrt(var + eps) * g + b


def vit_patch_encoder(Y, X1, Att, QKV, Z0, Img, Wp, bp, cls, pos, g1, be1, Wqkv, bqkv, Wo, bo, g2, be2, W1, b1,
                      W2, b2, B, CI, P, GH, GW, E, NH, IH, IW, T, DH, E3, F, eps):
    r2 = 0.70710678118654752440  # 1 / sqrt(2)
    scale = 1.0 / np.sqrt(DH)
    for b in range(B):
        for e in range(E):
            Z0[b, 0, e] = cls[e] + pos[0, e]
        for gy in prange(GH):
            for gx in range(GW):
                t = 1 + gy * GW + gx
                patch = Img[b, :, gy * P:(gy + 1) * P, gx * P:(gx + 1) * P]
                for e in range(E):
                    Z0[b, t, e] = (bp[e] + np.sum(Wp[e] * patch)) + pos[t, e]
        for t in prange(T):
            u = ln_row(Z0[b, t, :], g1, be1, E, float(eps))
            for k in range(E3):
                QKV[b, t, k] = bqkv[k] + np.sum(Wqkv[k, :] * u)
        for h in range(NH):
            for t in prange(T):
                q = QKV[b, t, h * DH:(h + 1) * DH].astype(np.float64)
                p = np.empty(T)
                for j in range(T):
                    p[j] = np.sum(q * QKV[b, j, E + h * DH:E + (h + 1) * DH]) * scale
                p = np.exp(p - np.max(p))
                lsum = np.sum(p)
                for d in range(DH):
                    Att[b, t, h * DH + d] = np.sum(p * QKV[b, :, 2 * E + h * DH + d]) / lsum
        for t in prange(T):
            for e in range(E):
                X1[b, t, e] = Z0[b, t, e] + (bo[e] + np.sum(Wo[e, :] * Att[b, t, :]))
        for t in prange(T):
            u = ln_row(X1[b, t, :], g2, be2, E, float(eps))
            hid = np.empty(F)
            for f in range(F):
                s = b1[f] + np.sum(W1[f, :] * u)
                hid[f] = 0.5 * s * (1.0 + math.erf(s * r2))
            for e in range(E):
                Y[b, t, e] = X1[b, t, e] + (b2[e] + np.sum(W2[e, :] * hid))
