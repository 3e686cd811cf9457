"""Optimizer-step kernels (kernels/ml) against numpy written from the optimizers' published update rules
(SGD with momentum, Adam, AdamW, Adagrad, RMSprop, Lion, LAMB), gradient clipping and a weight EMA. Both the
new state and the update p_new - p_old are compared (the update is small next to p)."""
import numpy as np
import pytest

from corpus_refs import close, precisions, refs, rnd  # noqa: F401  (refs is a fixture)

rng = np.random.default_rng(5)
N = 1000
KERNELS = ["sgd_momentum", "adam", "adamw", "adagrad", "rmsprop", "lion", "lamb", "clip_grad_norm", "ema_update"]
DELTA_RTOL = {"f64": 1e-9, "f32": 2e-4, "bf16": 3e-2}


@pytest.fixture(scope="module", autouse=True)
def _built(refs):
    refs.prebuild(["ml/" + k for k in KERNELS])


def P(kernel):
    return pytest.mark.parametrize("prec", precisions("ml/" + kernel))


def u(prec, lo=-1.0, hi=1.0):
    return rnd(rng.uniform(lo, hi, N), prec)


def f32(v):
    return float(np.float32(v))


def check_step(got, p0, want, prec):
    close(got, want, prec)
    close(got - p0, want - p0, prec, rtol=DELTA_RTOL[prec])


@P("sgd_momentum")
def test_sgd_momentum(refs, prec):
    p, buf, g = u(prec), u(prec, -0.1, 0.1), u(prec)
    lr, mu, wd = f32(0.05), f32(0.9), f32(0.001)
    o = refs("ml/sgd_momentum", prec, p=p, buf=buf, g=g, N=N, lr=lr, momentum=mu, wd=wd)
    b = mu * buf + (g + wd * p)
    close(o["buf"], b, prec)
    check_step(o["p"], p, p - lr * b, prec)


def adam_ref(p, m, v, g, lr, b1, b2, eps, t, wd=0.0):
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    p = p * (1 - lr * wd)
    return p - lr * (m / (1 - b1 ** t)) / (np.sqrt(v / (1 - b2 ** t)) + eps), m, v


@pytest.mark.parametrize("kind", ["adam", "adamw"])
@pytest.mark.parametrize("prec", ["f64", "f32"])
@pytest.mark.parametrize("step", [1, 10, 1000])
def test_adam_and_adamw(refs, kind, prec, step):
    p, m, v, g = u(prec), u(prec, -0.01, 0.01), u(prec, 0, 0.01), u(prec)
    lr, b1, b2, eps, wd = f32(0.01), f32(0.9), f32(0.999), f32(1e-8), f32(0.05)
    extra = {"wd": wd} if kind == "adamw" else {}
    o = refs(f"ml/{kind}", prec, p=p, m=m, v=v, g=g, N=N, lr=lr, beta1=b1, beta2=b2, eps=eps, step=step, **extra)
    pw, mw, vw = adam_ref(p, m, v, g, lr, b1, b2, eps, step, wd if kind == "adamw" else 0.0)
    close(o["m"], mw, prec)
    close(o["v"], vw, prec)
    check_step(o["p"], p, pw, prec)


@P("adagrad")
def test_adagrad(refs, prec):
    p, s, g = u(prec), u(prec, 0, 1), u(prec)
    lr, eps = f32(0.05), f32(1e-10)
    o = refs("ml/adagrad", prec, p=p, sum=s, g=g, N=N, lr=lr, eps=eps)
    s2 = s + g * g
    close(o["sum"], s2, prec)
    check_step(o["p"], p, p - lr * g / (np.sqrt(s2) + eps), prec)


@P("rmsprop")
def test_rmsprop(refs, prec):
    p, sq, g = u(prec), u(prec, 0, 1), u(prec)
    lr, a, eps = f32(0.005), f32(0.95), f32(1e-8)
    o = refs("ml/rmsprop", prec, p=p, sq=sq, g=g, N=N, lr=lr, alpha=a, eps=eps)
    sq2 = a * sq + (1 - a) * g * g
    close(o["sq"], sq2, prec)
    check_step(o["p"], p, p - lr * g / (np.sqrt(sq2) + eps), prec)


@P("lion")
def test_lion(refs, prec):
    p, m, g = u(prec), u(prec, -0.01, 0.01), u(prec)
    lr, b1, b2, wd = f32(0.001), f32(0.9), f32(0.99), f32(0.05)
    o = refs("ml/lion", prec, p=p, m=m, g=g, N=N, lr=lr, beta1=b1, beta2=b2, wd=wd)
    check_step(o["p"], p, p * (1 - lr * wd) - lr * np.sign(b1 * m + (1 - b1) * g), prec)
    close(o["m"], b2 * m + (1 - b2) * g, prec)


@P("lamb")
def test_lamb_scales_the_adam_direction_by_the_trust_ratio(refs, prec):
    p, m, v, g = u(prec), u(prec, -0.01, 0.01), u(prec, 0, 0.01), u(prec)
    lr, b1, b2, eps, wd, t = f32(0.01), f32(0.9), f32(0.999), f32(1e-6), f32(0.01), 7
    o = refs("ml/lamb", prec, p=p, m=m, v=v, g=g, N=N, lr=lr, beta1=b1, beta2=b2, eps=eps, step=t, wd=wd)
    m2, v2 = b1 * m + (1 - b1) * g, b2 * v + (1 - b2) * g * g
    r = (m2 / (1 - b1 ** t)) / (np.sqrt(v2 / (1 - b2 ** t)) + eps) + wd * p
    trust = np.linalg.norm(p) / np.linalg.norm(r)
    close(o["m"], m2, prec)
    close(o["v"], v2, prec)
    check_step(o["p"], p, p - lr * trust * r, prec)


@P("clip_grad_norm")
@pytest.mark.parametrize("max_norm", [1.0, 1e4])
def test_clip_grad_norm(refs, prec, max_norm):
    g = u(prec)
    o = refs("ml/clip_grad_norm", prec, g=g, norm=(1,), N=N, max_norm=max_norm)
    total = np.linalg.norm(g)
    close(o["norm"][0], total, prec)
    coef = max_norm / (total + 1e-6)
    close(o["g"], g * min(coef, 1.0), prec)
    if coef >= 1:
        np.testing.assert_array_equal(o["g"], g)


@P("ema_update")
def test_ema_update(refs, prec):
    e, p = u(prec), u(prec)
    d = f32(0.99)
    o = refs("ml/ema_update", prec, e=e, p=p, N=N, decay=d)
    close(o["e"], d * e + (1 - d) * p, prec)
