"""Activation and loss kernels (kernels/ml) against numpy/scipy (scipy.special's erf, expit, log_expit,
logsumexp, xlogy), at every precision; the activation gradients also against central differences."""
import numpy as np
import pytest
from scipy import special

from corpus_refs import close, precisions, refs, rnd  # noqa: F401  (refs is a fixture)

rng = np.random.default_rng(99)
N = 1000


def gelu(x):
    return 0.5 * x * (1 + special.erf(x / np.sqrt(2)))


def softplus(x):
    return np.logaddexp(0.0, x)


ACT = {  # name: (numpy function, input range, params)
    "gelu_tanh": (lambda x: 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3))), (-6, 6), {}),
    "silu": (lambda x: x * special.expit(x), (-10, 10), {}),
    "sigmoid": (special.expit, (-10, 10), {}),
    "tanh_act": (np.tanh, (-5, 5), {}),
    "quick_gelu": (lambda x: x * special.expit(1.702 * x), (-10, 10), {}),
    "leaky_relu": (lambda x: np.where(x > 0, x, float(np.float32(0.05)) * x), (-3, 3), {"slope": 0.05}),
    "softplus": (lambda x: np.where(x > 20, x, softplus(x)), (-30, 30), {}),
    "mish": (lambda x: x * np.tanh(softplus(x)), (-10, 10), {}),
    "elu": (lambda x: np.where(x > 0, x, float(np.float32(1.2)) * np.expm1(x)), (-5, 5), {"alpha": 1.2}),
    "hardswish": (lambda x: x * np.clip(x + 3, 0, 6) / 6, (-5, 5), {}),
}
LOSSES = ["mse_loss", "smooth_l1_loss", "bce_with_logits", "focal_loss", "nll_loss", "kl_div",
          "cross_entropy_label_smoothing", "cosine_similarity"]
OTHERS = ["gelu_backward", "silu_backward", "swiglu", "geglu", "swiglu_backward", "bias_gelu", "dropout_apply"]


@pytest.fixture(scope="module", autouse=True)
def _built(refs):
    refs.prebuild(["ml/" + k for k in list(ACT) + LOSSES + OTHERS])


def P(kernel):
    return pytest.mark.parametrize("prec", precisions("ml/" + kernel))


def u(shape, prec, lo=-1.0, hi=1.0):
    return rnd(rng.uniform(lo, hi, shape), prec)


@pytest.mark.parametrize("prec", ["f64", "f32", "f16", "bf16"])
@pytest.mark.parametrize("name", list(ACT))
def test_activation(refs, name, prec):
    f, (lo, hi), params = ACT[name]
    X = u(N, prec, lo, hi)
    X[:3] = [0.0, rnd(lo, prec), rnd(hi, prec)]
    Y = refs(f"ml/{name}", prec, Y=(N,), X=X, N=N, **params)["Y"]
    close(Y, f(X), prec, atol=1e-12 if prec == "f64" else None)


def central(f, x, h=1e-6):
    return (f(x + h) - f(x - h)) / (2 * h)


@P("gelu_backward")
def test_gelu_backward_is_the_derivative(refs, prec):
    X, dY = u(N, prec, -5, 5), u(N, prec)
    dX = refs("ml/gelu_backward", prec, dX=(N,), dY=dY, X=X, N=N)["dX"]
    close(dX, dY * (0.5 * (1 + special.erf(X / np.sqrt(2))) + X * np.exp(-X * X / 2) / np.sqrt(2 * np.pi)), prec)
    if prec == "f64":
        np.testing.assert_allclose(dX, dY * central(gelu, X), rtol=1e-7, atol=1e-9)


@P("silu_backward")
def test_silu_backward_is_the_derivative(refs, prec):
    X, dY = u(N, prec, -10, 10), u(N, prec)
    dX = refs("ml/silu_backward", prec, dX=(N,), dY=dY, X=X, N=N)["dX"]
    s = special.expit(X)
    close(dX, dY * (s + X * s * (1 - s)), prec)
    if prec == "f64":
        np.testing.assert_allclose(dX, dY * central(lambda x: x * special.expit(x), X), rtol=1e-7, atol=1e-9)


@P("swiglu")
def test_swiglu(refs, prec):
    R, H = 4, 64
    X = u((R, 2 * H), prec, -5, 5)
    a, b = X[:, :H], X[:, H:]
    close(refs("ml/swiglu", prec, Y=(R, H), X=X, R=R, H=H)["Y"], a * special.expit(a) * b, prec)


@P("geglu")
def test_geglu(refs, prec):
    R, H = 4, 64
    X = u((R, 2 * H), prec, -5, 5)
    close(refs("ml/geglu", prec, Y=(R, H), X=X, R=R, H=H)["Y"], gelu(X[:, :H]) * X[:, H:], prec)


