"""The twelve hand-written ml kernels (corpus v1) against numpy/scipy at every precision of their manifests
(test_corpus_references.py checks them at f64 only)."""
import numpy as np
import pytest
from scipy import special

from corpus_refs import close, precisions, refs, rnd  # noqa: F401  (refs is a fixture)

rng = np.random.default_rng(12)
KERNELS = ["conv2d", "cross_entropy", "embedding", "gelu", "layernorm", "matmul_bias_relu", "maxpool2d",
           "moe_router_top1", "rmsnorm", "sdpa", "softmax", "vocab_softmax"]


@pytest.fixture(scope="module", autouse=True)
def _built(refs):
    refs.prebuild(["ml/" + k for k in KERNELS])


def P(kernel):
    return pytest.mark.parametrize("prec", precisions("ml/" + kernel))


def u(shape, prec, lo=-1.0, hi=1.0):
    return rnd(rng.uniform(lo, hi, shape), prec)


@P("conv2d")
def test_conv2d(refs, prec):
    B, CI, CO, H, W, K = 2, 3, 4, 7, 6, 3
    OH, OW = H - K + 1, W - K + 1
    X, Wt, b = u((B, CI, H, W), prec), u((CO, CI, K, K), prec), u(CO, prec)
    Y = refs("ml/conv2d", prec, Y=(B, CO, OH, OW), X=X, Wt=Wt, bias=b, B=B, CI=CI, CO=CO, H=H, W=W, KH=K, KW=K, OH=OH,
             OW=OW)["Y"]
    want = b[None, :, None, None] + sum(np.einsum("nchw,oc->nohw", X[:, :, i:i + OH, j:j + OW], Wt[:, :, i, j])
                                        for i in range(K) for j in range(K))
    close(Y, want, prec)


@P("cross_entropy")
def test_cross_entropy(refs, prec):
    N, C = 16, 10
    z, lab = u((N, C), prec, -3, 3), rng.integers(0, C, N).astype(np.int32)
    loss = refs("ml/cross_entropy", prec, loss=(1,), logits=z, labels=lab, N=N, C=C)["loss"][0]
    close(loss, -np.mean(special.log_softmax(z, axis=1)[np.arange(N), lab]), prec)


@P("embedding")
def test_embedding(refs, prec):
    table, ids = u((100, 64), prec), rng.integers(0, 100, 16).astype(np.int32)
    out = refs("ml/embedding", prec, out=(16, 64), table=table, ids=ids, V=100, D=64, T=16)["out"]
    np.testing.assert_array_equal(out, table[ids])


@P("gelu")
def test_gelu(refs, prec):
    X = u(1000, prec, -6, 6)
    Y = refs("ml/gelu", prec, Y=(1000,), X=X, N=1000)["Y"]
    close(Y, 0.5 * X * (1 + special.erf(X / np.sqrt(2))), prec)


@P("layernorm")
def test_layernorm(refs, prec):
    X, g, b = u((4, 64), prec, -2, 3), u(64, prec, 0.5, 1.5), u(64, prec, -0.5, 0.5)
    eps = float(np.float32(1e-5))
    Y = refs("ml/layernorm", prec, Y=(4, 64), X=X, gamma=g, beta=b, R=4, C=64, eps=eps)["Y"]
    close(Y, (X - X.mean(1, keepdims=True)) / np.sqrt(X.var(1, keepdims=True) + eps) * g + b, prec)


@P("matmul_bias_relu")
def test_matmul_bias_relu(refs, prec):
    X, W, b = u((5, 28), prec), u((28, 6), prec), u(6, prec)
    Y = refs("ml/matmul_bias_relu", prec, Y=(5, 6), X=X, W=W, b=b, M=5, N=6, K=28)["Y"]
    close(Y, np.maximum(X @ W + b, 0), prec)


@P("maxpool2d")
def test_maxpool2d(refs, prec):
    X = u((1, 3, 8, 8), prec)
    Y = refs("ml/maxpool2d", prec, Y=(1, 3, 4, 4), X=X, B=1, C=3, H=8, W=8, OH=4, OW=4)["Y"]
    np.testing.assert_array_equal(Y, X.reshape(1, 3, 4, 2, 4, 2).max(axis=(3, 5)))


@P("moe_router_top1")
def test_moe_router_top1(refs, prec):
    T, E = 64, 8
    cap = (5 * T + 4 * E - 1) // (4 * E)
    z = u((T, E), prec, -2, 2)
    z[:, 3] = rnd(z[:, 3] + 1.5, prec)  # an expert popular enough to overflow
    o = refs("ml/moe_router_top1", prec, expert=(T,), gate=(T,), load=(E,), logits=z, T=T, E=E, CAP=cap)
    first = np.argmax(z, axis=1)
    p = special.softmax(z, axis=1)[np.arange(T), first]
    want_e = np.full(T, -1)
    for t in range(T):  # admitted in token order while the expert has room
        if np.sum(want_e == first[t]) < cap:
            want_e[t] = first[t]
    np.testing.assert_array_equal(o["expert"], want_e)
    np.testing.assert_array_equal(o["load"], np.bincount(want_e[want_e >= 0], minlength=E))
    close(o["gate"], np.where(want_e >= 0, p, 0.0), prec)
    assert (want_e == -1).any()


@P("rmsnorm")
def test_rmsnorm(refs, prec):
    X, w = u((4, 64), prec, -2, 2), u(64, prec, 0.5, 1.5)
    eps = float(np.float32(1e-6))
    Y = refs("ml/rmsnorm", prec, Y=(4, 64), X=X, weight=w, R=4, C=64, eps=eps)["Y"]
    close(Y, X / np.sqrt(np.mean(X * X, axis=1, keepdims=True) + eps) * w, prec)


@P("sdpa")
def test_sdpa(refs, prec):
    BH, S, D = 2, 24, 32
    Q, K, V = (rnd(rng.standard_normal((BH, S, D)), prec) for _ in range(3))
    O = refs("ml/sdpa", prec, O=(BH, S, D), Q=Q, K=K, V=V, BH=BH, S=S, D=D)["O"]
    close(O, special.softmax(Q @ K.transpose(0, 2, 1) / np.sqrt(D), axis=2) @ V, prec)


@P("softmax")
def test_softmax(refs, prec):
    X = u((6, 64), prec, -8, 8)
    close(refs("ml/softmax", prec, Y=(6, 64), X=X, R=6, C=64)["Y"], special.softmax(X, axis=1), prec)


@P("vocab_softmax")
def test_vocab_softmax(refs, prec):
    z = u((2, 32000), prec, -5, 5)
    temp = float(np.float32(0.75))
    P_ = refs("ml/vocab_softmax", prec, P=(2, 32000), logits=z, T=2, V=32000, temp=temp)["P"]
    close(P_, special.softmax(z / temp, axis=1), prec)
