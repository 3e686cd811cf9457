"""Hostile: reaches raw memory and the C library through ctypes (the judge's pages, its clock)."""
import ctypes

import numpy as np

libc = ctypes.CDLL(None)


def s000(a, b, LEN_1D):
    libc.getppid()
    np.add(b, 1.0, out=a)
