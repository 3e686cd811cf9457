"""A synthetic campaign with known effects, written as an observation export (hpcab.observations/1).

Four setups over the same kernels and repeats: `control`; `faster`, whose speedups are 1.3x the
control's at equal cost; `cheaper`, which spends half the tokens (rho_C = 2 under every card) at equal
speed; `same`, which changes nothing. Each kernel has a base speedup, a solve probability and a token
budget shared by every setup (the pairing); each episode adds its own noise. A few episodes end
`infra` or `cancelled`, a few crash once and are relaunched (the first attempt's tokens recorded
apart). Seeded with Python's `random.Random`, so a seed gives the same export on any machine.
"""
from __future__ import annotations

import hashlib
import json
import math
import random
from pathlib import Path

from .observations import DATA_FILE, SCHEMA

TRUTH = {  # setup -> (speedup factor, token factor)
    "control": (1.0, 1.0),
    "faster": (1.3, 1.0),
    "cheaper": (1.0, 0.5),
    "same": (1.0, 1.0),
}
COMPARISONS = [
    {"control": "control", "treatment": "faster", "family": "speed", "differs": "packets"},
    {"control": "control", "treatment": "same", "family": "speed", "differs": "packets"},
    {"control": "control", "treatment": "cheaper", "family": "cost", "differs": "harness"},
]

_SOURCE = """void kernel(int n, const double *restrict a, double *restrict b)
{{
  /* variant {v} of {k} */
  for (int i = 0; i < n; i += {step})
    b[i] = {expr};
}}
"""


def _candidate_source(kernel: str, v: int) -> str:
    exprs = ["a[i] * 2.0", "a[i] + a[i]", "2.0 * a[i]", "a[i] * 2.0 + 0.0"]
    return _SOURCE.format(v=v, k=kernel, step=1, expr=exprs[v % len(exprs)])


def campaign(seed: int = 1, kernels: int = 40, repeats: int = 3) -> tuple[dict, list[dict]]:
    """(manifest without the file digest, observation lines in the schema's order)."""
    rng = random.Random(seed)
    names = [f"synth/k{i:02d}" for i in range(kernels)]
    base = {k: (rng.gauss(math.log(1.6), 0.5), min(0.97, max(0.3, rng.gauss(0.8, 0.12))),
                rng.gauss(math.log(150000), 0.6)) for k in names}
    lines: list[dict] = []
    for setup, (s_factor, t_factor) in TRUTH.items():
        for k in names:
            log_s, p_solve, log_t = base[k]
            for r in range(repeats):
                u = rng.random()
                end = "infra" if u < 0.015 else "cancelled" if u < 0.025 else None
                correct = rng.random() < p_solve
                speed = math.exp(log_s + rng.gauss(0, 0.12)) * s_factor
                total = math.exp(log_t + rng.gauss(0, 0.2)) * t_factor
                tok = {"input": int(round(total * 0.3)), "cached_input": int(round(total * 0.5)),
                       "output": int(round(total * 0.2))}
                tok["reasoning"] = tok["output"] // 2
                crashed = end is None and rng.random() < 0.08
                if end is None:
                    end = "finished" if correct else rng.choice(["wall_clock", "token_cap", "finished"])
                scores = rng.randint(1, 12)
                final = {"status": "ok" if correct else ("incorrect" if end == "finished" else "none"),
                         "correct": correct, "speedup": round(speed, 6) if correct else None, "promoted": False,
                         "grade_key": hashlib.sha256(f"{setup}{k}{r}".encode()).hexdigest() if correct else None}
                ep = {"kind": "episode", "setup": setup, "kernel": k, "repeat": r, "end": end,
                      "attempts": 2 if crashed else 1, "rerun": False, "wall_s": round(rng.uniform(60, 900), 1),
                      "tokens": tok, "scores": scores, "submissions": 1 if correct else 0, "final": final,
                      "prompt_sha256": hashlib.sha256(f"{setup}{k}".encode()).hexdigest()}
                lines.append(ep)
                if crashed:  # the first attempt crashed: its tokens are recorded apart, never added
                    first = {k2: v // 3 for k2, v in tok.items()}
                    lines.append({**{x: ep[x] for x in ("setup", "kernel", "repeat", "rerun", "prompt_sha256")},
                                  "kind": "attempt", "attempt": 0, "end": "crashed", "attempts": 2, "tokens": first,
                                  "wall_s": 30.0, "scores": 0, "submissions": 0})
                lines.append({**{x: ep[x] for x in ("setup", "kernel", "repeat", "rerun", "prompt_sha256",
                                                    "attempts", "wall_s", "scores", "submissions")},
                              "kind": "attempt", "attempt": 1 if crashed else 0, "end": end, "tokens": tok})
                if end in ("infra", "cancelled"):
                    continue
                n_cand = 1 + (r + len(k)) % 3
                for seq in range(n_cand):
                    last = seq == n_cand - 1
                    ok = correct or not last
                    src = _candidate_source(k, seq + r)
                    sp = round(speed * (0.6 + 0.4 * (seq + 1) / n_cand), 6) if ok else None
                    if last and correct:
                        sp = final["speedup"]
                    lines.append({"kind": "candidate", "setup": setup, "kernel": k, "repeat": r,
                                  "attempt": 1 if crashed else 0, "seq": seq,
                                  "route": "submit" if last and correct else "score",
                                  "source_sha256": hashlib.sha256(src.encode()).hexdigest(), "source": src,
                                  "language": "c", "status": "ok" if ok else "incorrect", "speedup": sp})
    order = {"episode": 0, "attempt": 1, "candidate": 2}
    lines.sort(key=lambda x: (order[x["kind"]], x["setup"], x["kernel"], x["repeat"], x.get("attempt", 0),
                              x.get("seq", 0)))
    manifest = {"schema": SCHEMA, "experiment": f"synthetic-{seed}", "created_by": "hpcab-analyze synth",
                "lines": len(lines), "config": {"kernels": names, "repeats": repeats, "synthetic": True},
                "config_sha256": None, "setups": {s: {} for s in TRUTH}, "comparisons": COMPARISONS,
                "cost_cards": {"billed": [1, 0.1, 1], "effective": [1, 0, 1], "total": [1, 1, 1],
                               "output_heavy": [1, 0.1, 4]},
                "machine": {"synthetic": True},
                "truth": {f"{c['treatment']} vs {c['control']}":
                          {"rho_s": TRUTH[c["treatment"]][0] / TRUTH[c["control"]][0],
                           "rho_c": TRUTH[c["control"]][1] / TRUTH[c["treatment"]][1]} for c in COMPARISONS}}
    return manifest, lines


def write_export(out: str | Path, manifest: dict, lines: list[dict]) -> Path:
    """Writes manifest.json and observations.jsonl.zst (keys sorted, zstd level 10) into `out`."""
    import zstandard
    d = Path(out)
    d.mkdir(parents=True, exist_ok=True)
    raw = "".join(json.dumps(x, sort_keys=True, ensure_ascii=False) + "\n" for x in lines).encode()
    comp = zstandard.ZstdCompressor(level=10).compress(raw)
    (d / DATA_FILE).write_bytes(comp)
    man = dict(manifest, files={DATA_FILE: hashlib.sha256(comp).hexdigest()}, lines=len(lines))
    (d / "manifest.json").write_text(json.dumps(man, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return d


def synth(out: str | Path, seed: int = 1, kernels: int = 40, repeats: int = 3) -> Path:
    """Generates a campaign and writes it as an export into `out`."""
    return write_export(out, *campaign(seed, kernels, repeats))
