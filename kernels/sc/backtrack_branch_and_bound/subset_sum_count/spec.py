"""subset_sum_count: the number of subsets of the N <= 64 values a summing to floor(sum a / 2), counted by
backtracking over the values sorted descending, a branch cut when the values left sum below what is needed."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def subset_sum_count(count, a, N):
    if N > 64:
        return
    s = np.zeros(N, dtype=np.int64)
    rest = np.zeros(N + 1, dtype=np.int64)
    total = 0
    for i in range(N):  # insertion sort, descending
        j = i
        while j > 0 and s[j - 1] < a[i]:
            s[j] = s[j - 1]
            j -= 1
        s[j] = a[i]
        total += a[i]
    for k in range(N - 1, -1, -1):
        rest[k] = rest[k + 1] + s[k]
    # the recursion count(k, need) with an explicit stack of calls; the count is the number of calls
    # that reach need == 0
    sk = np.empty(2 * N + 2, dtype=np.int64)
    sn = np.empty(2 * N + 2, dtype=np.int64)
    sk[0] = 0
    sn[0] = total // 2
    top = 1
    c = 0
    while top > 0:
        top -= 1
        k = sk[top]
        need = sn[top]
        if need == 0:
            c += 1
            continue
        if k == N or rest[k] < need:
            continue
        sk[top] = k + 1
        sn[top] = need
        top += 1
        if s[k] <= need:
            sk[top] = k + 1
            sn[top] = need - s[k]
            top += 1
    count[0] = c
