"""hpcab-run regrade: every final answer of a run re-timed on this machine, as another platform's grades
(lib/DESIGN.md §15).

    regrade(source, out_dir, label=None, judge_args=())   -> the report (also written to out_dir)

`source` is a run directory or its export. Each episode's final answer (its last graded submission, or
the promoted score source) first meets the portability probe (`hpcab-judge portability`): an answer
using x86-only or AMD-only features is skipped with the probe's reason, never graded wrong. Every
other answer is graded here with `hpcab-judge grade --json` against the baseline timed here, in a
state directory of the regrade's own (fresh secrets, an empty store: nothing is reused from the first
platform). Written to out_dir:

    regrade.jsonl      one line per answer: setup, kernel, repeat, language, portable, reason, the first
                       platform's correct/speedup, this one's status/correct/speedup, the platform label
    portability.json   the report below, with the platform's machine
    portability.md     the same as a table

The report, per language and over all answers: answers, share skipped as not portable, share of the
rest still correct here (of those correct on the first platform), Spearman r_s between the platforms'
per-kernel speedups (median over a kernel's answers correct on both), the change of the geometric mean
speedup, the share of kernels whose best answer there is best here, and the share of kernels whose
best answer there reaches at least 90% of the best speedup here.
"""
from __future__ import annotations

import json
import math
import socket
import subprocess
import tempfile
from pathlib import Path

from .runner import find_tool, machine


class RegradeError(RuntimeError):
    """The regrade could not run (no such run or export, the judge missing)."""


def final_answers(source: str | Path) -> tuple[dict, list[dict]]:
    """(export manifest, one dict per episode with a final answer: setup, kernel, repeat, language,
    source, precision, first platform's correct/speedup)."""
    from ..analysis.observations import ObservationError, load

    try:
        ex = load(source)
    except ObservationError as x:
        raise RegradeError(str(x)) from None
    setups = (ex.manifest.get("config") or {}).get("setups") or ex.manifest.get("setups") or {}
    by_episode: dict[tuple, list[dict]] = {}
    for c in ex.candidates:
        if c.get("route") in ("submit", "final") and c.get("source"):
            by_episode.setdefault((c["setup"], c["kernel"], c["repeat"]), []).append(c)
    answers = []
    for e in ex.episodes:
        cands = by_episode.get((e.setup, e.kernel, e.repeat))
        if not cands or e.status == "none":
            continue
        c = max(cands, key=lambda x: x.get("seq", 0))
        answers.append({"setup": e.setup, "kernel": e.kernel, "repeat": e.repeat,
                        "language": c.get("language") or "c", "source": c["source"],
                        "precision": (setups.get(e.setup) or {}).get("precision", "f64"),
                        "first": {"correct": e.correct, "speedup": e.speedup, "status": e.status}})
    return ex.manifest, answers


SUFFIX = {"c": ".c", "cpp": ".cpp", "fortran": ".f90", "cuda": ".cu", "hip": ".hip"}


def _probe(judge: str, path: Path, precision: str) -> tuple[bool, str]:
    r = subprocess.run([judge, "portability", str(path), "--precision", precision], capture_output=True, text=True,
                       timeout=300)
    if r.returncode == 0:
        return True, ""
    if r.returncode == 1:
        return False, r.stdout.strip().removeprefix("not portable: ")
    raise RegradeError(f"the portability probe could not run: {r.stderr.strip()}")


def _grade(judge: str, kernel: str, path: Path, precision: str, state: Path, corpus: str | None,
           judge_args: list[str]) -> dict:
    argv = [judge, "grade", kernel, str(path), "--json", "--precision", precision, "--state-dir", str(state),
            *judge_args]
    if corpus:
        argv += ["--kernels", corpus]
    r = subprocess.run(argv, capture_output=True, text=True, timeout=3600)
    try:
        v = json.loads(r.stdout)
    except json.JSONDecodeError:
        return {"status": "error", "correct": False, "speedup": None, "reason": (r.stderr or r.stdout).strip()[-500:]}
    return {"status": v.get("status"), "correct": bool(v.get("correct")), "speedup": v.get("speedup"),
            "reason": v.get("reason")}


def regrade(source: str | Path, out_dir: str | Path, label: str | None = None,
            judge_args: list[str] | tuple = (), log=None) -> dict:
    """Regrades every final answer of source (a run or its export) here; writes out_dir; returns the report."""
    log = log or (lambda m: None)
    manifest, answers = final_answers(source)
    judge = find_tool("hpcab-judge")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    label = label or f"{socket.gethostname()}"
    corpus = (manifest.get("config") or {}).get("corpus")
    if corpus and not Path(corpus).is_dir():
        corpus = None  # the corpus moved with the machine: the judge's own is used
    rows = []
    with tempfile.TemporaryDirectory(prefix="hpcab-regrade-") as tmp:
        state = Path(tmp) / "state"  # fresh secrets and an empty store for this platform
        for i, a in enumerate(answers):
            src = Path(tmp) / f"answer{i}{SUFFIX.get(a['language'], '.c')}"
            src.write_text(a["source"])
            portable, reason = _probe(judge, src, a["precision"])
            row = {k: a[k] for k in ("setup", "kernel", "repeat", "language", "precision", "first")}
            row.update(platform=label, portable=portable, reason=reason or None)
            if portable:
                row["here"] = _grade(judge, a["kernel"], src, a["precision"], state, corpus, list(judge_args))
            else:
                row["here"] = None
            log(f"regrade {a['setup']}/{a['kernel']}/{a['repeat']}: "
                + (f"{row['here']['status']} {row['here']['speedup']}" if portable else f"skipped: {reason}"))
            rows.append(row)
    report = portability_report(rows)
    report.update(platform=label, machine=machine(), first_machine=manifest.get("machine"),
                  experiment=manifest.get("experiment"))
    (out / "regrade.jsonl").write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows))
    (out / "portability.json").write_text(json.dumps(report, indent=1, sort_keys=True) + "\n")
    (out / "portability.md").write_text(render_markdown(report))
    return report


