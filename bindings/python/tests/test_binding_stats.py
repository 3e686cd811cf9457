"""Statistics (hpcab/stats.h) through the binding, cross-checked against scipy on random samples."""
import math
import zlib

import numpy as np
import pytest

import hpcabench as hb

stats = pytest.importorskip("scipy.stats")


def samples(rng, n1, n2, ties):
    if ties:
        return rng.integers(0, 6, n1).astype(float), rng.integers(0, 6, n2).astype(float)
    return rng.normal(size=n1), rng.normal(0.3, 1.2, size=n2)


@pytest.mark.parametrize("ties", [False, True], ids=["no-ties", "ties"])
@pytest.mark.parametrize("alternative", ["two-sided", "less", "greater"])
@pytest.mark.parametrize("method", ["auto", "asymptotic", "exact"])
def test_mannwhitneyu_agrees_with_scipy(ties, alternative, method):
    rng = np.random.default_rng(zlib.crc32(f"{ties}{alternative}{method}".encode()))
    for n1, n2 in [(1, 1), (3, 5), (8, 8), (9, 7), (20, 33), (60, 45)]:
        for continuity in (True, False):
            x, y = samples(rng, n1, n2, ties)
            got = hb.mannwhitneyu(x, y, alternative, method, continuity)
            want = stats.mannwhitneyu(x, y, use_continuity=continuity, alternative=alternative, method=method)
            assert got.statistic == want.statistic
            if math.isnan(want.pvalue):
                assert math.isnan(got.pvalue)
            else:
                assert got.pvalue == pytest.approx(want.pvalue, rel=1e-9, abs=1e-15)


def test_mannwhitneyu_returns_a_named_tuple_like_scipy():
    r = hb.mannwhitneyu([1.0, 2.0, 3.0], [4.0, 5.0])
    statistic, pvalue = r
    assert (r.statistic, r.pvalue) == (statistic, pvalue) and r._fields == ("statistic", "pvalue")
    detail = hb.stats.mwu([1.0, 2.0, 3.0], [4.0, 5.0])
    assert detail.method == "exact" and not detail.ties


def test_mannwhitneyu_errors_carry_the_library_message():
    with pytest.raises(hb.Error) as e:
        hb.mannwhitneyu([], [1.0])
    assert e.value.status_name == "invalid" and str(e.value)
    with pytest.raises(hb.Error) as e:
        hb.mannwhitneyu([float("nan")], [1.0])
    assert "NaN" in str(e.value) or "nan" in str(e.value).lower()
    with pytest.raises(hb.Error, match="unknown alternative"):
        hb.mannwhitneyu([1.0], [2.0], "bigger")


def test_credit_confirms_a_clear_speedup_and_credits_the_median_ratio():
    rng = np.random.default_rng(1)
    ref = 1000 + rng.normal(0, 10, 30)
    cand = 500 + rng.normal(0, 5, 30)
    c = hb.credit(ref, cand)
    assert c.confirmed and c.direction == "less"
    assert c.ratio == pytest.approx(np.median(ref) / np.median(cand))
    assert c.credited == c.ratio and c.median_ref == np.median(ref)
    p = stats.mannwhitneyu(cand, ref, alternative="less").pvalue
    assert c.p == pytest.approx(p, rel=1e-9)


def test_credit_gives_one_when_the_difference_is_not_confirmed():
    c = hb.credit([100.0, 101.0, 99.0], [100.5, 99.5, 100.2])
    assert not c.confirmed and c.credited == 1.0


def test_geomean_ci_matches_scipy_t_interval():
    x = np.random.default_rng(3).lognormal(0.2, 0.4, 25)
    g = hb.geomean_ci(x, 0.95)
    logs = np.log(x)
    lo, hi = stats.t.interval(0.95, len(x) - 1, loc=logs.mean(), scale=stats.sem(logs))
    assert g.geomean == pytest.approx(stats.gmean(x), rel=1e-12)
    assert (g.lo, g.hi) == (pytest.approx(math.exp(lo), rel=1e-10), pytest.approx(math.exp(hi), rel=1e-10))
    assert g.n == 25 and g.log_sd == pytest.approx(logs.std(ddof=1))


