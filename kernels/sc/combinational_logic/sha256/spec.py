"""sha256: the SHA-256 digest (FIPS 180-4) of an N-byte message: the message padded with 0x80, zeros and its
bit length (big-endian) to a multiple of 64 bytes, each block expanded to 64 words and compressed with the 64
round constants; the digest is the eight state words, big-endian. Unsigned 32-bit words are held in int64 and
masked to 32 bits after each sum."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

MASK32 = 0xFFFFFFFF

K256 = np.array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2],
    dtype=np.int64)


def rotr(x, n):
    return ((x >> n) | (x << (32 - n))) & MASK32


def compress(st, blk, off):
    # compresses the 64 bytes blk[off:off + 64] into the state st (eight 32-bit words)
    w = np.empty(64, dtype=np.int64)
    for t in range(16):
        w[t] = ((np.int64(blk[off + 4 * t]) << 24) | (np.int64(blk[off + 4 * t + 1]) << 16)
                | (np.int64(blk[off + 4 * t + 2]) << 8) | np.int64(blk[off + 4 * t + 3]))
    for t in range(16, 64):
        s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
        s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
        w[t] = (w[t - 16] + s0 + w[t - 7] + s1) & MASK32
    a = st[0]
    b = st[1]
    c = st[2]
    d = st[3]
    e = st[4]
    f = st[5]
    g = st[6]
    h = st[7]
    for t in range(64):
        t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ ((~e) & g)) + K256[t] + w[t]) & MASK32
        t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) & MASK32
        h = g
        g = f
        f = e
        e = (d + t1) & MASK32
        d = c
        c = b
        b = a
        a = (t1 + t2) & MASK32
    st[0] = (st[0] + a) & MASK32
    st[1] = (st[1] + b) & MASK32
    st[2] = (st[2] + c) & MASK32
    st[3] = (st[3] + d) & MASK32
    st[4] = (st[4] + e) & MASK32
    st[5] = (st[5] + f) & MASK32
    st[6] = (st[6] + g) & MASK32
    st[7] = (st[7] + h) & MASK32


def sha256(digest, msg, N):
    st = np.array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
                   0x5be0cd19], dtype=np.int64)
    full = N // 64
    for b in range(full):
        compress(st, msg, 64 * b)
    tail = np.zeros(128, dtype=np.uint8)
    rest = N - 64 * full
    for i in range(rest):
        tail[i] = msg[64 * full + i]
    tail[rest] = 0x80
    tlen = 64 if rest + 1 + 8 <= 64 else 128
    bits = N * 8
    for i in range(8):
        tail[tlen - 1 - i] = (bits >> (8 * i)) & 0xFF
    for b in range(0, tlen, 64):
        compress(st, tail, b)
    for i in range(8):
        for k in range(4):
            digest[4 * i + k] = (st[i] >> (24 - 8 * k)) & 0xFF
