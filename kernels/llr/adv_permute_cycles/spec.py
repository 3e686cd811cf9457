"""adv_permute_cycles: in-place permutation a[p[i]] = a_old[i] by a cycle walk; cyc[i] = smallest index
of i's cycle.

For each start s not yet visited, in ascending order, a[s] is carried along s -> p[s] -> p[p[s]] -> ...
back to s, every element moving one step; every index j of that cycle gets cyc[j] = s."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_permute_cycles(a, p, cyc, LEN_1D):
    for i in range(LEN_1D):
        cyc[i] = -1
    for s in range(LEN_1D):
        if cyc[s] >= 0:
            continue
        carry = a[s]
        j = s
        while True:
            cyc[j] = s
            nxt = p[j]
            t = a[nxt]
            a[nxt] = carry
            carry = t
            j = nxt
            if j == s:
                break
