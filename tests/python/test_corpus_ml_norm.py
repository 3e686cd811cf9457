"""Normalization and softmax-family kernels (kernels/ml) against numpy/scipy at every precision; the backward
kernels also against finite differences of a numpy forward (f64) and a staged (chain-rule) numpy backward."""
import numpy as np
import pytest
from scipy import special

from corpus_refs import close, precisions, refs, rnd  # noqa: F401  (refs is a fixture)

rng = np.random.default_rng(7)
EPS5 = float(np.float32(1e-5))
KERNELS = ["batchnorm_train", "batchnorm_inference", "batchnorm_backward", "layernorm_backward", "rmsnorm_backward",
           "groupnorm", "groupnorm_backward", "instancenorm", "add_layernorm", "add_rmsnorm", "l2_normalize", "log_softmax",
           "logsumexp", "softmax_backward", "log_softmax_backward", "masked_softmax_causal", "cross_entropy_backward"]


@pytest.fixture(scope="module", autouse=True)
def _built(refs):
    refs.prebuild(["ml/" + k for k in KERNELS])


def P(kernel):
    return pytest.mark.parametrize("prec", precisions("ml/" + kernel))


def u(shape, prec, lo=-1.0, hi=1.0):
    return rnd(rng.uniform(lo, hi, shape), prec)


def num_grad(f, x, h=1e-6):
    """Central differences of the scalar function f at x (f64)."""
    g = np.empty_like(x)
    for i in np.ndindex(x.shape):
        e = np.zeros_like(x)
        e[i] = h
        g[i] = (f(x + e) - f(x - e)) / (2 * h)
    return g


def norm_fwd(x, axes, g=1.0, b=0.0, eps=EPS5):
    m = x.mean(axis=axes, keepdims=True)
    v = x.var(axis=axes, keepdims=True)
    return (x - m) / np.sqrt(v + eps) * g + b


def staged_norm_backward(dy, x, g, axes, eps=EPS5):
    """Backward of y = (x - mean) / sqrt(var + eps) * g through the graph: dxhat, dvar, dmean, dx."""
    cnt = np.prod([x.shape[a] for a in axes])
    m = x.mean(axis=axes, keepdims=True)
    xm = x - m
    var = (xm ** 2).mean(axis=axes, keepdims=True)
    inv = 1 / np.sqrt(var + eps)
    dxhat = dy * g
    dvar = np.sum(dxhat * xm, axis=axes, keepdims=True) * -0.5 * inv ** 3
    dmean = -np.sum(dxhat * inv, axis=axes, keepdims=True) + dvar * np.mean(-2 * xm, axis=axes, keepdims=True)
    return dxhat * inv + dvar * 2 * xm / cnt + dmean / cnt, m, inv


@P("batchnorm_train")
def test_batchnorm_train(refs, prec):
    N, C, H = 3, 4, 5
    X, g, b = u((N, C, H, H), prec, -2, 3), u(C, prec, 0.5, 1.5), u(C, prec, -0.5, 0.5)
    o = refs("ml/batchnorm_train", prec, Y=X.shape, mean=(C,), var=(C,), X=X, gamma=g, beta=b, N=N, C=C, H=H, W=H, eps=EPS5)
    close(o["mean"], X.mean(axis=(0, 2, 3)), prec)
    close(o["var"], X.var(axis=(0, 2, 3)), prec)
    close(o["Y"], norm_fwd(X, (0, 2, 3), g[None, :, None, None], b[None, :, None, None]), prec)


@P("batchnorm_inference")
def test_batchnorm_inference(refs, prec):
    N, C, H = 2, 4, 5
    X, rm, rv = u((N, C, H, H), prec), u(C, prec, -0.5, 0.5), u(C, prec, 0.5, 2)
    g, b = u(C, prec, 0.5, 1.5), u(C, prec, -0.5, 0.5)
    Y = refs("ml/batchnorm_inference", prec, Y=X.shape, X=X, rmean=rm, rvar=rv, gamma=g, beta=b, N=N, C=C, H=H, W=H,
             eps=EPS5)["Y"]
    s = lambda a: a[None, :, None, None]  # noqa: E731
    close(Y, (X - s(rm)) / np.sqrt(s(rv) + EPS5) * s(g) + s(b), prec)


