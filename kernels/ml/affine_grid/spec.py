"""affine_grid: torch.nn.functional.affine_grid for 2-D with align_corners=False. Normalized pixel centers
x_j = (2 j + 1) / W - 1, y_i = (2 i + 1) / H - 1; for batch n with theta t (2 x 3):
G[n, i, j, 0] = t00 x_j + t01 y_i + t02, G[n, i, j, 1] = t10 x_j + t11 y_i + t12."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def affine_grid(G, theta, N, H, W):
    for n in range(N):
        for i in prange(H):
            y = (2 * i + 1) / H - 1.0
            for j in range(W):
                x = (2 * j + 1) / W - 1.0
                G[n, i, j, 0] = theta[n, 0, 0] * x + theta[n, 0, 1] * y + theta[n, 0, 2]
                G[n, i, j, 1] = theta[n, 1, 0] * x + theta[n, 1, 1] * y + theta[n, 1, 2]
