"""sc/mapreduce references (histogram, scan, NPB EP and IS, sorting, Black-Scholes, Monte Carlo option
pricing, segmented reduction, stream compaction, a k-means step) against numpy/scipy."""
import numpy as np
import pytest
from scipy import stats

from sc_refs import close, precisions, q, ref, run_initializers  # noqa: F401  (ref is a fixture)

MR = "sc/mapreduce/"
rng = np.random.default_rng(97)


def P(name):
    return pytest.mark.parametrize("prec", precisions(MR + name))


@P("histogram")
def test_histogram_matches_numpy(ref, prec):
    v = q(prec, rng.uniform(0, 1, 1000))
    o = ref(MR + "histogram", prec, v=v, N=1000, NBINS=16)
    np.testing.assert_array_equal(o["counts"], np.histogram(v, bins=16, range=(0, 1))[0])


@P("prefix_scan")
def test_prefix_scan_matches_cumsum(ref, prec):
    x = q(prec, rng.standard_normal(500))
    close(ref(MR + "prefix_scan", prec, **{"in": x}, N=500)["out"], np.cumsum(x), prec)


def npb_lcg(x, n):
    out = np.empty(n)
    for k in range(n):
        x = (1220703125 * x) % 2 ** 46
        out[k] = x / 2 ** 46
    return out


def test_npb_ep_polar_method(ref):
    m = 12
    seed = np.array([271828183], dtype=np.uint64)
    o = ref(MR + "npb_ep", "f64", seed=seed, M=m)
    u = npb_lcg(271828183, 2 ** (m + 1)).reshape(-1, 2) * 2 - 1
    t = (u ** 2).sum(axis=1)
    keep = (t <= 1) & (t > 0)
    g = u[keep] * np.sqrt(-2 * np.log(t[keep]) / t[keep])[:, None]
    np.testing.assert_array_equal(o["q"], np.bincount(np.abs(g).max(axis=1).astype(int), minlength=10)[:10])
    close(o["sums"], g.sum(axis=0), "f64")
    assert abs(keep.mean() - np.pi / 4) < 0.02  # the acceptance rate of the polar method


def test_npb_ep_seed_initializer_is_odd_and_46_bit(ref):
    for s in range(5):
        v = run_initializers(ref.lib(MR + "npb_ep", "f64"), {"M": 10}, [("seed", np.uint64, 1, "ep_seed")], seed=s)["seed"][0]
        assert v % 2 == 1 and v < 2 ** 46


def test_npb_is_ranks_and_offsets(ref):
    n, maxkey = 5000, 2048
    key = run_initializers(ref.lib(MR + "npb_is", "f64"), {"N": n, "MAXKEY": maxkey}, [("key", np.int32, n, "is_keys")])["key"]
    assert key.min() >= 0 and key.max() < maxkey and abs(key.mean() - maxkey / 2) < maxkey * 0.02
    assert key.std() < maxkey / np.sqrt(12) * 0.6  # bell-shaped: narrower than uniform (sd/2 for 4 averaged)
    o = ref(MR + "npb_is", "f64", key=key, N=n, MAXKEY=maxkey)
    np.testing.assert_array_equal(o["start"], np.r_[0, np.cumsum(np.bincount(key, minlength=maxkey))])
    rank = np.empty(n, dtype=np.int64)
    rank[np.argsort(key, kind="stable")] = np.arange(n)
    np.testing.assert_array_equal(o["rank"], rank)


def test_sort_keys_matches_numpy(ref):
    for keys in (rng.integers(0, 2 ** 32, 1001, dtype=np.uint64).astype(np.uint32),
                 rng.integers(0, 5, 777).astype(np.uint32), np.arange(300, 0, -1).astype(np.uint32)):
        np.testing.assert_array_equal(ref(MR + "sort_keys", "f64", keys=keys, N=len(keys))["out"], np.sort(keys))