@P("batchnorm_backward")
def test_batchnorm_backward(refs, prec):
    N, C, H = 3, 4, 4
    X, dY, g = u((N, C, H, H), prec), u((N, C, H, H), prec), u(C, prec, 0.5, 1.5)
    want, m, inv = staged_norm_backward(dY, X, g[None, :, None, None], (0, 2, 3))
    o = refs("ml/batchnorm_backward", prec, dX=X.shape, dgamma=(C,), dbeta=(C,), dY=dY, X=X, mean=rnd(m.ravel(), prec),
             rstd=rnd(inv.ravel(), prec), gamma=g, N=N, C=C, H=H, W=H)
    close(o["dX"], want, prec)
    close(o["dgamma"], np.sum(dY * (X - m) * inv, axis=(0, 2, 3)), prec)
    close(o["dbeta"], dY.sum(axis=(0, 2, 3)), prec)
    if prec == "f64":
        Xs, dYs = X[:2, :2, :2, :2].copy(), dY[:2, :2, :2, :2].copy()
        ms, invs = Xs.mean(axis=(0, 2, 3)), 1 / np.sqrt(Xs.var(axis=(0, 2, 3)) + EPS5)
        o = refs("ml/batchnorm_backward", prec, dX=Xs.shape, dgamma=(2,), dbeta=(2,), dY=dYs, X=Xs, mean=ms, rstd=invs,
                 gamma=g[:2], N=2, C=2, H=2, W=2)
        fd = num_grad(lambda x: np.sum(dYs * norm_fwd(x, (0, 2, 3), g[None, :2, None, None])), Xs)
        np.testing.assert_allclose(o["dX"], fd, rtol=1e-6, atol=1e-7)


@P("layernorm_backward")
def test_layernorm_backward(refs, prec):
    R, C = 5, 64
    X, dY, g = u((R, C), prec, -2, 2), u((R, C), prec), u(C, prec, 0.5, 1.5)
    want, m, inv = staged_norm_backward(dY, X, g, (1,))
    o = refs("ml/layernorm_backward", prec, dX=(R, C), dgamma=(C,), dbeta=(C,), dY=dY, X=X, mean=rnd(m.ravel(), prec),
             rstd=rnd(inv.ravel(), prec), gamma=g, R=R, C=C)
    close(o["dX"], want, prec)
    close(o["dgamma"], np.sum(dY * (X - m) * inv, axis=0), prec)
    close(o["dbeta"], dY.sum(axis=0), prec)
    if prec == "f64":
        Xs, dYs = X[:2, :6].copy(), dY[:2, :6].copy()
        o = refs("ml/layernorm_backward", prec, dX=(2, 6), dgamma=(6,), dbeta=(6,), dY=dYs, X=Xs, mean=Xs.mean(1),
                 rstd=1 / np.sqrt(Xs.var(1) + EPS5), gamma=g[:6], R=2, C=6)
        fd = num_grad(lambda x: np.sum(dYs * norm_fwd(x, (1,), g[:6])), Xs)
        np.testing.assert_allclose(o["dX"], fd, rtol=1e-6, atol=1e-7)


def rms_fwd(x, w, eps=float(np.float32(1e-6))):
    return x / np.sqrt((x * x).mean(axis=1, keepdims=True) + eps) * w


