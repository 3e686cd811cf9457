"""hpcab-mwu against scipy.stats.mannwhitneyu, and the exact method against exact rational arithmetic."""
import math
from fractions import Fraction

import numpy as np
import pytest
import scipy.stats as ss


def parse_pairs(text):
    """Parses the tool's 'key value' lines into a dict of strings."""
    return dict(line.split(None, 1) for line in text.strip().splitlines())


ALTS = ["two-sided", "less", "greater"]
METHODS = ["auto", "exact", "asymptotic"]


def write(path, values):
    path.write_text("".join("%r\n" % float(v) for v in values))
    return path


def run_mwu(tool, tmp_path, x, y, *opts):
    a, b = write(tmp_path / "a.txt", x), write(tmp_path / "b.txt", y)
    out = parse_pairs(tool("hpcab-mwu", a, b, *opts).stdout)
    return float(out["U1"]), float(out["p"]), out["method"]


def close(got, want, rel=1e-10, tiny=1e-15):
    return abs(got - want) <= rel * abs(want) or abs(got - want) <= tiny


@pytest.mark.parametrize("seed", range(6))
def test_mwu_tool_matches_scipy_on_random_samples(tool, tmp_path, seed):
    rng = np.random.default_rng(seed)
    for _ in range(8):
        n1, n2 = (int(v) for v in rng.integers(1, 90, 2))
        if rng.random() < 0.4:
            x, y = rng.integers(0, 7, n1).astype(float), rng.integers(0, 9, n2).astype(float)
        else:
            x, y = rng.normal(size=n1), rng.normal(rng.normal(0, 0.5), 1, n2)
        alt, meth, cont = ALTS[rng.integers(3)], METHODS[rng.integers(3)], bool(rng.integers(2))
        opts = ["--alternative", alt, "--method", meth] + ([] if cont else ["--no-continuity"])
        u1, p, used = run_mwu(tool, tmp_path, x, y, *opts)
        ref = ss.mannwhitneyu(x, y, use_continuity=cont, alternative=alt, method=meth)
        assert u1 == ref.statistic
        assert close(p, ref.pvalue), (n1, n2, alt, meth, cont, p, ref.pvalue)
        assert used in ("exact", "asymptotic")


def exact_sf(n1, n2, k):
    """P(U >= k) by exact integer counts (Gaussian binomial) and rational arithmetic."""
    m, n = min(n1, n2), max(n1, n2)
    mn = m * n
    kk = min(k, mn - k)
    c = [0] * (kk + 1)
    c[0] = 1
    for i in range(1, m + 1):
        for j in range(kk, n + i - 1, -1):
            c[j] -= c[j - n - i]
        for j in range(i, kk + 1):
            c[j] += c[j - i]
    total = math.comb(m + n, m)
    if k < mn - k:
        return 1 - Fraction(sum(c[:k]), total)
    return Fraction(sum(c[: mn - k + 1]), total)


@pytest.mark.parametrize("n1,n2", [(65, 65), (100, 100), (30, 170), (200, 200)])
def test_mwu_exact_p_matches_exact_rational_arithmetic(tool, tmp_path, n1, n2):
    rng = np.random.default_rng(n1 * 1000 + n2)
    for shift in (0.0, 0.25, 0.6):
        x, y = rng.normal(size=n1), rng.normal(shift, 1, n2)
        u1, p, used = run_mwu(tool, tmp_path, x, y, "--method", "exact", "--alternative", "greater")
        assert used == "exact"
        want = float(exact_sf(n1, n2, int(u1)))
        assert abs(p - want) <= 1e-13 * want, (n1, n2, p, want)
