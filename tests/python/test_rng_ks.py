"""Kolmogorov–Smirnov checks of the seeded fills (hpcab_fill_array) against scipy.stats."""
import os

import numpy as np
import pytest
from scipy import stats

import hpcab_rng_ctypes as rc

pytestmark = pytest.mark.skipif(not os.path.exists(rc.library_path()), reason="libhpcabench.so not built")

N = 200_000
ALPHA = 1e-3  # fixed seeds: each p-value is deterministic; this only guards against a wrong distribution


@pytest.fixture(scope="module")
def lib():
    return rc.load()


@pytest.mark.parametrize("draw", [0, 1, 2])
def test_uniform_matches_uniform_minus_one_to_one(lib, draw):
    x = rc.fill(lib, rc.stream(lib, draw=draw), np.empty(N), rc.UNIFORM)
    assert stats.kstest(x, stats.uniform(loc=-1, scale=2).cdf).pvalue > ALPHA


@pytest.mark.parametrize("draw", [0, 1, 2])
def test_normal_matches_standard_normal(lib, draw):
    x = rc.fill(lib, rc.stream(lib, draw=draw), np.empty(N), rc.NORMAL)
    assert stats.kstest(x, stats.norm.cdf).pvalue > ALPHA


@pytest.mark.parametrize("draw", [0, 1, 2])
def test_lognormal_matches_lognormal_sigma_half(lib, draw):
    x = rc.fill(lib, rc.stream(lib, draw=draw), np.empty(N), rc.LOGNORMAL)
    assert stats.kstest(x, stats.lognorm(s=0.5).cdf).pvalue > ALPHA


def test_positive_normal_matches_half_normal(lib):
    x = rc.fill(lib, rc.stream(lib, array=b"pos"), np.empty(N), rc.NORMAL, rc.DOMAIN_POSITIVE)
    assert x.min() > 0
    assert stats.kstest(x, stats.halfnorm.cdf).pvalue > ALPHA


def test_normal_pairs_are_uncorrelated(lib):
    x = rc.fill(lib, rc.stream(lib, array=b"pairs"), np.empty(N), rc.NORMAL)
    even, odd = x[0::2], x[1::2]
    r = np.corrcoef(even, odd)[0, 1]
    assert abs(r) < 5 / np.sqrt(even.size)
    # the pair's radius is chi with 2 degrees of freedom
    assert stats.kstest(np.hypot(even, odd), stats.chi(2).cdf).pvalue > ALPHA


def test_threads_give_identical_arrays(lib):
    s = rc.stream(lib, array=b"threads")
    a = rc.fill(lib, s, np.empty(N + 7), rc.LOGNORMAL, threads=1)
    b = rc.fill(lib, s, np.empty(N + 7), rc.LOGNORMAL, threads=3)
    assert np.array_equal(a.view(np.uint64), b.view(np.uint64))
