"""md5: the MD5 digest (RFC 1321) of an N-byte message: the 64-byte blocks of the message, then the tail padded
with 0x80, zeros and the bit length little-endian, each compressed by 64 steps (sine-derived constants T, the
four round functions); digest = the four state words little-endian. uint32 arithmetic as int64 masked to
32 bits."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

T = np.array([
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391], dtype=np.int64)
S = np.array([[7, 12, 17, 22], [5, 9, 14, 20], [4, 11, 16, 23], [6, 10, 15, 21]], dtype=np.int64)
M32 = 0xFFFFFFFF


def compress(st, blk, o):
    """st (4 words) updated by the 64-byte block blk[o:o + 64]."""
    X = np.empty(16, dtype=np.int64)
    for k in range(16):
        X[k] = (np.int64(blk[o + 4 * k]) | np.int64(blk[o + 4 * k + 1]) << 8 | np.int64(blk[o + 4 * k + 2]) << 16
                | np.int64(blk[o + 4 * k + 3]) << 24)
    a = st[0]
    b = st[1]
    c = st[2]
    d = st[3]
    for i in range(64):
        r = i // 16
        if r == 0:
            f = (b & c) | ((b ^ M32) & d)
            g = i
        elif r == 1:
            f = (b & d) | (c & (d ^ M32))
            g = (5 * i + 1) % 16
        elif r == 2:
            f = b ^ c ^ d
            g = (3 * i + 5) % 16
        else:
            f = c ^ (b | (d ^ M32))
            g = (7 * i) % 16
        tmp = d
        d = c
        c = b
        x = (a + f + T[i] + X[g]) & M32
        n = S[r, i % 4]
        b = (b + (((x << n) & M32) | (x >> (32 - n)))) & M32
        a = tmp
    st[0] = (st[0] + a) & M32
    st[1] = (st[1] + b) & M32
    st[2] = (st[2] + c) & M32
    st[3] = (st[3] + d) & M32


def md5(digest, msg, N):
    st = np.array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476], dtype=np.int64)
    full = N // 64
    for b in range(full):
        compress(st, msg, 64 * b)
    tail = np.zeros(128, dtype=np.uint8)
    rest = N - 64 * full
    for i in range(rest):
        tail[i] = msg[64 * full + i]
    tail[rest] = 0x80
    tlen = 64 if rest + 1 + 8 <= 64 else 128
    bits = np.int64(N) * 8
    for i in range(8):
        tail[tlen - 8 + i] = (bits >> (8 * i)) & 0xFF
    for b in range(0, tlen, 64):
        compress(st, tail, b)
    for i in range(4):
        for k in range(4):
            digest[4 * i + k] = (st[i] >> (8 * k)) & 0xFF