def _geomean(xs: list[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else None


def _median(xs: list[float]) -> float:
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else 0.5 * (s[n // 2 - 1] + s[n // 2])


def _summary(rows: list[dict]) -> dict:
    """The portability figures of a list of regrade rows (one language, or all)."""
    from scipy.stats import spearmanr

    n = len(rows)
    skipped = [r for r in rows if not r["portable"]]
    rest = [r for r in rows if r["portable"] and r["first"]["correct"]]
    still = [r for r in rest if r["here"] and r["here"]["correct"]]
    both = [r for r in still if r["first"]["speedup"] and r["here"]["speedup"]]
    kernels: dict[str, list[dict]] = {}
    for r in both:
        kernels.setdefault(r["kernel"], []).append(r)
    a = [_median([r["first"]["speedup"] for r in v]) for v in kernels.values()]
    b = [_median([r["here"]["speedup"] for r in v]) for v in kernels.values()]
    rs = None
    if len(a) >= 3 and len(set(a)) > 1 and len(set(b)) > 1:
        rs = float(spearmanr(a, b).statistic)
    ga, gb = _geomean([r["first"]["speedup"] for r in both]), _geomean([r["here"]["speedup"] for r in both])
    best_same = reach90 = 0
    for v in kernels.values():
        best_there = max(v, key=lambda r: r["first"]["speedup"])
        best_here = max(r["here"]["speedup"] for r in v)
        if best_there["here"]["speedup"] == best_here:
            best_same += 1
        if best_there["here"]["speedup"] >= 0.9 * best_here:
            reach90 += 1
    k = len(kernels)
    return {"answers": n, "skipped": len(skipped), "skipped_share": len(skipped) / n if n else None,
            "correct_there": len(rest), "still_correct": len(still),
            "still_correct_share": len(still) / len(rest) if rest else None,
            "kernels": k, "spearman_rs": rs,
            "geomean_there": ga, "geomean_here": gb,
            "geomean_change": (gb / ga - 1.0) if ga and gb else None,
            "best_stays_best_share": best_same / k if k else None,
            "best_reaches_90pct_share": reach90 / k if k else None,
            "skip_reasons": sorted({r["reason"] for r in skipped if r["reason"]})}


def portability_report(rows: list[dict]) -> dict:
    """The report: per language, and all answers together."""
    langs = sorted({r["language"] for r in rows})
    return {"schema": "hpcab.portability/1", "all": _summary(rows),
            "languages": {lang: _summary([r for r in rows if r["language"] == lang]) for lang in langs}}


def _fmt(x, pct=False) -> str:
    if x is None:
        return "—"
    return f"{100 * x:.1f}%" if pct else f"{x:.3f}"


def render_markdown(report: dict) -> str:
    """The report as a Markdown table, one row per language and one for all."""
    out = [f"# Portability: {report.get('experiment') or 'run'} regraded on {report.get('platform')}", "",
           "| language | answers | skipped (not portable) | still correct | Spearman r_s | geomean change | "
           "best stays best | best reaches 90% |", "|---|---|---|---|---|---|---|---|"]
    for name, s in list(report["languages"].items()) + [("all", report["all"])]:
        out.append(f"| {name} | {s['answers']} | {_fmt(s['skipped_share'], True)} | "
                   f"{_fmt(s['still_correct_share'], True)} ({s['still_correct']}/{s['correct_there']}) | "
                   f"{_fmt(s['spearman_rs'])} | {_fmt(s['geomean_change'], True)} | "
                   f"{_fmt(s['best_stays_best_share'], True)} | {_fmt(s['best_reaches_90pct_share'], True)} |")
    reasons = report["all"]["skip_reasons"]
    if reasons:
        out += ["", "Skipped as not portable (never graded wrong):"] + [f"- {r}" for r in reasons]
    return "\n".join(out) + "\n"


def default_out(source: str | Path, label: str | None) -> Path:
    """RUN/regrade-LABEL (or EXPORT/../regrade-LABEL)."""
    p = Path(source)
    base = p if (p / "run.sqlite").exists() else p.parent
    return base / f"regrade-{label or socket.gethostname()}"


def judge_args_from(budget: float | None, inputs: int | None, draws: int | None) -> list[str]:
    out = []
    for opt, v in (("--budget", budget), ("--inputs", inputs), ("--draws", draws)):
        if v is not None:
            out += [opt, str(v)]
    return out


__all__ = ["regrade", "final_answers", "portability_report", "render_markdown", "RegradeError", "default_out",
           "judge_args_from"]
