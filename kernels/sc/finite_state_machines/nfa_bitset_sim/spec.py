"""nfa_bitset_sim: unanchored simulation of an NS-state NFA (two labelled edges and one epsilon edge per
state) over N symbols with state sets as 64-bit masks: epsilon closures, the number of positions after
which the accepting state NS - 1 is active, and the final state set."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def nfa_bitset_sim(count, final, closure, to, label, eps, text, N, NS):
    one = np.uint64(1)
    zero = np.uint64(0)
    for s in range(NS):
        closure[s] = one << np.uint64(s)
    changed = True
    while changed:
        changed = False
        for s in range(NS):
            m = closure[s] | closure[eps[s]]
            if m != closure[s]:
                closure[s] = m
                changed = True
    acc = one << np.uint64(NS - 1)
    S = closure[0]
    n = 0
    for i in range(N):
        c = text[i]
        T = zero
        for s in range(NS):
            if (S >> np.uint64(s)) & one:
                if label[s, 0] == c:
                    T |= closure[to[s, 0]]
                if label[s, 1] == c:
                    T |= closure[to[s, 1]]
        S = T | closure[0]
        if S & acc:
            n += 1
    count[0] = n
    final[0] = S
