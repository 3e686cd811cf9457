"""An honest plain-NumPy candidate for llr/s000."""
import numpy as np


def s000(a, b, LEN_1D):
    np.add(b, 1.0, out=a)