@P("rmsnorm_backward")
def test_rmsnorm_backward(refs, prec):
    R, C = 5, 64
    eps = float(np.float32(1e-6))
    X, dY, w = u((R, C), prec, -2, 2), u((R, C), prec), u(C, prec, 0.5, 1.5)
    ms = (X * X).mean(axis=1, keepdims=True) + eps
    r = 1 / np.sqrt(ms)
    dr = np.sum(dY * w * X, axis=1, keepdims=True)  # dL/dr, then r = ms^(-1/2), ms = mean(x^2) + eps
    want = dY * w * r + dr * (-0.5 * ms ** -1.5) * (2 * X / C)
    o = refs("ml/rmsnorm_backward", prec, dX=(R, C), dweight=(C,), dY=dY, X=X, rstd=rnd(r.ravel(), prec), weight=w, R=R, C=C)
    close(o["dX"], want, prec)
    close(o["dweight"], np.sum(dY * X * r, axis=0), prec)
    if prec == "f64":
        Xs, dYs = X[:2, :5].copy(), dY[:2, :5].copy()
        rs = 1 / np.sqrt((Xs * Xs).mean(1) + eps)
        o = refs("ml/rmsnorm_backward", prec, dX=(2, 5), dweight=(5,), dY=dYs, X=Xs, rstd=rs, weight=w[:5], R=2, C=5)
        fd = num_grad(lambda x: np.sum(dYs * rms_fwd(x, w[:5], eps)), Xs)
        np.testing.assert_allclose(o["dX"], fd, rtol=1e-6, atol=1e-7)


@P("groupnorm")
def test_groupnorm(refs, prec):
    N, C, G, H = 2, 8, 4, 3
    X, g, b = u((N, C, H, H), prec, -1, 2), u(C, prec, 0.5, 1.5), u(C, prec, -0.5, 0.5)
    Y = refs("ml/groupnorm", prec, Y=X.shape, X=X, gamma=g, beta=b, N=N, C=C, G=G, H=H, W=H, eps=EPS5)["Y"]
    want = norm_fwd(X.reshape(N, G, -1), (2,)).reshape(X.shape) * g[None, :, None, None] + b[None, :, None, None]
    close(Y, want, prec)


@P("groupnorm_backward")
def test_groupnorm_backward(refs, prec):
    N, C, G, H = 2, 8, 4, 3
    X, dY, g = u((N, C, H, H), prec), u((N, C, H, H), prec), u(C, prec, 0.5, 1.5)
    Xg, dq = X.reshape(N, G, -1), (dY * g[None, :, None, None]).reshape(N, G, -1)
    want, m, inv = staged_norm_backward(dq, Xg, 1.0, (2,))
    o = refs("ml/groupnorm_backward", prec, dX=X.shape, dgamma=(C,), dbeta=(C,), dY=dY, X=X, mean=rnd(m.reshape(N, G), prec),
             rstd=rnd(inv.reshape(N, G), prec), gamma=g, N=N, C=C, G=G, H=H, W=H)
    close(o["dX"], want.reshape(X.shape), prec)
    xhat = ((Xg - m) * inv).reshape(X.shape)
    close(o["dgamma"], np.sum(dY * xhat, axis=(0, 2, 3)), prec)
    close(o["dbeta"], dY.sum(axis=(0, 2, 3)), prec)
    if prec == "f64":
        fd = num_grad(lambda x: np.sum(dY * norm_fwd(x.reshape(N, G, -1), (2,)).reshape(X.shape)
                                       * g[None, :, None, None]), X)
        np.testing.assert_allclose(o["dX"], fd, rtol=1e-6, atol=1e-7)


@P("instancenorm")
def test_instancenorm(refs, prec):
    N, C, H = 2, 3, 5
    X, g, b = u((N, C, H, H), prec, -1, 2), u(C, prec, 0.5, 1.5), u(C, prec, -0.5, 0.5)
    Y = refs("ml/instancenorm", prec, Y=X.shape, X=X, gamma=g, beta=b, N=N, C=C, H=H, W=H, eps=EPS5)["Y"]
    close(Y, norm_fwd(X, (2, 3), g[None, :, None, None], b[None, :, None, None]), prec)


@P("add_layernorm")
def test_add_layernorm_normalizes_the_stored_sum(refs, prec):
    R, C = 4, 64
    X, Res, g, b = u((R, C), prec), u((R, C), prec), u(C, prec, 0.5, 1.5), u(C, prec, -0.5, 0.5)
    o = refs("ml/add_layernorm", prec, Y=(R, C), S=(R, C), X=X, Res=Res, gamma=g, beta=b, R=R, C=C, eps=EPS5)
    close(o["S"], X + Res, prec)
    close(o["Y"], norm_fwd(o["S"], (1,), g, b), prec)


