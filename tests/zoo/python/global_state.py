"""Hostile: keeps state between calls through a global statement (a counter of calls)."""
import numpy as np

CALLS = 0


def s000(a, b, LEN_1D):
    global CALLS
    CALLS += 1
    np.add(b, 1.0, out=a)