def test_bh_matches_scipy_false_discovery_control():
    p = np.random.default_rng(4).uniform(size=40) ** 2
    assert np.allclose(hb.bh(p), stats.false_discovery_control(p, method="bh"), rtol=1e-12, atol=0)
    with pytest.raises(hb.Error):
        hb.bh([0.5, 1.5])


def test_ttest_and_distributions_match_scipy():
    x = np.random.default_rng(5).normal(0.3, 1, 15)
    r = hb.stats.ttest_1samp(x, 0.0, "greater")
    want = stats.ttest_1samp(x, 0.0, alternative="greater")
    assert r.statistic == pytest.approx(want.statistic, rel=1e-12) and r.pvalue == pytest.approx(want.pvalue, rel=1e-10)
    assert hb.stats.norm_cdf(-3.0) == pytest.approx(stats.norm.cdf(-3.0), rel=1e-13)
    assert hb.stats.norm_quantile(0.975) == pytest.approx(stats.norm.ppf(0.975), rel=1e-13)
    assert hb.stats.t_cdf(1.5, 4.5) == pytest.approx(stats.t.cdf(1.5, 4.5), rel=1e-12)
    assert hb.stats.t_quantile(0.9, 7) == pytest.approx(stats.t.ppf(0.9, 7), rel=1e-12)
    assert hb.stats.mcnemar_exact(2, 9) == pytest.approx(min(1, 2 * stats.binom.cdf(2, 11, 0.5)), rel=1e-12)


def test_efficacy_pairs_kernels_and_matches_its_definition():
    rng = np.random.default_rng(6)
    n = 12
    ctrl = [hb.stats.KernelOutcome(bool(i % 5), float(rng.uniform(1, 3)), 1000.0 + i, 10.0, 200.0) for i in range(n)]
    trt = [dict(solved=bool(i % 4), speedup=float(rng.uniform(1, 4)), input_tokens=800.0, cached_tokens=50.0,
                output_tokens=150.0 + i) for i in range(n)]
    e = hb.efficacy(ctrl, trt)
    both = [i for i in range(n) if ctrl[i].solved and trt[i]["solved"]]
    ratios = np.array([trt[i]["speedup"] / ctrl[i].speedup for i in both])
    assert e.kernels == n and e.rho_s.n == len(both)
    assert e.rho_s.value == pytest.approx(stats.gmean(ratios), rel=1e-12)
    assert e.rho_s.p == pytest.approx(stats.ttest_1samp(np.log(ratios), 0).pvalue, rel=1e-9)
    cost_c = np.array([c.input_tokens + 0.1 * c.cached_tokens + c.output_tokens for c in ctrl])
    cost_t = np.array([t["input_tokens"] + 0.1 * t["cached_tokens"] + t["output_tokens"] for t in trt])
    assert e.rho_c.value == pytest.approx(stats.gmean(cost_c / cost_t), rel=1e-12)
    assert e.only_control == sum(ctrl[i].solved and not trt[i]["solved"] for i in range(n))
    with pytest.raises(hb.Error) as err:
        hb.efficacy(ctrl, trt[:3])
    assert err.value.status_name == "mismatch"


def test_credit_with_the_judges_margin_leaves_half_a_percent_unconfirmed():
    rng = np.random.default_rng(3)
    ref = 1000.0 * (1 + 0.002 * rng.standard_normal(3000))
    cand = 0.995 * 1000.0 * (1 + 0.002 * rng.standard_normal(3000))
    assert hb.credit(ref, cand).confirmed  # thousands of calls confirm 0.5%
    c = hb.credit(ref, cand, min_effect=hb.CREDIT_MIN_EFFECT)
    assert not c.confirmed and c.credited == 1.0 and c.ratio > 1.004


def test_overhead_check_says_whether_the_calls_clear_the_round_trip():
    ping = np.full(16, 20000.0)
    assert hb.overhead_check([30000.0] * 5, [25000.0] * 5, ping, ping).resolved
    o = hb.overhead_check([30000.0] * 5, [20300.0] * 5, ping, ping)
    assert not o.resolved and o.overhead_ref == 20000.0 and o.margin == 3000.0
