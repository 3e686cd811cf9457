"""The judge's statistics (hpcab/stats.h): Mann–Whitney U with scipy's conventions, the crediting rule,
geometric means with log-t intervals, Benjamini–Hochberg, t-tests, McNemar and efficacy."""
from __future__ import annotations

import ctypes
from collections import namedtuple
from dataclasses import dataclass
from typing import Mapping, Sequence

import numpy as np

from ._lib import Error, call, lib
from ._structs import (CreditParams as _CreditParams, CreditResult as _Credit, OverheadResult as _Overhead, EfficacyResult as _Efficacy, GeomeanResult as _Geomean,
                       KernelOutcome as _Outcome, MwuResult as _Mwu, TtestResult as _Ttest)

ALTERNATIVES = {"two-sided": 0, "less": 1, "greater": 2}
_ALT_NAMES = {v: k for k, v in ALTERNATIVES.items()}
METHODS = {"auto": 0, "exact": 1, "asymptotic": 2}
_METHOD_NAMES = {v: k for k, v in METHODS.items()}
CREDIT_ALPHA = 0.1
CREDIT_MIN_EFFECT = 0.01  # the judge's default margin (HPCAB_CREDIT_MIN_EFFECT)

MannwhitneyuResult = namedtuple("MannwhitneyuResult", ["statistic", "pvalue"])
MannwhitneyuResult.__doc__ = "(statistic, pvalue) as scipy.stats.mannwhitneyu returns them: statistic is U1."
TtestResult = namedtuple("TtestResult", ["statistic", "pvalue", "df"])


def _doubles(x) -> np.ndarray:
    """x as a contiguous float64 vector (no copy when it already is one)."""
    return np.ascontiguousarray(np.asarray(x, dtype=np.float64).ravel())


def _ptr(a: np.ndarray):
    return a.ctypes.data_as(ctypes.POINTER(ctypes.c_double))


def _enum(table: dict, value: str, what: str) -> int:
    if value not in table:
        raise Error(f"unknown {what} '{value}' ({', '.join(table)})", -1, "invalid")
    return table[value]


# ---- distributions ----
def norm_cdf(x: float) -> float:
    """Standard normal CDF."""
    return float(lib.hpcab_norm_cdf(x))


def norm_quantile(p: float) -> float:
    """Standard normal quantile."""
    return float(lib.hpcab_norm_quantile(p))


def t_cdf(t: float, df: float) -> float:
    """Student-t CDF with df degrees of freedom."""
    return float(lib.hpcab_t_cdf(t, df))


def t_quantile(p: float, df: float) -> float:
    """Student-t quantile."""
    return float(lib.hpcab_t_quantile(p, df))


# ---- Mann–Whitney ----
def mannwhitneyu(x, y, alternative: str = "two-sided", method: str = "auto",
                 use_continuity: bool = True) -> MannwhitneyuResult:
    """Mann–Whitney U test of x against y as scipy.stats.mannwhitneyu(x, y, use_continuity,
    alternative, method=...) computes it; returns (statistic = U1, pvalue)."""
    r = mwu(x, y, alternative, method, use_continuity)
    return MannwhitneyuResult(r.u1, r.p)


@dataclass(frozen=True)
class MwuDetail:
    """Everything hpcab_mwu_test reports: U1, p, the method used and whether there were ties."""
    u1: float
    p: float
    method: str
    ties: bool


def mwu(x, y, alternative: str = "two-sided", method: str = "auto", use_continuity: bool = True) -> MwuDetail:
    """Like mannwhitneyu, with the method actually used and the tie flag."""
    a, b = _doubles(x), _doubles(y)
    out = _Mwu.new()
    call("hpcab_mwu_test", _ptr(a), a.size, _ptr(b), b.size, _enum(ALTERNATIVES, alternative, "alternative"),
         _enum(METHODS, method, "method"), bool(use_continuity), ctypes.byref(out))
    return MwuDetail(out.u1, out.p, _METHOD_NAMES.get(out.method, "?"), bool(out.ties))


# ---- crediting ----
@dataclass(frozen=True)
class Credit:
    """One input's credit (lib/DESIGN.md §8): medians, ratio (> 1: candidate faster), the direction tested,
    the one-sided p, the credited speedup, whether it is confirmed and the Mann–Whitney method."""
    median_ref: float
    median_cand: float
    ratio: float
    direction: str
    p: float
    credited: float
    confirmed: bool
    method: str


def credit(ref, cand, alpha: float = CREDIT_ALPHA, min_effect: float = 0.0) -> Credit:
    """The crediting rule for raw reference and candidate times (ns); with min_effect (the judge uses
    CREDIT_MIN_EFFECT) a speedup or slowdown is confirmed only beyond that relative margin."""
    a, b = _doubles(ref), _doubles(cand)
    out = _Credit.new()
    params = _CreditParams.new()
    params.alpha, params.min_effect = alpha, min_effect
    call("hpcab_credit_compute", _ptr(a), a.size, _ptr(b), b.size, ctypes.byref(params), ctypes.byref(out))
    return Credit(out.median_ref, out.median_cand, out.ratio, _ALT_NAMES.get(out.direction, "?"), out.p,
                  out.credited, bool(out.confirmed), _METHOD_NAMES.get(out.method, "?"))


