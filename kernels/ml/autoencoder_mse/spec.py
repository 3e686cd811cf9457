"""autoencoder_mse: MLP autoencoder, per row x of X: Ha = relu(We1 x + be1), Z = We2 Ha + be2 (the code),
Hb = relu(Wd1 Z + bd1), R = sigmoid(Wd2 Hb + bd2) (all stored, each layer reading the previous as
stored); loss[0] = mean over all entries of (R - X)^2."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def autoencoder_mse(loss, R, Z, Ha, Hb, X, We1, be1, We2, be2, Wd1, bd1, Wd2, bd2, M, D, HD, L):
    for i in prange(M):
        for h in range(HD):
            Ha[i, h] = max(be1[h] + np.sum(We1[h, :] * X[i, :]), 0.0)
        for l in range(L):
            Z[i, l] = be2[l] + np.sum(We2[l, :] * Ha[i, :])
        for h in range(HD):
            Hb[i, h] = max(bd1[h] + np.sum(Wd1[h, :] * Z[i, :]), 0.0)
        for d in range(D):
            R[i, d] = 1.0 / (1.0 + np.exp(-(bd2[d] + np.sum(Wd2[d, :] * Hb[i, :]))))
    err = 0.0
    for i in range(M):
        for d in range(D):
            e = float(R[i, d]) - float(X[i, d])
            err += e * e
    loss[0] = err / (M * D)
