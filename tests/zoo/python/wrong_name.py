"""Not a candidate of llr/s000: its function has another name."""
import numpy as np


def s001(a, b, LEN_1D):
    np.add(b, 1.0, out=a)
