"""gelu_tanh: tanh-approximated GELU, element-wise y = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gelu_tanh(Y, X, N):
    Y[:] = 0.5 * X * (1.0 + np.tanh(0.79788456080286535588 * (X + 0.044715 * X * X * X)))
