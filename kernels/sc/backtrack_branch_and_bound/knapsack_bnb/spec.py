"""knapsack_bnb: 0/1 knapsack optimum (capacity floor(sum w / 2)) of each of NINST instances of N <= 64 items:
items ordered by v/w descending (stable), depth first take-then-skip, a branch cut when val + the greedy
(Dantzig) bound of the items left, the first misfit taken fractionally (floor), is <= the best so far."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def solve(w, v, N):
    sw = np.empty(N, dtype=np.int64)
    sv = np.empty(N, dtype=np.int64)
    total = 0
    for i in range(N):  # insertion by ratio, stable
        j = i
        while j > 0 and v[i] * sw[j - 1] > sv[j - 1] * w[i]:
            sw[j] = sw[j - 1]
            sv[j] = sv[j - 1]
            j -= 1
        sw[j] = w[i]
        sv[j] = v[i]
        total += w[i]
    # the recursion dfs(k, cap, val) with an explicit stack of calls: skip pushed below take, so that the
    # take branch (and all it calls) runs first, as in the recursion
    sk = np.empty(2 * N + 2, dtype=np.int64)
    sc = np.empty(2 * N + 2, dtype=np.int64)
    sval = np.empty(2 * N + 2, dtype=np.int64)
    best = 0
    top = 0
    sk[0] = 0
    sc[0] = total // 2
    sval[0] = 0
    top = 1
    while top > 0:
        top -= 1
        k = sk[top]
        cap = sc[top]
        val = sval[top]
        if val > best:
            best = val
        if k == N:
            continue
        bound = val
        room = cap
        for j in range(k, N):
            if sw[j] <= room:
                room -= sw[j]
                bound += sv[j]
            else:
                bound += sv[j] * room // sw[j]
                break
        if bound <= best:
            continue
        sk[top] = k + 1
        sc[top] = cap
        sval[top] = val
        top += 1
        if sw[k] <= cap:
            sk[top] = k + 1
            sc[top] = cap - sw[k]
            sval[top] = val + sv[k]
            top += 1
    return best


def knapsack_bnb(best, w, v, NINST, N):
    for k in prange(NINST):
        if N <= 64:
            best[k] = solve(w[k], v[k], N)
        else:
            best[k] = 0
