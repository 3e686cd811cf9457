"""sat_model_count: model counts of NINST random 3-CNF formulas by backtracking over the variables in
index order (false, then true), each clause checked when its highest variable is assigned; also the
number of assignments made."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sat_model_count(count, nodes, var, neg, NINST, NV, NC):
    for g in prange(NINST):
        head = np.full(NV, -1, dtype=np.int64)
        nxt = np.empty(NC, dtype=np.int64)
        val = np.empty(NV, dtype=np.int64)
        for c in range(NC - 1, -1, -1):
            m = max(var[g, c, 0], var[g, c, 1], var[g, c, 2])
            nxt[c] = head[m]
            head[m] = c
        models = 0
        visited = 0
        d = 0
        val[0] = -1
        while d >= 0:
            val[d] += 1
            if val[d] > 1:
                d -= 1
                continue
            visited += 1
            ok = True
            c = head[d]
            while c >= 0 and ok:
                falsified = True
                for j in range(3):
                    if val[var[g, c, j]] != (1 if neg[g, c, j] != 0 else 0):
                        falsified = False
                if falsified:
                    ok = False
                c = nxt[c]
            if not ok:
                continue
            if d == NV - 1:
                models += 1
                continue
            d += 1
            val[d] = -1
        count[g] = models
        nodes[g] = visited
