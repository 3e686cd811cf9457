"""pat_rle_decode: run-length decode, lens[r] copies of vals[r] back to back, the tail of out zero;
count[0] = the decoded length."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_rle_decode(vals, lens, out, count, R):
    pos = 0
    for r in range(R):
        v = vals[r]
        for k in range(lens[r]):
            out[pos] = v
            pos += 1
    count[0] = pos
    for i in range(pos, 8 * R):
        out[i] = 0
