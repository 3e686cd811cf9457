"""Hostile: reads the environment (a seed, a token) through os.environ."""
import os

import numpy as np


def s000(a, b, LEN_1D):
    a[0] = len(os.environ.get("HPCAB_SECRET", ""))
    np.add(b, 1.0, out=a)
