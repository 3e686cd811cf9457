"""Hostile: reads a file through NumPy instead of open()."""
import numpy as np


def s000(a, b, LEN_1D):
    a[:] = np.fromfile("/etc/hostname", dtype=np.uint8)[:1]