@P("add_rmsnorm")
def test_add_rmsnorm_normalizes_the_stored_sum(refs, prec):
    R, C = 4, 64
    X, Res, w = u((R, C), prec), u((R, C), prec), u(C, prec, 0.5, 1.5)
    o = refs("ml/add_rmsnorm", prec, Y=(R, C), S=(R, C), X=X, Res=Res, weight=w, R=R, C=C, eps=float(np.float32(1e-6)))
    close(o["S"], X + Res, prec)
    close(o["Y"], rms_fwd(o["S"], w), prec)


@P("l2_normalize")
def test_l2_normalize(refs, prec):
    X = u((4, 64), prec)
    X[2] = 0.0  # a zero row stays zero (the norm is clamped to eps)
    Y = refs("ml/l2_normalize", prec, Y=(4, 64), X=X, R=4, C=64, eps=float(np.float32(1e-12)))["Y"]
    close(Y, X / np.maximum(np.linalg.norm(X, axis=1, keepdims=True), float(np.float32(1e-12))), prec)


@P("log_softmax")
def test_log_softmax(refs, prec):
    X = u((5, 64), prec, -8, 8)
    close(refs("ml/log_softmax", prec, Y=(5, 64), X=X, R=5, C=64)["Y"], special.log_softmax(X, axis=1), prec)


@P("logsumexp")
def test_logsumexp(refs, prec):
    X = u((5, 128), prec, -30, 30)
    close(refs("ml/logsumexp", prec, Y=(5,), X=X, R=5, C=128)["Y"], special.logsumexp(X, axis=1), prec)


@P("softmax_backward")
def test_softmax_backward_is_the_jacobian_product(refs, prec):
    R, C = 4, 64
    Y = rnd(special.softmax(rng.uniform(-2, 2, (R, C)), axis=1), prec)
    dY = u((R, C), prec)
    dX = refs("ml/softmax_backward", prec, dX=(R, C), dY=dY, Y=Y, R=R, C=C)["dX"]
    J = np.stack([np.diag(y) - np.outer(y, y) for y in Y])  # d softmax_i / d x_j
    close(dX, np.einsum("rij,ri->rj", J, dY), prec)


@P("log_softmax_backward")
def test_log_softmax_backward_is_the_jacobian_product(refs, prec):
    R, C = 4, 64
    Y = rnd(special.log_softmax(rng.uniform(-2, 2, (R, C)), axis=1), prec)
    dY = u((R, C), prec)
    dX = refs("ml/log_softmax_backward", prec, dX=(R, C), dY=dY, Y=Y, R=R, C=C)["dX"]
    p = np.exp(Y)
    J = np.stack([np.eye(C) - np.outer(np.ones(C), q) for q in p])  # d logsoftmax_i / d x_j = delta_ij - p_j
    close(dX, np.einsum("rij,ri->rj", J, dY), prec)


@P("masked_softmax_causal")
def test_masked_softmax_causal(refs, prec):
    B, S = 2, 17
    X = u((B, S, S), prec, -4, 4)
    Y = refs("ml/masked_softmax_causal", prec, Y=(B, S, S), X=X, B=B, S=S)["Y"]
    masked = np.where(np.tril(np.ones((S, S), dtype=bool)), X, -np.inf)
    close(Y, special.softmax(masked, axis=2), prec)
    assert (Y[:, np.triu_indices(S, 1)[0], np.triu_indices(S, 1)[1]] == 0).all()


def ce_loss(z, lab):
    return np.mean(special.logsumexp(z, axis=1) - z[np.arange(len(lab)), lab])


@P("cross_entropy_backward")
def test_cross_entropy_backward_is_the_loss_gradient(refs, prec):
    N, C = 16, 10
    z, lab = u((N, C), prec, -3, 3), rng.integers(0, C, N).astype(np.int32)
    d = refs("ml/cross_entropy_backward", prec, dlogits=(N, C), logits=z, labels=lab, N=N, C=C)["dlogits"]
    close(d, (special.softmax(z, axis=1) - np.eye(C)[lab]) / N, prec)
    if prec == "f64":
        np.testing.assert_allclose(d, num_grad(lambda x: ce_loss(x, lab), z), rtol=1e-6, atol=1e-9)