@P("swiglu_backward")
def test_swiglu_backward_is_the_derivative(refs, prec):
    R, H = 4, 64
    X, dY = u((R, 2 * H), prec, -5, 5), u((R, H), prec)
    dX = refs("ml/swiglu_backward", prec, dX=(R, 2 * H), dY=dY, X=X, R=R, H=H)["dX"]
    a, b = X[:, :H], X[:, H:]
    silu = lambda t: t * special.expit(t)  # noqa: E731
    want = np.concatenate([dY * b * central(silu, a), dY * silu(a)], axis=1)
    close(dX, want, prec, rtol=1e-7 if prec == "f64" else None)


@P("bias_gelu")
def test_bias_gelu(refs, prec):
    R, C = 4, 64
    X, b = u((R, C), prec, -4, 4), u(C, prec)
    close(refs("ml/bias_gelu", prec, Y=(R, C), X=X, b=b, R=R, C=C)["Y"], gelu(X + b), prec)


@P("dropout_apply")
def test_dropout_apply(refs, prec):
    X, mask = u(N, prec), rng.integers(0, 2, N).astype(np.uint8)
    p = 0.25
    Y = refs("ml/dropout_apply", prec, Y=(N,), X=X, mask=mask, N=N, p=p)["Y"]
    close(Y, np.where(mask == 1, X / (1 - p), 0.0), prec)
    assert (Y[mask == 0] == 0).all()


@P("mse_loss")
def test_mse_loss(refs, prec):
    X, T = u(N, prec), u(N, prec)
    close(refs("ml/mse_loss", prec, loss=(1,), X=X, T=T, N=N)["loss"][0], np.mean((X - T) ** 2), prec)


@P("smooth_l1_loss")
def test_smooth_l1_loss(refs, prec):
    X, T = u(N, prec, -2, 2), u(N, prec, -2, 2)
    beta = float(np.float32(0.75))
    d = np.abs(X - T)
    want = np.mean(np.where(d < beta, 0.5 * d * d / beta, d - 0.5 * beta))
    close(refs("ml/smooth_l1_loss", prec, loss=(1,), X=X, T=T, N=N, beta=beta)["loss"][0], want, prec)


@P("bce_with_logits")
def test_bce_with_logits(refs, prec):
    X, T = u(N, prec, -8, 8), u(N, prec, 0, 1)
    want = -np.mean(T * special.log_expit(X) + (1 - T) * special.log_expit(-X))
    close(refs("ml/bce_with_logits", prec, loss=(1,), X=X, T=T, N=N)["loss"][0], want, prec)


@P("focal_loss")
def test_focal_loss(refs, prec):
    X, T = u(N, prec, -8, 8), rng.integers(0, 2, N).astype(np.uint8)
    p = special.expit(X)
    pt = np.where(T == 1, p, 1 - p)
    at = np.where(T == 1, 0.25, 0.75)
    want = np.mean(-at * (1 - pt) ** 2 * np.where(T == 1, special.log_expit(X), special.log_expit(-X)))
    close(refs("ml/focal_loss", prec, loss=(1,), X=X, T=T, N=N)["loss"][0], want, prec)


@P("nll_loss")
def test_nll_loss(refs, prec):
    Nr, C = 16, 10
    logp, lab = u((Nr, C), prec, -10, 0), rng.integers(0, C, Nr).astype(np.int32)
    got = refs("ml/nll_loss", prec, loss=(1,), logp=logp, labels=lab, N=Nr, C=C)["loss"][0]
    close(got, -np.mean(np.take_along_axis(logp, lab[:, None], axis=1)), prec)


@P("kl_div")
def test_kl_div_batchmean(refs, prec):
    Nr, C = 16, 10
    logq, p = u((Nr, C), prec, -10, 0), u((Nr, C), prec, 0.001, 1)
    got = refs("ml/kl_div", prec, loss=(1,), logq=logq, P=p, N=Nr, C=C)["loss"][0]
    close(got, np.sum(special.xlogy(p, p) - p * logq) / Nr, prec)


@P("cross_entropy_label_smoothing")
def test_cross_entropy_label_smoothing(refs, prec):
    Nr, C = 16, 10
    z, lab = u((Nr, C), prec, -3, 3), rng.integers(0, C, Nr).astype(np.int32)
    eps = float(np.float32(0.1))
    target = np.full((Nr, C), eps / C) + (1 - eps) * np.eye(C)[lab]  # the smoothed distribution
    want = -np.mean(np.sum(target * special.log_softmax(z, axis=1), axis=1))
    got = refs("ml/cross_entropy_label_smoothing", prec, loss=(1,), logits=z, labels=lab, N=Nr, C=C, eps=eps)["loss"][0]
    close(got, want, prec)


@P("cosine_similarity")
def test_cosine_similarity(refs, prec):
    R, C = 6, 64
    A, B = u((R, C), prec), u((R, C), prec)
    B[1] = A[1]
    B[2] = 0.0  # a zero row: the denominator is clamped, the result 0
    Y = refs("ml/cosine_similarity", prec, Y=(R,), A=A, B=B, R=R, C=C)["Y"]
    den = np.maximum(np.linalg.norm(A, axis=1) * np.linalg.norm(B, axis=1), 1e-8)
    close(Y, np.einsum("rc,rc->r", A, B) / den, prec)
    assert Y[2] == 0
