"""Hostile: reads a file (the judge's secrets, another answer) from the kernel."""
import numpy as np


def s000(a, b, LEN_1D):
    with open("/etc/hostname") as f:
        a[0] = len(f.read())
    np.add(b, 1.0, out=a)
