"""dfa_run: run a table-driven DFA over N symbols: the number of accepting prefixes and the final state

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dfa_run(accepted, final, delta, accepting, text, N, NS, NA):
    acc = 0
    q = 0
    for i in range(0, N):
        q = delta[int(q), text[i]]
        acc += (accepting[q] != 0)
    accepted[0] = acc
    final[0] = q
