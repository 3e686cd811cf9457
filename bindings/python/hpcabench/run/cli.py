"""hpcab-run: experiments end to end.

    hpcab-run plan CONFIG                       every episode and the total budget; starts nothing
    hpcab-run run CONFIG [--out DIR] [--jobs N] a run directory (default runs/<experiment>-<date>)
    hpcab-run status RUN [--json]               progress and per-setup counts (--json: one object per episode)
    hpcab-run resume RUN [--jobs N]             continues a killed run: nothing finished is redone
    hpcab-run export RUN [-o DIR]               the observations, schema hpcab.observations/1

Exit codes: 0 done, 1 some episode ended infra, 2 usage or configuration error.
"""
from __future__ import annotations

import argparse
import datetime
import json
import sys
from pathlib import Path

from . import config as cfgmod


def _plan(exp: cfgmod.Experiment) -> str:
    eps = exp.episodes()
    out = [f"experiment {exp.name}: {len(exp.kernels)} kernels x {len(exp.setups)} setups, {len(eps)} episodes"]
    from .harness import program
    for name, s in exp.setups.items():
        h = s.harness.get("preset") or " ".join(s.harness.get("command", []))
        prog, found = program(s.harness)
        if not found:
            h += f" [WARNING: its program '{prog}' is not found here]"
        out.append(f"  setup {name}: model {s.model['name']} ({s.model['api']}), harness {h}, mode {s.mode}, "
                   f"{s.language}/{s.precision}, packets [{', '.join(s.packets)}], repeats {s.repeats}, "
                   f"budget {s.budget['tokens']} tokens/attempt, {s.budget['wall_s']} s/episode")
    for c in exp.comparisons:
        out.append(f"  comparison {c.control} -> {c.treatment} (family {c.family}): differs in {c.differs}")
    tokens = wall = 0.0
    for e in eps:
        s = exp.setups[e.setup]
        out.append(f"  episode {e.setup} {e.kernel} repeat {e.repeat}")
        tokens += s.budget["tokens"]
        wall += s.budget["wall_s"]
    out.append(f"total budget: at most {int(tokens)} tokens ({int(tokens * 2)} with reruns at scale), "
               f"{wall:.0f} s of episode wall time (before reruns and crash relaunches share their deadline)")
    return "\n".join(out)


def _episode_json(r: dict, weights) -> dict:
    t = {k: int(r.get(k) or 0) for k in ("input", "cached_input", "output")}
    return {"setup": r["setup"], "kernel": r["kernel"], "repeat": r["repeat"], "state": r["state"], "end": r["end"],
            "attempts": r["attempts"] or 0, "tokens": t, "cost": r["cost"], "scores": r["scores"] or 0,
            "submissions": r["submissions"] or 0,
            "final": {"status": r["final_status"] or "none", "speedup": r["final_speedup"],
                      "correct": bool(r["final_correct"]), "promoted": bool(r["final_promoted"])}}


def _status(run: Path, as_json: bool) -> int:
    from .store import Store

    if not (run / "run.sqlite").exists():
        print(f"hpcab-run: {run}: not a run directory (no run.sqlite)", file=sys.stderr)
        return 2
    st = Store(run / "run.sqlite")
    rows = st.episodes()
    if as_json:
        for r in rows:
            print(json.dumps(_episode_json(r, None), sort_keys=True))
        return 0
    done = sum(1 for r in rows if r["state"] == "done")
    width = 30
    bar = "#" * (width * done // max(1, len(rows))) + "-" * (width - width * done // max(1, len(rows)))
    print(f"{st.meta('experiment')}: [{bar}] {done}/{len(rows)} episodes done" if sys.stdout.isatty()
          else f"{st.meta('experiment')}: {done}/{len(rows)} episodes done")
    setups: dict[str, dict] = {}
    for r in rows:
        d = setups.setdefault(r["setup"], {})
        k = r["end"] or r["state"]
        d[k] = d.get(k, 0) + 1
        if r["final_correct"]:
            d["solved"] = d.get("solved", 0) + 1
    for name, d in setups.items():
        print(f"  {name}: " + ", ".join(f"{k} {v}" for k, v in sorted(d.items())))
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="hpcab-run", description="experiments: agents on kernels (lib/DESIGN.md §13)",
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("plan", help="print every episode and the total budget; start nothing")
    p.add_argument("config")
    p = sub.add_parser("run", help="run an experiment")
    p.add_argument("config")
    p.add_argument("--out", default=None, help="the run directory (default runs/<experiment>-<date>)")
    p.add_argument("--jobs", type=int, default=1, help="episodes at once (default 1)")
    p = sub.add_parser("resume", help="continue a killed run")
    p.add_argument("run")
    p.add_argument("--jobs", type=int, default=1)
    p = sub.add_parser("status", help="progress and per-setup counts")
    p.add_argument("run")
    p.add_argument("--json", action="store_true", help="one JSON object per episode")
    p = sub.add_parser("export", help="the observations (schema hpcab.observations/1)")
    p.add_argument("run")
    p.add_argument("-o", "--out", default=None, help="output directory (default RUN/export)")
    a = ap.parse_args(argv)
    try:
        if a.cmd == "plan":
            print(_plan(cfgmod.load(a.config)))
            return 0
        if a.cmd == "status":
            return _status(Path(a.run), a.json)
        if a.cmd == "export":
            from .export import export
            print(export(a.run, a.out))
            return 0
        from .runner import InfraError, Runner
        from .store import Store
        if a.cmd == "run":
            exp = cfgmod.load(a.config)
            out = Path(a.out) if a.out else Path("runs") / f"{exp.name}-{datetime.date.today().isoformat()}"
        else:
            out = Path(a.run)
            if not (out / "run.sqlite").exists():
                print(f"hpcab-run: {out}: not a run directory (no run.sqlite)", file=sys.stderr)
                return 2
            st = Store(out / "run.sqlite")
            path = st.meta("config_path")
            st.close()
            exp = cfgmod.load(path)
        try:
            Runner(exp, out, a.jobs).run()
        except InfraError as e:
            print(f"hpcab-run: {e}", file=sys.stderr)
            return 1
        print(out)
        st = Store(out / "run.sqlite")
        bad = [r for r in st.episodes() if r["end"] == "infra"]
        return 1 if bad else 0
    except cfgmod.ConfigError as e:
        print(f"hpcab-run: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
