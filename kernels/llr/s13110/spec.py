"""s13110: if to max with index reduction, 2 dimensions (TSVC-2's s13110 body is the s3110 loop)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s13110(aa, xmax, imax, LEN_2D):
    m = aa[0, 0]
    xindex = 0
    yindex = 0
    for i in range(0, LEN_2D):
        for j in range(0, LEN_2D):
            if (aa[i, j] > m):
                m = aa[i, j]
                xindex = i
                yindex = j
    xmax[0] = m
    imax[0] = xindex
    imax[1] = yindex
