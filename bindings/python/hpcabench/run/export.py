"""hpcab-run export: a run's observations as schema ``hpcab.observations/1`` (/work/coord/OBSERVATIONS.md,
checked into the repository by the analysis side): ``observations.jsonl.zst`` (zstd JSON Lines, keys
sorted, ordered by kind, setup, kernel, repeat, attempt, seq) and ``manifest.json`` with the SHA-256 of
the compressed file. ``observations(store)`` gives the same lines in memory, for a reader handed a run
directory."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .config import COST_CARDS, cost_weights
from .store import Store

SCHEMA = "hpcab.observations/1"
VERSION = "0.1"


def _tokens(r: dict) -> dict:
    return {k: int(r.get(k) or 0) for k in ("input", "cached_input", "output", "reasoning")}


def observations(store: Store) -> list[dict]:
    """Every observation line of a run's store, in the schema's order."""
    eps = {r["id"]: r for r in store.rows("SELECT * FROM episodes WHERE state = 'done'")}
    lines = []
    for r in eps.values():
        lines.append({"kind": "episode", "setup": r["setup"], "kernel": r["kernel"], "repeat": r["repeat"],
                      "end": r["end"], "attempts": r["attempts"], "rerun": bool(r["rerun"]),
                      "wall_s": r["wall_s"], "tokens": _tokens(r), "scores": r["scores"],
                      "submissions": r["submissions"],
                      "final": _final(r),
                      "prompt_sha256": r["prompt_sha256"]})
    for a in store.rows("SELECT * FROM attempts"):
        r = eps.get(a["episode"])
        if not r:
            continue
        subs = store.rows("SELECT route, http_status FROM candidates WHERE episode = ? AND attempt = ?",
                          (a["episode"], a["attempt"]))
        lines.append({"kind": "attempt", "setup": r["setup"], "kernel": r["kernel"], "repeat": r["repeat"],
                      "attempt": a["attempt"], "end": a["end"], "rerun": bool(a["rerun"]), "wall_s": a["wall_s"],
                      "attempts": r["attempts"], "tokens": _tokens(a), "final": _final(r),
                      "scores": sum(1 for c in subs if c["route"] == "score" and c["http_status"] == 200),
                      "submissions": sum(1 for c in subs if c["route"] == "submit" and c["http_status"] in (200, 202)),
                      "prompt_sha256": a["prompt_sha256"]})
    for c in store.rows("SELECT * FROM candidates"):
        r = eps.get(c["episode"])
        if not r:
            continue
        lines.append({"kind": "candidate", "setup": r["setup"], "kernel": r["kernel"], "repeat": r["repeat"],
                      "attempt": c["attempt"], "seq": c["seq"], "route": c["route"],
                      "source_sha256": c["source_sha256"], "source": c["source"], "language": c["language"] or "c",
                      "status": c["status"] or c_status(c), "speedup": c["speedup"]})
    lines.sort(key=lambda x: (x["kind"], x["setup"], x["kernel"], x["repeat"], x.get("attempt", 0),
                              x.get("seq", 0)))
    return lines


def _final(r: dict) -> dict:
    return {"status": r["final_status"] or "none", "correct": bool(r["final_correct"]), "speedup": r["final_speedup"],
            "promoted": bool(r["final_promoted"]), "grade_key": r["final_grade_key"]}


def read_run(run_dir: str | Path) -> tuple[dict, list[dict]]:
    """(manifest, observation lines) of a run directory, in memory: what an export would hold (the
    manifest's "files" is empty: nothing was written)."""
    store = Store(Path(run_dir) / "run.sqlite")
    try:
        lines = observations(store)
        m = manifest(store, "", len(lines))
        m["files"] = {}
        return m, lines
    finally:
        store.close()


def c_status(c: dict) -> str:
    return "refused" if (c.get("http_status") or 200) >= 400 else "none"


def manifest(store: Store, digest: str, n: int) -> dict:
    cfg = store.meta("config") or {}
    setups = cfg.get("setups", {})
    cards = {k: list(v) for k, v in COST_CARDS.items()}
    for name, s in setups.items():
        if not isinstance(s.get("cost"), str):
            cards[f"setup:{name}"] = list(cost_weights(s.get("cost")))
    return {"schema": SCHEMA, "experiment": store.meta("experiment"), "created_by": f"hpcab-run {VERSION}",
            "files": {"observations.jsonl.zst": digest}, "lines": n, "config": cfg,
            "config_sha256": store.meta("config_sha256"), "setups": setups,
            "comparisons": cfg.get("comparisons", []), "cost_cards": cards, "machine": store.meta("machine")}


def export(run_dir: str | Path, out: str | Path | None = None) -> Path:
    import zstandard

    run_dir = Path(run_dir)
    out = Path(out) if out else run_dir / "export"
    out.mkdir(parents=True, exist_ok=True)
    store = Store(run_dir / "run.sqlite")
    try:
        lines = observations(store)
        raw = "".join(json.dumps(x, sort_keys=True, ensure_ascii=False) + "\n" for x in lines).encode()
        comp = zstandard.ZstdCompressor(level=10).compress(raw)
        (out / "observations.jsonl.zst").write_bytes(comp)
        digest = hashlib.sha256(comp).hexdigest()
        (out / "manifest.json").write_text(json.dumps(manifest(store, digest, len(lines)), indent=1, sort_keys=True)
                                           + "\n")
    finally:
        store.close()
    return out