@dataclass(frozen=True)
class Overhead:
    """Whether one input's calls resolve above the call overhead (hpcab_overhead_check): the median
    empty round trip of each side's worker, the margin, both net medians, resolved."""
    overhead_ref: float
    overhead_cand: float
    margin: float
    net_ref: float
    net_cand: float
    resolved: bool


def overhead_check(ref, cand, ping_ref, ping_cand) -> Overhead:
    """hpcab_overhead_check on raw times and the two workers' pings (ns)."""
    a, b, pr, pc = _doubles(ref), _doubles(cand), _doubles(ping_ref), _doubles(ping_cand)
    if pr.size != pc.size:
        raise ValueError("ping_ref and ping_cand must have the same length")
    out = _Overhead.new()
    call("hpcab_overhead_check", _ptr(a), a.size, _ptr(b), b.size, _ptr(pr), _ptr(pc), pr.size, ctypes.byref(out))
    return Overhead(out.overhead_ref, out.overhead_cand, out.margin, out.net_ref, out.net_cand, bool(out.resolved))


# ---- geometric means, t-tests, multiple comparisons ----
@dataclass(frozen=True)
class Geomean:
    """A geometric mean with its log-t interval [lo, hi], and the mean and sd of the logs."""
    n: int
    geomean: float
    lo: float
    hi: float
    log_mean: float
    log_sd: float


def geomean_ci(x, confidence: float = 0.95) -> Geomean:
    """Geometric mean of x with the exponentiated t interval of the mean of log x."""
    a = _doubles(x)
    out = _Geomean.new()
    call("hpcab_geomean_ci", _ptr(a), a.size, confidence, ctypes.byref(out))
    return Geomean(int(out.n), out.geomean, out.lo, out.hi, out.log_mean, out.log_sd)


def ttest_1samp(x, mu: float = 0.0, alternative: str = "two-sided") -> TtestResult:
    """One-sample t-test (statistic, pvalue, df), as scipy.stats.ttest_1samp."""
    a = _doubles(x)
    out = _Ttest.new()
    call("hpcab_ttest_1samp", _ptr(a), a.size, mu, _enum(ALTERNATIVES, alternative, "alternative"),
         ctypes.byref(out))
    return TtestResult(out.t, out.p, out.df)


def bh(p) -> np.ndarray:
    """Benjamini–Hochberg q-values, as scipy.stats.false_discovery_control(p, method='bh')."""
    a = _doubles(p)
    q = np.empty_like(a)
    call("hpcab_bh_adjust", _ptr(a), a.size, _ptr(q))
    return q.reshape(np.shape(p))


def mcnemar_exact(b: int, c: int) -> float:
    """Exact two-sided McNemar p from the discordant counts."""
    return float(lib.hpcab_mcnemar_exact(b, c))


# ---- efficacy ----
@dataclass(frozen=True)
class KernelOutcome:
    """One kernel's result in one arm: solved, its credited speedup and the tokens spent."""
    solved: bool
    speedup: float = 1.0
    input_tokens: float = 0.0
    cached_tokens: float = 0.0
    output_tokens: float = 0.0


@dataclass(frozen=True)
class Estimate:
    """A geometric-mean ratio over n kernels with its interval and paired p-value."""
    n: int
    value: float
    lo: float
    hi: float
    p: float


@dataclass(frozen=True)
class Efficacy:
    """Efficacy of a treatment over a control (hpcab_efficacy_compute)."""
    kernels: int
    rho_s: Estimate
    rho_c: Estimate
    solved_control: int
    solved_treatment: int
    only_control: int
    only_treatment: int
    solved_p: float


def _outcomes(rows: Sequence) -> ctypes.Array:
    arr = (_Outcome * max(1, len(rows)))()
    for i, r in enumerate(rows):
        if isinstance(r, Mapping):
            r = KernelOutcome(**r)
        arr[i] = _Outcome.new(solved=bool(r.solved), speedup=float(r.speedup), input_tokens=float(r.input_tokens),
                              cached_tokens=float(r.cached_tokens), output_tokens=float(r.output_tokens))
    return arr


def efficacy(control: Sequence, treatment: Sequence, weights=None, confidence: float = 0.95) -> Efficacy:
    """Efficacy over kernels paired by index; rows are KernelOutcome or dicts of its fields."""
    if len(control) != len(treatment):
        raise Error(f"control has {len(control)} kernels, treatment {len(treatment)}", -11, "mismatch")
    c, t = _outcomes(control), _outcomes(treatment)
    w = None if weights is None else (ctypes.c_double * 3)(*map(float, weights))
    out = _Efficacy.new()
    call("hpcab_efficacy_compute", c, t, len(control), w, confidence, ctypes.byref(out))

    def est(e):
        return Estimate(int(e.n), e.value, e.lo, e.hi, e.p)

    return Efficacy(int(out.kernels), est(out.rho_s), est(out.rho_c), int(out.solved_control),
                    int(out.solved_treatment), int(out.only_control), int(out.only_treatment), out.solved_p)
