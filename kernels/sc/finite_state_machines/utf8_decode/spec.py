"""utf8_decode: UTF-8 decoding with maximal-subpart U+FFFD replacement: the lead byte gives the length and the
range of the second byte; a complete sequence gives its code point, otherwise the lead byte and the valid
continuation bytes after it give one U+FFFD and decoding resumes at the first byte that did not fit.
cp[0..ncp) = the code points, cp[ncp..N) = 0."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def utf8_decode(cp, ncp, text, N):
    n = 0
    i = 0
    while i < N:
        b = int(text[i])
        if b < 0x80:
            cp[n] = b
            n += 1
            i += 1
            continue
        lo = 0x80
        hi = 0xBF
        if b >= 0xC2 and b <= 0xDF:
            length = 2
            v = b & 0x1F
        elif b >= 0xE0 and b <= 0xEF:
            length = 3
            v = b & 0x0F
            if b == 0xE0:
                lo = 0xA0
            if b == 0xED:
                hi = 0x9F
        elif b >= 0xF0 and b <= 0xF4:
            length = 4
            v = b & 0x07
            if b == 0xF0:
                lo = 0x90
            if b == 0xF4:
                hi = 0x8F
        else:
            cp[n] = 0xFFFD
            n += 1
            i += 1
            continue
        k = 1
        while k < length and i + k < N:
            c = int(text[i + k])
            if c < lo or c > hi:
                break
            v = (v << 6) | (c & 0x3F)
            lo = 0x80
            hi = 0xBF
            k += 1
        cp[n] = v if k == length else 0xFFFD
        n += 1
        i += k
    ncp[0] = n
    for j in range(n, N):
        cp[j] = 0
