"""Attention and positional-encoding kernels (kernels/ml) against numpy: masked score matrices and scipy's
softmax, the backward through the staged chain rule and finite differences, RoPE as complex rotations."""
import numpy as np
import pytest
from scipy import special

from corpus_refs import close, precisions, refs, rnd  # noqa: F401  (refs is a fixture)

rng = np.random.default_rng(31)
KERNELS = ["sdpa_causal", "sdpa_gqa", "sdpa_sliding_window", "sdpa_alibi", "sdpa_padding_mask", "decode_attention_gqa",
           "paged_attention_decode", "flash_attention", "sdpa_backward", "linear_attention_causal", "rope_interleaved",
           "rope_neox", "sinusoidal_posenc"]


@pytest.fixture(scope="module", autouse=True)
def _built(refs):
    refs.prebuild(["ml/" + k for k in KERNELS])


def P(kernel):
    return pytest.mark.parametrize("prec", precisions("ml/" + kernel))


def n(shape, prec):
    return rnd(rng.standard_normal(shape), prec)


def attention(Q, K, V, mask=None, bias=None):
    """softmax(Q K^T / sqrt(D) + bias, masked) V over the last two axes (mask True = attend)."""
    s = Q @ np.swapaxes(K, -1, -2) / np.sqrt(Q.shape[-1])
    if bias is not None:
        s = s + bias
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    return special.softmax(s, axis=-1) @ V


def causal(S):
    return np.tril(np.ones((S, S), dtype=bool))


@P("sdpa_causal")
def test_sdpa_causal(refs, prec):
    BH, S, D = 2, 19, 32
    Q, K, V = n((BH, S, D), prec), n((BH, S, D), prec), n((BH, S, D), prec)
    O = refs("ml/sdpa_causal", prec, O=(BH, S, D), Q=Q, K=K, V=V, BH=BH, S=S, D=D)["O"]
    close(O, attention(Q, K, V, causal(S)), prec)


