"""Hostile: starts a thread that outlives the call and keeps working on the output."""
import threading

import numpy as np


def s000(a, b, LEN_1D):
    def finish():
        np.add(b, 1.0, out=a)

    threading.Thread(target=finish).start()
