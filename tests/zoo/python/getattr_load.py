"""Hostile: names a forbidden NumPy function by a computed string (np.load of a saved answer)."""
import numpy as np


def s000(a, b, LEN_1D):
    load = getattr(np, "lo" + "ad")
    a[:] = load("answer.npy")
