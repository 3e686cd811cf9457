"""hpcab-run: experiments end to end.

    hpcab-run plan CONFIG                       every episode and the total budget; starts nothing
    hpcab-run run CONFIG [--out DIR] [--jobs N] a run directory (default runs/<experiment>-<date>)
    hpcab-run status RUN [--json]               progress and per-setup counts (--json: one object per episode)
    hpcab-run resume RUN [--jobs N]             continues a killed run: nothing finished is redone
    hpcab-run export RUN [-o DIR]               the observations, schema hpcab.observations/1

On Slurm (lib/DESIGN.md §15; bindings/python/hpcabench/run/slurm.py):
    hpcab-run run CONFIG --executor slurm [--shards N|setup] [--site FILE] [--plan] [--wait]
                                                one batch job per shard of episodes, each with its own store,
                                                and a collect job after them; --plan prints the scripts only
    hpcab-run collect RUN                       merges the shards' finished episodes into RUN/run.sqlite (twice: no-op)
    hpcab-run resume RUN                        on a Slurm run: collects, then submits what no job finished
    hpcab-run status RUN                        also lists the run's jobs still queued or running

On a second machine (lib/DESIGN.md §15):
    hpcab-run regrade RUN|EXPORT [--out DIR] [--label NAME] [--budget S] [--inputs N] [--draws N]
                                                every final answer re-timed here (fresh secrets) after the
                                                portability probe; regrade.jsonl, portability.json/.md

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
    if st.meta("executor") == "slurm":
        from . import slurm
        try:
            live = slurm.alive(run)
        except (slurm.SlurmError, OSError) as x:
            print(f"  slurm: cannot ask the queue: {x}")
            return 0
        for j in st.meta("slurm_jobs", []):
            print(f"  job {j['job']} ({j['kind']} {j['shard']}): {live.get(j['job'], 'finished')}")
    return 0


def _experiment_and_dir(a: argparse.Namespace) -> tuple[cfgmod.Experiment, Path] | None:
    """The experiment and run directory of `run CONFIG [--out DIR]` or `resume RUN` (None, said on stderr,
    when RUN is not a run directory)."""
    from .store import Store

    if a.cmd == "run":
        exp = cfgmod.load(a.config)
        return exp, Path(a.out) if a.out else Path("runs") / f"{exp.name}-{datetime.date.today().isoformat()}"
    out = Path(a.run)
    if not (out / "run.sqlite").exists():
        print(f"hpcab-run: {out}: not a run directory (no run.sqlite)", file=sys.stderr)
        return None
    st = Store(out / "run.sqlite")
    path = st.meta("config_path")
    st.close()
    return cfgmod.load(path), out


def _regrade(a: argparse.Namespace) -> int:
    from . import regrade as rg

    out = Path(a.out) if a.out else rg.default_out(a.source, a.label)
    try:
        report = rg.regrade(a.source, out, a.label, rg.judge_args_from(a.budget, a.inputs, a.draws),
                            log=lambda m: print(m, file=sys.stderr, flush=True))
    except rg.RegradeError as x:
        print(f"hpcab-run regrade: {x}", file=sys.stderr)
        return 2
    print(rg.render_markdown(report), end="")
    print(out)
    return 0


def _slurm_options(p: argparse.ArgumentParser, executor: bool = True) -> None:
    if executor:
        p.add_argument("--executor", choices=("local", "slurm"), default="local",
                       help="local (this machine, default) or slurm (batch jobs)")
        p.add_argument("--plan", action="store_true", help="with --executor slurm: print the batch scripts, submit nothing")
    p.add_argument("--shards", default="4", help="Slurm: jobs per submission, or 'setup' for one per setup (default 4)")
    p.add_argument("--site", default=None, help="Slurm: a site file of job-shape keys (partition, time, "
                                                "cpus_per_task, mem, account, qos, exclusive, extra_args)")
    p.add_argument("--wait", action="store_true", help="Slurm: wait for the jobs, then collect")
    p.add_argument("--wait-timeout", type=float, default=24 * 3600, help="Slurm: seconds --wait waits at most")


def _is_slurm_run(run: Path) -> bool:
    from .store import Store

    if not (run / "run.sqlite").exists():
        return False
    st = Store(run / "run.sqlite")
    try:
        return st.meta("executor") == "slurm"
    finally:
        st.close()


def _slurm_cmd(a: argparse.Namespace) -> int:
    """The Slurm executor's commands: run/resume (submit), collect, shard."""
    from . import slurm
    from .store import Store

    if a.cmd == "shard":
        return slurm.run_shard(Path(a.shard_dir), a.jobs)
    if a.cmd == "collect":
        c = slurm.collect(Path(a.run))
        print(f"collected {a.run}: {c['copied']} episodes copied, {c['unchanged']} already there, "
              f"{c['not_finished']} not finished, from {c['shards']} shard stores")
        return 0
    found = _experiment_and_dir(a)
    if found is None:
        return 2
    exp, out = found
    shards = a.shards if a.shards == "setup" else int(a.shards)
    shape = slurm.load_shape(exp, a.site)
    if getattr(a, "plan", False):
        for name, eps, script in slurm.plan_scripts(exp, out, shards, shape, a.jobs):
            what = "collect job (after every shard)" if name == "collect" else \
                f"shard {name}: " + ", ".join(e.key for e in eps)
            print(f"# --- {what}\n{script}")
        return 0
    try:
        jobs = slurm.submit(exp, out, shards, shape, a.jobs)
    except slurm.SlurmError as x:
        print(f"hpcab-run: {x}", file=sys.stderr)
        return 1
    if not jobs:
        print(f"hpcab-run: every episode of {out} is done", file=sys.stderr)
    for j in jobs:
        print(f"submitted job {j['job']}: " + (f"shard {j['shard']} ({j['episodes']} episodes)"
                                               if j["kind"] == "shard" else "collect"), file=sys.stderr)
    if a.wait and jobs:
        if not slurm.wait(out, jobs, a.wait_timeout):
            print(f"hpcab-run: jobs still queued or running after {a.wait_timeout:.0f} s", file=sys.stderr)
            return 1
        slurm.collect(out)
        st = Store(out / "run.sqlite")
        try:
            rows = st.episodes()
        finally:
            st.close()
        if any(r["state"] != "done" or r["end"] == "infra" for r in rows):
            print(f"hpcab-run: some episodes are not finished; `hpcab-run resume {out}` submits them",
                  file=sys.stderr)
            print(out)
            return 1
    print(out)
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
    p.add_argument("--jobs", type=int, default=1, help="episodes at once (default 1; on Slurm: per job)")
    _slurm_options(p)
    p = sub.add_parser("resume", help="continue a killed run (on Slurm: collect, then submit the unfinished)")
    p.add_argument("run")
    p.add_argument("--jobs", type=int, default=1)
    _slurm_options(p, executor=False)
    p = sub.add_parser("regrade", help="re-time every final answer here, as another platform's grades")
    p.add_argument("source", help="a run directory or its export")
    p.add_argument("--out", default=None, help="output directory (default RUN/regrade-LABEL)")
    p.add_argument("--label", default=None, help="this platform's name (default: the host name)")
    p.add_argument("--budget", type=float, default=None, help="the judge's --budget per grade")
    p.add_argument("--inputs", type=int, default=None, help="the judge's --inputs per grade")
    p.add_argument("--draws", type=int, default=None, help="the judge's --draws per grade")
    p = sub.add_parser("collect", help="merge a Slurm run's shard stores into its store")
    p.add_argument("run")
    p = sub.add_parser("shard", help="run one shard of a Slurm run (what its batch job runs)")
    p.add_argument("shard_dir")
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
        if a.cmd == "regrade":
            return _regrade(a)
        if a.cmd in ("collect", "shard") or getattr(a, "executor", "local") == "slurm" or \
                (a.cmd == "resume" and _is_slurm_run(Path(a.run))):
            return _slurm_cmd(a)
        if a.cmd == "export":
            from .export import export
            print(export(a.run, a.out))
            return 0
        from .runner import InfraError, Runner
        from .store import Store
        found = _experiment_and_dir(a)
        if found is None:
            return 2
        exp, out = found
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
