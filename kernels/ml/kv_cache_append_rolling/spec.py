"""kv_cache_append_rolling: new token t (of T, laid out [T, H, D]) goes to slot (pos + t) % WS of every head's
rolling window in the head-major caches Kc, Vc [H, WS, D]; other slots unchanged."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def kv_cache_append_rolling(Kc, Vc, Kn, Vn, H, WS, T, D, pos):
    for t in range(T):
        slot = (pos + t) % WS
        Kc[:, slot, :] = Kn[t, :, :]
        Vc[:, slot, :] = Vn[t, :, :]
