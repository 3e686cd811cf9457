"""Per-setup summaries and per-comparison efficacy (DESIGN.md §14). Every statistic is the library's
(hpcab/efficacy.h, hpcab/stats.h through hpcabench.stats): this module only gathers the per-kernel
values (observations.kernel_values) and arranges the results."""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Optional

from .observations import ENDS, LEFT_OUT, PRIMARY_CARD, Comparison, Export, kernel_values

MIN_PAIRS = 6       # no interval (and no p) below this many pairs
CONFIDENCE = 0.95
FDR_Q = 0.05


def _stats():
    from hpcabench import stats  # the library's statistics (needs libhpcabench)
    return stats


def _num(x) -> Optional[float]:
    return None if x is None or (isinstance(x, float) and math.isnan(x)) else float(x)


@dataclass
class Interval:
    """A geometric-mean ratio over n values, its 95% log-t interval and p (None where not defined)."""
    n: int
    value: Optional[float]
    lo: Optional[float] = None
    hi: Optional[float] = None
    p: Optional[float] = None
    q: Optional[float] = None  # BH q within the family

    @property
    def too_few(self) -> bool:
        return self.n < MIN_PAIRS

    @property
    def significant(self) -> bool:
        return self.q is not None and self.q <= FDR_Q


@dataclass
class SetupSummary:
    setup: str
    episodes: int            # counted episodes
    left_out: int            # cancelled / infra episodes
    kernels: int             # kernels with a value
    solved: int              # R
    speedup: Interval        # geomean S over solved kernels
    cost_median: dict        # card -> median episode cost
    cost_q1: dict
    cost_q3: dict
    scores_median: float     # score calls per episode
    scores_mean: float
    ends: dict               # end reason -> episodes


@dataclass
class ComparisonResult:
    comparison: Comparison
    pairs: int
    solved_control: int
    solved_treatment: int
    gained: int
    lost: int
    rho_r: Optional[float]
    rho_r_p: float
    rho_r_q: Optional[float]
    rho_s: Interval
    rho_c: Interval                      # under the primary card
    rho_c_cards: dict = field(default_factory=dict)  # card -> Interval

    @property
    def rho_r_significant(self) -> bool:
        return self.rho_r_q is not None and self.rho_r_q <= FDR_Q


@dataclass
class Analysis:
    export: Export
    card: str
    setups: list[SetupSummary]
    comparisons: list[ComparisonResult]
    values: dict  # setup -> {kernel: KernelValue}


def _quantile(xs: list[float], q: float) -> Optional[float]:
    if not xs:
        return None
    import numpy as np
    return float(np.quantile(np.asarray(xs, dtype=float), q))


def summarize_setup(ex: Export, setup: str, values: dict) -> SetupSummary:
    eps = [e for e in ex.episodes if e.setup == setup]
    counted = [e for e in eps if e.counted]
    solved = [v.speedup for v in values.values() if v.solved]
    if solved:
        g = _stats().geomean_ci(solved, CONFIDENCE)
        sp = Interval(len(solved), g.geomean, _num(g.lo), _num(g.hi))
    else:
        sp = Interval(0, None)
    costs = {c: [e.tokens.cost(w) for e in counted] for c, w in ex.cards.items()}
    scores = [float(e.scores) for e in counted]
    ends = Counter(e.end for e in eps)
    return SetupSummary(setup, len(counted), len(eps) - len(counted), len(values), sum(v.solved for v in values.values()),
                        sp, {c: _quantile(v, 0.5) for c, v in costs.items()},
                        {c: _quantile(v, 0.25) for c, v in costs.items()},
                        {c: _quantile(v, 0.75) for c, v in costs.items()},
                        _quantile(scores, 0.5) or 0.0, (sum(scores) / len(scores)) if scores else 0.0,
                        {k: ends[k] for k in ENDS if ends[k]})


def _estimate(e) -> Interval:
    iv = Interval(int(e.n), _num(e.value), _num(e.lo), _num(e.hi), _num(e.p))
    if iv.n < MIN_PAIRS:
        iv.lo = iv.hi = iv.p = None
    return iv


def compare(ex: Export, comp: Comparison, values: dict, card: str) -> ComparisonResult:
    st = _stats()
    vc, vt = values[comp.control], values[comp.treatment]
    kernels = sorted(set(vc) & set(vt))

    def rows(v, card_name):
        # the kernel's cost is the median over its repeats of the episode costs under the card, so it
        # enters as one number with weights (1, 0, 0)
        return [st.KernelOutcome(solved=v[k].solved, speedup=v[k].speedup if v[k].solved else 1.0,
                                 input_tokens=v[k].costs[card_name]) for k in kernels]

    by_card = {}
    for name in ex.cards:
        by_card[name] = st.efficacy(rows(vc, name), rows(vt, name), weights=(1.0, 0.0, 0.0), confidence=CONFIDENCE)
    e = by_card[card]
    rc, rt = e.solved_control, e.solved_treatment
    return ComparisonResult(comp, len(kernels), rc, rt, e.only_treatment, e.only_control,
                            (rt / rc) if rc else None, float(e.solved_p), None, _estimate(e.rho_s),
                            _estimate(e.rho_c), {n: _estimate(r.rho_c) for n, r in by_card.items()})


def apply_bh(results: list[ComparisonResult]) -> None:
    """BH q-values within each family, over every defined p of its comparisons (rho_R, rho_S, rho_C)."""
    st = _stats()
    families: dict[str, list[ComparisonResult]] = {}
    for r in results:
        families.setdefault(r.comparison.family, []).append(r)
    for members in families.values():
        slots = []  # (setter, p)
        for r in members:
            slots.append((lambda q, r=r: setattr(r, "rho_r_q", q), r.rho_r_p))
            for iv in (r.rho_s, r.rho_c):
                if iv.p is not None:
                    slots.append((lambda q, iv=iv: setattr(iv, "q", q), iv.p))
        if not slots:
            continue
        qs = st.bh([p for _, p in slots])
        for (setter, _), q in zip(slots, qs):
            setter(float(q))


def analyze(ex: Export, card: str = PRIMARY_CARD) -> Analysis:
    """Every per-setup summary and every declared comparison of an export, BH applied per family."""
    if card not in ex.cards:
        raise ValueError(f"unknown cost card '{card}' ({', '.join(ex.cards)})")
    values = {s: kernel_values(ex, s) for s in ex.setups}
    setups = [summarize_setup(ex, s, values[s]) for s in ex.setups]
    comps = [compare(ex, c, values, card) for c in ex.comparisons]
    apply_bh(comps)
    for r in comps:
        r.rho_c_cards[card] = r.rho_c
    return Analysis(ex, card, setups, comps, values)


__all__ = ["analyze", "Analysis", "SetupSummary", "ComparisonResult", "Interval", "MIN_PAIRS", "FDR_Q",
           "LEFT_OUT"]
