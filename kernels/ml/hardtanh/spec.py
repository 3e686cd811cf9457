"""hardtanh: torch.nn.Hardtanh, elementwise y = min_val for x < min_val, max_val for x > max_val, else x."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hardtanh(Y, X, N, min_val, max_val):
    Y[:] = np.minimum(np.maximum(X, min_val), max_val)
