"""mish_backward: gradient of mish x tanh(softplus(x)): dX = dY (tanh(sp) + x sigmoid(x) (1 - tanh(sp)^2)), sp = log(1 + exp(x)).
Element-wise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mish_backward(dX, dY, X, N):
    for i in prange(N):
        x = X[i]
        th = np.tanh(np.log(1.0 + np.exp(x)))
        s = 1.0 / (1.0 + np.exp(-x))
        dX[i] = dY[i] * (th + x * s * (1.0 - th * th))
