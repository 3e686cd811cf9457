"""clip_grad_value_norm: torch.nn.utils.clip_grad_value_ followed by the norm a training loop logs:
g[i] = min(max(g[i], -cv), cv) in place, then norm[0] = sqrt(sum g[i]^2) over the clipped values."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def clip_grad_value_norm(g, norm, N, cv):
    s = 0.0
    for i in range(N):
        v = g[i]
        if v > cv:
            v = cv
        elif v < -cv:
            v = -cv
        g[i] = v
        s += g[i] * g[i]
    norm[0] = np.sqrt(s)
