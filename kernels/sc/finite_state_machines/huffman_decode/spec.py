"""huffman_decode: canonical Huffman decoding of up to NOUT symbols of the NSYM-symbol code given by its
code lengths, from the NB-byte bit stream (most significant bit first); ndec = the number of symbols
decoded, out[k] = -1 past them."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def huffman_decode(out, ndec, lengths, bits, NOUT, NSYM, NB):
    if NSYM > 288:
        return
    count = np.zeros(32, dtype=np.int64)
    offs = np.zeros(33, dtype=np.int64)
    srt = np.zeros(288, dtype=np.int64)  # the symbols sorted by (length, symbol)
    nbits = 8 * NB
    for s in range(NSYM):
        if lengths[s] != 0 and lengths[s] < 32:
            count[lengths[s]] += 1
    for ln in range(1, 32):
        offs[ln + 1] = offs[ln] + count[ln]
    for s in range(NSYM):
        if lengths[s] != 0 and lengths[s] < 32:
            srt[offs[lengths[s]]] = s
            offs[lengths[s]] += 1
    pos = 0
    n = 0
    while n < NOUT:
        code = 0
        first = 0
        index = 0
        sym = -1
        for ln in range(1, 32):
            if pos >= nbits:
                break
            code |= (np.int64(bits[pos >> 3]) >> (7 - (pos & 7))) & 1
            pos += 1
            if code - first < count[ln]:
                sym = srt[index + code - first]
                break
            index += count[ln]
            first = (first + count[ln]) << 1
            code <<= 1
        if sym < 0:
            break
        out[n] = sym
        n += 1
    ndec[0] = n
    for k in range(n, NOUT):
        out[k] = -1
