"""image_normalize: per-channel normalization of an NCHW image batch (torchvision Normalize):
y[n, c, h, w] = (x[n, c, h, w] - mean[c]) / std[c]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def image_normalize(Y, X, mean, std, N, C, H, W):
    for n in range(N):
        for c in prange(C):
            Y[n, c, :, :] = (X[n, c, :, :] - mean[c]) / std[c]
