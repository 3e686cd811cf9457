"""linear_gelu: fused linear + tanh-GELU, Y = gelu_tanh(X W^T + b) (X is M x K, W is N x K, b has N
entries; gelu_tanh(s) = 0.5 s (1 + tanh(sqrt(2/pi) (s + 0.044715 s^3))))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_gelu(Y, X, W, b, M, N, K):
    s = np.dot(X, W.T) + b
    Y[:, :] = 0.5 * s * (1.0 + np.tanh(0.79788456080286535588 * (s + 0.044715 * s * s * s)))
