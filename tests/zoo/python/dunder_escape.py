"""Hostile: climbs from a tuple to every class of the interpreter (and from there to os)."""
import numpy as np


def s000(a, b, LEN_1D):
    classes = ().__class__.__base__.__subclasses__()
    a[0] = len(classes)
    np.add(b, 1.0, out=a)