@P("black_scholes")
def test_black_scholes_matches_scipy_norm(ref, prec):
    n = 400
    S, K, T, r, sg = q(prec, rng.uniform(10, 200, n), rng.uniform(10, 200, n), rng.uniform(0.1, 3, n),
                       rng.uniform(0, 0.1, n), rng.uniform(0.05, 0.8, n))
    o = ref(MR + "black_scholes", prec, S=S, K=K, T=T, r=r, sigma=sg, N=n)
    d1 = (np.log(S / K) + (r + sg ** 2 / 2) * T) / (sg * np.sqrt(T))
    d2 = d1 - sg * np.sqrt(T)
    call = S * stats.norm.cdf(d1) - K * np.exp(-r * T) * stats.norm.cdf(d2)
    put = K * np.exp(-r * T) * stats.norm.cdf(-d2) - S * stats.norm.cdf(-d1)
    close(o["call"], call, prec)
    close(o["put"], put, prec)
    close(o["call"] - o["put"], S - K * np.exp(-r * T), prec)  # put-call parity


@P("mc_asian_option")
def test_mc_asian_option_matches_vectorized_paths(ref, prec):
    npath, nstep, S0, K, r, sg, T = 400, 16, 100.0, 95.0, 0.05, 0.3, 1.0
    Z = q(prec, rng.standard_normal((npath, nstep)))
    o = ref(MR + "mc_asian_option", prec, Z=Z, NPATH=npath, NSTEP=nstep, S0=S0, K=K, r=r, sigma=sg, T=T)
    dt = T / nstep
    S = S0 * np.exp(np.cumsum((r - sg ** 2 / 2) * dt + sg * np.sqrt(dt) * Z, axis=1))
    pay = np.maximum(S.mean(axis=1) - K, 0) * np.exp(-r * T)
    close(o["result"], [pay.mean(), pay.std() / np.sqrt(npath - 1)], prec)


@P("segmented_reduce")
def test_segmented_reduce_matches_numpy(ref, prec):
    n, nseg = 2000, 300
    off = run_initializers(ref.lib(MR + "segmented_reduce", prec), {"N": n, "NSEG": nseg},
                           [("offsets", np.int32, nseg + 1, "segment_offsets")])["offsets"]
    lens = np.diff(off)
    assert off[0] == 0 and off[-1] == n and lens.min() >= 0 and (lens == 0).any() and lens.max() > 3 * n / nseg
    v = q(prec, rng.standard_normal(n))
    o = ref(MR + "segmented_reduce", prec, offsets=off, v=v, N=n, NSEG=nseg)
    seg = np.repeat(np.arange(nseg), lens)
    close(o["sums"], np.bincount(seg, weights=v, minlength=nseg), prec)
    mx = np.full(nseg, -np.inf)
    np.maximum.at(mx, seg, v)
    np.testing.assert_array_equal(o["maxs"], mx.astype(o["maxs"].dtype))


@P("stream_compaction")
def test_stream_compaction_matches_boolean_mask(ref, prec):
    x = q(prec, rng.standard_normal(1000))
    o = ref(MR + "stream_compaction", prec, x=x, N=1000, thresh=0.3)
    keep = np.flatnonzero(x > 0.3)
    k = o["count"][0]
    assert k == len(keep)
    np.testing.assert_array_equal(o["idx"], np.r_[keep, -np.ones(1000 - k)].astype(np.int32))
    np.testing.assert_array_equal(o["out"], np.r_[x[keep], np.zeros(1000 - k)].astype(o["out"].dtype))


def test_kmeans_step_matches_numpy(ref):
    n, d, k = 600, 3, 5
    X, C = rng.standard_normal((n, d)), rng.standard_normal((k, d))
    C[4] = 50  # far away: an empty cluster keeps its centroid
    o = ref(MR + "kmeans_step", "f64", X=X, C=C, N=n, D=d, K=k)
    dist = ((X[:, None, :] - C[None, :, :]) ** 2).sum(axis=2)
    a = dist.argmin(axis=1)
    np.testing.assert_array_equal(o["assign"], a)
    cnt = np.bincount(a, minlength=k)
    np.testing.assert_array_equal(o["counts"], cnt)
    newc = np.array([X[a == j].mean(axis=0) if cnt[j] else C[j] for j in range(k)])
    close(o["newc"], newc, "f64")
    close(o["inertia"][0], dist.min(axis=1).sum(), "f64")
