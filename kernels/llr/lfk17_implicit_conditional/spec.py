"""LFK 17: implicit, conditional computation: a backward recurrence over i = n-1 .. 1 that switches between a step model and a linear model."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk17_implicit_conditional(vxne, vxnd, ve3, vsp, vstp, vlr, vlin, n):
    dt = vxne.dtype.type  # the C reference's constants and scalars are real_t
    j = 0
    ink = -1
    scale = dt(5.0 / 3.0)
    xnm = dt(1.0 / 3.0)
    e6 = dt(1.03 / 3.07)
    i = n - 1
    while True:
        # label 61: the linear model, unless a test sends the element to the step model (label 60)
        e3 = xnm * vlr[i] + vlin[i]
        xnei = vxne[i]
        vxnd[i] = e6
        xnc = scale * e3
        if xnm > xnc or xnei > xnc:
            e6 = xnm * vsp[i] + vstp[i]
            vxne[i] = e6
            xnm = e6
            ve3[i] = e6
        else:
            ve3[i] = e3
            e6 = e3 + e3 - xnm
            vxne[i] = e3 + e3 - xnei
            xnm = e6
        i += ink
        if i == j:
            break
