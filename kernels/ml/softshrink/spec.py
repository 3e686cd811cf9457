"""softshrink: torch.nn.Softshrink, elementwise y = x - lambd for x > lambd, x + lambd for x < -lambd, else 0."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def softshrink(Y, X, N, lambd):
    Y[:] = np.where(X > lambd, X - lambd, np.where(X < -lambd, X + lambd, 0.0))
