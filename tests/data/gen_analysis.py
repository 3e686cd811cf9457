#!/usr/bin/env python3
"""Writes tests/data/analysis_vectors.json: the statistics of the example export
examples/experiments/synthetic computed independently of hpcabench (numpy and scipy only, the export
read with zstandard and json), for bindings/python/tests/test_analysis.py to compare against
hpcab-analyze's (relative difference <= 1e-9). Run once when the example export changes:
    python3 tests/data/gen_analysis.py
"""
import io
import json
import pathlib

import numpy as np
import scipy
import zstandard
from scipy import stats

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXPORT = ROOT / "examples" / "experiments" / "synthetic"
OUT = ROOT / "tests" / "data" / "analysis_vectors.json"
CARDS = {"billed": (1, 0.1, 1), "effective": (1, 0, 1), "total": (1, 1, 1)}


def read():
    man = json.loads((EXPORT / "manifest.json").read_text())
    raw = zstandard.ZstdDecompressor().stream_reader(io.BytesIO((EXPORT / "observations.jsonl.zst").read_bytes())).read()
    eps = [x for x in map(json.loads, raw.decode().splitlines()) if x["kind"] == "episode"]
    return man, eps


def kernels(eps, setup, cards):
    out = {}
    for e in eps:
        if e["setup"] == setup and e["end"] not in ("infra", "cancelled"):
            out.setdefault(e["kernel"], []).append(e)
    vals = {}
    for k, es in out.items():
        solved = sum(e["final"]["correct"] for e in es) * 2 > len(es)
        s = float(np.median([e["final"]["speedup"] if e["final"]["correct"] else 0.0 for e in es]))
        t = {c: float(np.median([w[0] * e["tokens"]["input"] + w[1] * e["tokens"]["cached_input"]
                                 + w[2] * e["tokens"]["output"] for e in es])) for c, w in cards.items()}
        vals[k] = (solved, s, t)
    return vals


def logt(logs):
    logs = np.asarray(logs, dtype=float)
    n = logs.size
    m = logs.mean()
    if n < 6:
        return {"n": n, "value": float(np.exp(m))}
    sem = logs.std(ddof=1) / np.sqrt(n)
    lo, hi = stats.t.interval(0.95, n - 1, loc=m, scale=sem)
    return {"n": n, "value": float(np.exp(m)), "lo": float(np.exp(lo)), "hi": float(np.exp(hi)),
            "p": float(stats.ttest_1samp(logs, 0.0).pvalue)}


def main():
    man, eps = read()
    cards = dict(CARDS)
    cards.update({k: tuple(v) for k, v in man["cost_cards"].items()})
    setups = sorted({e["setup"] for e in eps})
    vals = {s: kernels(eps, s, cards) for s in setups}
    res = {"scipy": scipy.__version__, "setups": {}, "comparisons": []}
    for s in setups:
        sp = [v[1] for v in vals[s].values() if v[0]]
        g = np.log(sp)
        lo, hi = stats.t.interval(0.95, g.size - 1, loc=g.mean(), scale=g.std(ddof=1) / np.sqrt(g.size))
        res["setups"][s] = {"solved": len(sp), "geomean": float(np.exp(g.mean())), "lo": float(np.exp(lo)),
                            "hi": float(np.exp(hi))}
    for c in man["comparisons"]:
        vc, vt = vals[c["control"]], vals[c["treatment"]]
        ks = sorted(set(vc) & set(vt))
        b = sum(vc[k][0] and not vt[k][0] for k in ks)
        cc = sum(vt[k][0] and not vc[k][0] for k in ks)
        mcn = stats.binomtest(min(b, cc), b + cc, 0.5).pvalue if b + cc else 1.0
        rs = logt([np.log(vt[k][1]) - np.log(vc[k][1]) for k in ks if vc[k][0] and vt[k][0]])
        rc = {card: logt([np.log(vc[k][2][card]) - np.log(vt[k][2][card]) for k in ks]) for card in cards}
        rsolved = sum(vc[k][0] for k in ks)
        res["comparisons"].append({"control": c["control"], "treatment": c["treatment"], "family": c["family"],
                                   "gained": cc, "lost": b, "mcnemar_p": float(mcn),
                                   "rho_r": sum(vt[k][0] for k in ks) / rsolved, "rho_s": rs, "rho_c": rc})
    # BH within each family over rho_R, rho_S and rho_C (billed) p-values
    fams = {}
    for r in res["comparisons"]:
        fams.setdefault(r["family"], []).append(r)
    for members in fams.values():
        slots = []
        for r in members:
            slots.append((r, "rho_r_q", r["mcnemar_p"]))
            for key, est in (("rho_s_q", r["rho_s"]), ("rho_c_q", r["rho_c"]["billed"])):
                if "p" in est:
                    slots.append((r, key, est["p"]))
        qs = stats.false_discovery_control([p for _, _, p in slots], method="bh")
        for (r, key, _), q in zip(slots, qs):
            r[key] = float(q)
    OUT.write_text(json.dumps(res, indent=1, sort_keys=True) + "\n")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
