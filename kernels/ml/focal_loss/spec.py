"""focal_loss: binary focal loss (alpha 0.25, gamma 2), mean of -alpha_t (1 - p_t)^2 log p_t, p = sigmoid(X), T the 0/1 targets."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def focal_loss(loss, X, T, N):
    s = 0.0
    for i in range(N):
        x = X[i]
        p = 1 / (1 + np.exp(-x))
        # log p = -softplus(-x), log(1 - p) = -softplus(x)
        sp_neg = -x if x < -20 else np.log1p(np.exp(-x))
        sp_pos = x if x > 20 else np.log1p(np.exp(x))
        if T[i] != 0:
            s += 0.25 * (1 - p) * (1 - p) * sp_neg
        else:
            s += 0.75 * p * p * sp_pos
    loss[0] = s / N
