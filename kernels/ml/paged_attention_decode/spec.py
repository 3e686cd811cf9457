"""paged_attention_decode: paged decode attention, one query token per (batch, head), grouped KV heads:
the KV cache lives in 16-token blocks, token t of sequence b in block block_table[b, t / 16] slot t % 16, over
len = MAXB * 16 - drop[b] tokens; O[b, h] = softmax_t(q . k_t / sqrt(D)) v_t with KV head h / (H / KVH)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dot_scaled(q, k, D, scale):
    s = 0.0
    for d in range(D):
        s += q[d] * k[d]
    return s * scale


def paged_attention_decode(O, Q, kcache, vcache, block_table, drop, B, H, KVH, MAXB, D, NB):
    scale = 1.0 / np.sqrt(float(D))
    group = H // KVH
    BS = 16
    for b in range(B):
        ln = MAXB * BS - drop[b]
        for h in prange(H):
            kvh = h // group
            m = 0.0
            acc = np.zeros(D)
            l = 0.0
            for t in range(ln):
                blk = block_table[b * MAXB + t // BS]
                s = dot_scaled(Q[b, h], kcache[blk, kvh, t % BS], D, scale)
                if t == 0 or s > m:
                    m = s
            for t in range(ln):
                blk = block_table[b * MAXB + t // BS]
                p = np.exp(dot_scaled(Q[b, h], kcache[blk, kvh, t % BS], D, scale) - m)
                l += p
                for d in range(D):
                    acc[d] += p * vcache[blk, kvh, t % BS, d]
            for d in range(D):
                O[b, h, d] = acc[d] / l