@P("sdpa_gqa")
def test_sdpa_gqa_shares_kv_heads(refs, prec):
    B, H, KVH, S, D = 2, 4, 2, 11, 32
    Q, K, V = n((B, H, S, D), prec), n((B, KVH, S, D), prec), n((B, KVH, S, D), prec)
    O = refs("ml/sdpa_gqa", prec, O=(B, H, S, D), Q=Q, K=K, V=V, B=B, H=H, KVH=KVH, S=S, D=D)["O"]
    close(O, attention(Q, np.repeat(K, H // KVH, axis=1), np.repeat(V, H // KVH, axis=1), causal(S)), prec)


@P("sdpa_sliding_window")
def test_sdpa_sliding_window(refs, prec):
    BH, S, D, WIN = 2, 40, 32, 16
    Q, K, V = n((BH, S, D), prec), n((BH, S, D), prec), n((BH, S, D), prec)
    O = refs("ml/sdpa_sliding_window", prec, O=(BH, S, D), Q=Q, K=K, V=V, BH=BH, S=S, WIN=WIN, D=D)["O"]
    i, j = np.indices((S, S))
    close(O, attention(Q, K, V, (j <= i) & (j > i - WIN)), prec)


@P("sdpa_alibi")
def test_sdpa_alibi(refs, prec):
    B, H, S, D = 1, 8, 13, 32
    Q, K, V = n((B, H, S, D), prec), n((B, H, S, D), prec), n((B, H, S, D), prec)
    O = refs("ml/sdpa_alibi", prec, O=(B, H, S, D), Q=Q, K=K, V=V, B=B, H=H, S=S, D=D)["O"]
    slopes = 2.0 ** (-8.0 * np.arange(1, H + 1) / H)  # Press et al.: the geometric sequence starting at 2^(-8/H)
    i, j = np.indices((S, S))
    bias = -slopes[None, :, None, None] * (i - j)[None, None]
    close(O, attention(Q, K, V, causal(S), bias), prec)


@P("sdpa_padding_mask")
def test_sdpa_padding_mask(refs, prec):
    B, H, S, D = 3, 2, 12, 32
    Q, K, V = n((B, H, S, D), prec), n((B, H, S, D), prec), n((B, H, S, D), prec)
    pad = np.array([0, 5, 11], dtype=np.int32)
    O = refs("ml/sdpa_padding_mask", prec, O=(B, H, S, D), Q=Q, K=K, V=V, pad=pad, B=B, H=H, S=S, D=D)["O"]
    mask = (np.arange(S)[None, :] < (S - pad)[:, None])[:, None, None, :]
    close(O, attention(Q, K, V, mask), prec)


@P("decode_attention_gqa")
def test_decode_attention_gqa(refs, prec):
    B, H, KVH, L, D = 2, 8, 2, 40, 64
    q, K, V = n((B, H, D), prec), n((B, KVH, L, D), prec), n((B, KVH, L, D), prec)
    O = refs("ml/decode_attention_gqa", prec, O=(B, H, D), Q=q, Kc=K, Vc=V, B=B, H=H, KVH=KVH, L=L, D=D)["O"]
    Kr, Vr = np.repeat(K, H // KVH, axis=1), np.repeat(V, H // KVH, axis=1)
    close(O, attention(q[:, :, None, :], Kr, Vr)[:, :, 0, :], prec)


@P("paged_attention_decode")
def test_paged_attention_decode_follows_the_block_table(refs, prec):
    B, H, KVH, MAXB, D = 3, 8, 2, 3, 64
    NB = B * MAXB
    q, kc, vc = n((B, H, D), prec), n((NB, KVH, 16, D), prec), n((NB, KVH, 16, D), prec)
    table = rng.permutation(NB).astype(np.int32)
    drop = np.array([0, 7, 15], dtype=np.int32)
    O = refs("ml/paged_attention_decode", prec, O=(B, H, D), Q=q, kcache=kc, vcache=vc, block_table=table, drop=drop, B=B,
             H=H, KVH=KVH, MAXB=MAXB, D=D, NB=NB)["O"]
    for b in range(B):  # the sequence's keys laid out contiguously: its blocks in table order, then cut to length
        L = MAXB * 16 - drop[b]
        K = np.concatenate([kc[t] for t in table[b * MAXB:(b + 1) * MAXB]], axis=1)[:, :L]  # [KVH, L, D]
        V = np.concatenate([vc[t] for t in table[b * MAXB:(b + 1) * MAXB]], axis=1)[:, :L]
        want = attention(q[b][:, None, :], np.repeat(K, H // KVH, axis=0), np.repeat(V, H // KVH, axis=0))[:, 0]
        close(O[b], want, prec)


@P("flash_attention")
@pytest.mark.parametrize("S", [70, 32, 5])
def test_flash_attention_output_and_logsumexp(refs, prec, S):
    BH, D = 2, 32
    Q, K, V = n((BH, S, D), prec), n((BH, S, D), prec), n((BH, S, D), prec)
    o = refs("ml/flash_attention", prec, O=(BH, S, D), lse=(BH, S), Q=Q, K=K, V=V, BH=BH, S=S, D=D)
    close(o["O"], attention(Q, K, V), prec)
    close(o["lse"], special.logsumexp(Q @ np.swapaxes(K, 1, 2) / np.sqrt(D), axis=2), prec)


def attention_grads(Q, K, V, dO):
    """Staged backward of O = softmax(Q K^T / sqrt(D)) V."""
    scale = 1 / np.sqrt(Q.shape[-1])
    Pm = special.softmax(Q @ np.swapaxes(K, -1, -2) * scale, axis=-1)
    dV = np.swapaxes(Pm, -1, -2) @ dO
    dP = dO @ np.swapaxes(V, -1, -2)
    dS = Pm * (dP - np.sum(dP * Pm, axis=-1, keepdims=True))
    return dS @ K * scale, np.swapaxes(dS, -1, -2) @ Q * scale, dV


@P("sdpa_backward")
def test_sdpa_backward(refs, prec):
    BH, S, D = 2, 24, 32
    Q, K, V, dO = (n((BH, S, D), prec) for _ in range(4))
    O = rnd(attention(Q, K, V), prec)
    lse = rnd(special.logsumexp(Q @ np.swapaxes(K, 1, 2) / np.sqrt(D), axis=2), prec)
    o = refs("ml/sdpa_backward", prec, dQ=(BH, S, D), dK=(BH, S, D), dV=(BH, S, D), dO=dO, Q=Q, K=K, V=V, O=O, lse=lse,
             BH=BH, S=S, D=D)
    dQ, dK, dV = attention_grads(Q, K, V, dO)
    close(o["dQ"], dQ, prec)
    close(o["dK"], dK, prec)
    close(o["dV"], dV, prec)
    if prec == "f64":
        q, k, v, do = Q[:1, :4, :3].copy(), K[:1, :4, :3].copy(), V[:1, :4, :3].copy(), dO[:1, :4, :3].copy()
        o = refs("ml/sdpa_backward", prec, dQ=(1, 4, 3), dK=(1, 4, 3), dV=(1, 4, 3), dO=do, Q=q, K=k, V=v,
                 O=attention(q, k, v), lse=special.logsumexp(q @ k[0].T[None] / np.sqrt(3), axis=2), BH=1, S=4, D=3)
        for name, x, f in (("dQ", q, lambda t: attention(t, k, v)), ("dK", k, lambda t: attention(q, t, v)),
                           ("dV", v, lambda t: attention(q, k, t))):
            g = np.empty_like(x)
            for i in np.ndindex(x.shape):
                e = np.zeros_like(x)
                e[i] = 1e-6
                g[i] = (np.sum(do * f(x + e)) - np.sum(do * f(x - e))) / 2e-6
            np.testing.assert_allclose(o[name], g, rtol=1e-6, atol=1e-8, err_msg=name)


@P("linear_attention_causal")
def test_linear_attention_causal(refs, prec):
    BH, S, D = 2, 30, 32
    Q, K, V = n((BH, S, D), prec), n((BH, S, D), prec), n((BH, S, D), prec)
    O = refs("ml/linear_attention_causal", prec, O=(BH, S, D), Q=Q, K=K, V=V, BH=BH, S=S, D=D)["O"]
    phi = lambda x: np.where(x > 0, x + 1, np.exp(x))  # noqa: E731  (elu(x) + 1)
    A = np.tril(phi(Q) @ np.swapaxes(phi(K), 1, 2))  # [BH, S, S], j <= i
    close(O, (A @ V) / A.sum(axis=2, keepdims=True), prec)


@pytest.mark.parametrize("style", ["interleaved", "neox"])
@pytest.mark.parametrize("prec", ["f64", "f32", "f16", "bf16"])
def test_rope_rotates_pairs_as_complex_numbers(refs, style, prec):
    B, S, H, D = 2, 20, 4, 64
    X = rnd(rng.uniform(-1, 1, (B, S, H, D)), prec)
    theta = 10000.0 ** (-np.arange(D // 2) * 2 / D)
    ang = np.arange(S)[:, None] * theta[None, :]
    c, s = rnd(np.cos(ang), prec), rnd(np.sin(ang), prec)
    Y = refs(f"ml/rope_{style}", prec, Y=X.shape, X=X, cosT=c, sinT=s, B=B, S=S, H=H, D=D)["Y"]
    if style == "interleaved":
        z = X[..., 0::2] + 1j * X[..., 1::2]
    else:
        z = X[..., :D // 2] + 1j * X[..., D // 2:]
    w = z * (c + 1j * s)[None, :, None, :]
    want = np.empty_like(X)
    if style == "interleaved":
        want[..., 0::2], want[..., 1::2] = w.real, w.imag
    else:
        want[..., :D // 2], want[..., D // 2:] = w.real, w.imag
    close(Y, want, prec)


@P("sinusoidal_posenc")
def test_sinusoidal_posenc(refs, prec):
    B, S, D = 2, 50, 64
    X = rnd(rng.uniform(-1, 1, (B, S, D)), prec)
    Y = refs("ml/sinusoidal_posenc", prec, Y=X.shape, X=X, B=B, S=S, D=D)["Y"]
    pos, i = np.arange(S)[:, None], np.arange(D // 2)[None, :]
    ang = pos / 10000.0 ** (2 * i / D)
    pe = np.empty((S, D))
    pe[:, 0::2], pe[:, 1::2] = np.sin(ang), np.cos(ang)
    close(Y, X + pe[None], prec, rtol={"f64": 1e-14}.get(prec))
