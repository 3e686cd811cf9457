"""rgb_to_grayscale: ITU-R 601 luma of an N x 3 x H x W RGB batch (channel 0 red, 1 green, 2 blue):
y[n, h, w] = 0.299 r + 0.587 g + 0.114 b."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rgb_to_grayscale(Y, X, N, H, W):
    for n in prange(N):
        Y[n, :, :] = 0.299 * X[n, 0, :, :] + 0.587 * X[n, 1, :, :] + 0.114 * X[n, 2, :, :]
