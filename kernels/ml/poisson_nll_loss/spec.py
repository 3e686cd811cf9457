"""poisson_nll_loss: PyTorch's PoissonNLLLoss (log_input = True, full = True, reduction mean):
loss = mean_i exp(x) - t x + s(t), s(t) = t log t - t + 0.5 log(2 pi t) where t > 1, else 0."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def poisson_nll_loss(loss, X, T, N):
    two_pi = 6.283185307179586
    s = 0.0
    for i in range(N):
        x = X[i]
        t = T[i]
        l = np.exp(x) - t * x
        if t > 1:
            l += t * np.log(t) - t + 0.5 * np.log(two_pi * t)
        s += l
    loss[0] = s / N
