"""Hostile: monkey-patches the clock the judge could read."""
import time

import numpy as np

time.perf_counter_ns = lambda: 0


def s000(a, b, LEN_1D):
    np.add(b, 1.0, out=a)
