"""hpcab_check_arrays against numpy.isclose: random arrays with planted errors (near the boundary,
far beyond it, NaN and Inf), for each float dtype and several accumulation lengths. The failing set,
its size, the worst element and its ratio must agree exactly (both evaluate in float64)."""
import math

import numpy as np
import pytest

import hpcab_check_ctypes as hc

lib = hc.load()
CASES = [("f64", "f64"), ("f32", "f32"), ("f16", "f16"), ("c128", "f64"), ("c64", "f32"), ("f64", "f32")]


def components(a):
    a = np.asarray(a)
    if np.iscomplexobj(a):
        return np.stack([a.real, a.imag], axis=-1).astype(np.float64)
    return a.astype(np.float64)[..., None]


def expected(ref, got, prec, ell):
    rtol, atol, eps = hc.BANDS[prec]
    r, x = components(ref), components(got)
    finite = np.abs(r[np.isfinite(r)])
    atol = max(atol, eps * math.sqrt(ell) * (finite.max() if finite.size else 0.0))
    ok = np.isclose(x, r, rtol=rtol, atol=atol, equal_nan=True)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        q = np.abs(x - r) / (atol + rtol * np.abs(r))
    both_nan = np.isnan(r) & np.isnan(x)
    special = ~np.isfinite(r) | ~np.isfinite(x)
    q = np.where(special, np.where(both_nan | (r == x), 0.0, np.inf), q)
    fail = ~ok.all(axis=-1)
    qe = q.max(axis=-1)
    worst = int(np.argmax(qe.ravel()))
    return int(fail.sum()), worst, float(qe.ravel()[worst]), atol


def planted(name, prec, shape, seed, ell, specials=True):
    rng = np.random.default_rng(seed)
    dt = np.dtype(hc.NUMPY[name])
    n = int(np.prod(shape))
    scale = 10.0 ** rng.uniform(-3, 3, n)
    if dt.kind == "c":
        ref = (rng.standard_normal(n) * scale + 1j * rng.standard_normal(n) * scale).astype(dt)
    else:
        ref = (rng.standard_normal(n) * scale).astype(dt)
    rtol, atol, _ = hc.BANDS[prec]
    noise = rng.uniform(-0.3, 0.3, n) * rtol
    got = (ref * (1 + noise)).astype(dt)
    idx = rng.choice(n, 40, replace=False)
    for k, i in enumerate(idx):
        r = ref[i]
        allowed = atol + rtol * abs(r.real)
        f = [0.9, 0.999, 1.001, 1.1, 10.0, 1e6][k % 6]
        if specials and k % 9 == 7:
            got[i] = np.nan
        elif specials and k % 9 == 8:
            ref[i] = got[i] = np.nan
        elif specials and k % 11 == 10:
            ref[i] = np.inf
            got[i] = np.inf if k % 2 else -np.inf
        else:
            with np.errstate(over="ignore"):  # an f16 error may overflow to Inf: still a planted error
                got[i] = (r + f * allowed).astype(dt) if dt.kind != "c" else r + 1j * f * allowed
    return ref.reshape(shape), got.reshape(shape)


@pytest.mark.parametrize("name,prec", CASES)
@pytest.mark.parametrize("ell", [1, 1000, 10 ** 6])
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("specials", [True, False])
def test_check_agrees_with_numpy_isclose(name, prec, ell, seed, specials):
    ref, got = planted(name, prec, (37, 101), seed, ell, specials)
    nfail, worst, ratio, atol = expected(ref, got, prec, ell)
    rep = hc.check(lib, ref, got, name, prec, ell, threads=2)
    assert rep.atol == atol
    assert rep.n_failed == nfail
    assert bool(rep.passed) == (nfail == 0)
    assert rep.worst_index == worst
    assert list(rep.worst_multi_index[:2]) == list(np.unravel_index(worst, ref.shape))
    assert rep.worst_ratio == ratio


def test_large_arrays_agree_across_chunks_and_threads():
    ref, got = planted("f64", "f64", (300000,), 9, 1, specials=False)
    nfail, worst, ratio, _ = expected(ref, got, "f64", 1)
    assert math.isfinite(ratio) and ratio > 1
    for threads in (1, 3):
        rep = hc.check(lib, ref, got, "f64", "f64", 1, threads=threads)
        assert (rep.n_failed, rep.worst_index, rep.worst_ratio) == (nfail, worst, ratio)


@pytest.mark.parametrize("name", ["i8", "i32", "u64", "bool"])
def test_integers_are_exact(name):
    rng = np.random.default_rng(5)
    dt = np.dtype(hc.NUMPY[name])
    ref = rng.integers(0, 2 if name == "bool" else 100, 5000).astype(dt)
    got = ref.copy()
    assert hc.check(lib, ref, got, name).passed
    pos = rng.choice(5000, 7, replace=False)
    got[pos] = ref[pos] ^ 1 if name != "bool" else ~ref[pos]
    rep = hc.check(lib, ref, got, name)
    assert rep.n_failed == 7 and not rep.passed
    assert rep.worst_index == int(pos.min())
