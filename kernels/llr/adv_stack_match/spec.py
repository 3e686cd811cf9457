"""adv_stack_match: stack walk pairing each non-positive a[i] with the latest unmatched positive one.

sp = 0; for each i: if a[i] > 0: stk[sp] = a[i], sp += 1, b[i] = 0; elif sp > 0: sp -= 1,
b[i] = stk[sp] + a[i]; else b[i] = a[i]. depth[0] = the final sp; stk keeps what was pushed."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_stack_match(a, b, stk, depth, LEN_1D):
    sp = 0
    for i in range(LEN_1D):
        if a[i] > 0:
            stk[sp] = a[i]
            sp += 1
            b[i] = 0
        elif sp > 0:
            sp -= 1
            b[i] = stk[sp] + a[i]
        else:
            b[i] = a[i]
    depth[0] = sp
