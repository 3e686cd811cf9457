"""deriche: PolyBench deriche: recursive (IIR) Deriche filter of a W x H image, rows then columns

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def deriche(imgIn, imgOut, y1, y2, W, H, alpha):
    al = float(alpha)
    kd = (((1.0 - np.exp((-al))) * (1.0 - np.exp((-al)))) / ((1.0 + ((2.0 * al) * np.exp((-al)))) - np.exp((2.0 * al))))
    k = float(kd)
    a1 = k
    a5 = k
    a2 = float(((kd * np.exp((-al))) * (al - 1.0)))
    a6 = a2
    a3 = float(((kd * np.exp((-al))) * (al + 1.0)))
    a7 = a3
    a4 = float(((-kd) * np.exp(((-2.0) * al))))
    a8 = a4
    b1 = float((2.0 ** (-al)))
    b2 = float((-np.exp(((-2.0) * al))))
    c1 = float(1)
    c2 = float(1)
    for i in range(0, W):
        ym1 = float(0)
        ym2 = float(0)
        xm1 = float(0)
        for j in range(0, H):
            y1[i, j] = ((((a1 * imgIn[i, j]) + (a2 * xm1)) + (b1 * ym1)) + (b2 * ym2))
            xm1 = imgIn[i, j]
            ym2 = ym1
            ym1 = y1[i, j]
    for i in range(0, W):
        yp1 = float(0)
        yp2 = float(0)
        xp1 = float(0)
        xp2 = float(0)
        for j in range((H - 1), 0 - 1, -1):
            y2[i, j] = ((((a3 * xp1) + (a4 * xp2)) + (b1 * yp1)) + (b2 * yp2))
            xp2 = xp1
            xp1 = imgIn[i, j]
            yp2 = yp1
            yp1 = y2[i, j]
    for i in range(0, (W * H)):
        imgOut.reshape(-1)[i] = (c1 * (y1.reshape(-1)[i] + y2.reshape(-1)[i]))
    for j in range(0, H):
        tm1 = float(0)
        ym1 = float(0)
        ym2 = float(0)
        for i in range(0, W):
            y1[i, j] = ((((a5 * imgOut[i, j]) + (a6 * tm1)) + (b1 * ym1)) + (b2 * ym2))
            tm1 = imgOut[i, j]
            ym2 = ym1
            ym1 = y1[i, j]
    for j in range(0, H):
        tp1 = float(0)
        tp2 = float(0)
        yp1 = float(0)
        yp2 = float(0)
        for i in range((W - 1), 0 - 1, -1):
            y2[i, j] = ((((a7 * tp1) + (a8 * tp2)) + (b1 * yp1)) + (b2 * yp2))
            tp2 = tp1
            tp1 = imgOut[i, j]
            yp2 = yp1
            yp1 = y2[i, j]
    for i in range(0, (W * H)):
        imgOut.reshape(-1)[i] = (c2 * (y1.reshape(-1)[i] + y2.reshape(-1)[i]))
