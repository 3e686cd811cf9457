"""embedding_max_norm: torch.nn.functional.embedding(ids, table, max_norm=max_norm) (p = 2): for t in order,
row r = ids[t] of the table is renormalized in place when its L2 norm n exceeds max_norm,
table[r] *= max_norm / (n + 1e-7), and out[t] = table[r]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def embedding_max_norm(out, table, ids, V, D, T, max_norm):
    for t in range(T):
        r = ids[t]
        nrm = np.sqrt(np.sum(table[r, :] * table[r, :]))
        if nrm > max_norm:
            table[r, :] = table[r, :] * (max_norm / (nrm + 1e-7))
        out[t, :] = table[r, :]
