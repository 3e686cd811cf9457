"""hpcab-run on Slurm (lib/DESIGN.md §15): one batch job per shard of episodes, each with its own store.

    submit(exp, run_dir, shards=4, shape=JobShape(...))   sbatch one job per shard and a collect job after them
    plan_scripts(exp, run_dir, shards, shape)              the scripts submit would give sbatch (nothing starts)
    run_shard(shard_dir)                                   what a shard's job runs (`hpcab-run shard DIR`)
    collect(run_dir)                                       merges every shard's finished episodes into RUN/run.sqlite

Layout of a Slurm run directory:

    RUN/run.sqlite                   the run's store: every episode; finished ones copied in by collect
    RUN/shards/R-I/episodes.json     shard I of submission round R: the config path and its episodes
    RUN/shards/R-I/run.sqlite        that shard's own store (SQLite never crosses a network filesystem's
                                     locks: one writer per file, on whatever node the job runs)
    RUN/shards/R-I/job.sh            the batch script; slurm-JOBID.out its output
    RUN/shards/R-I/state             done | cancelled | failed, written by the job when it ends

A job's episodes run one at a time on its node with the node's own hpcab-serve (its timing stage), and
jobs are `--exclusive` by default, so one timing stage runs per node at a time. The collect job depends
on every shard job (`--dependency=afterany:...`): it runs whatever became of them. A job that is
cancelled (`scancel`, its time limit) stops at once: the episode it was running is marked `cancelled` in
the shard's store and is never collected; `hpcab-run resume RUN` collects, then submits the episodes that
no job finished. Collecting twice changes nothing.

Slurm is driven through its own commands (sbatch, squeue, sacct, scancel), found on PATH.
"""
from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from . import config as cfgmod
from .store import Store

PKG_ROOT = Path(__file__).resolve().parents[2]  # bindings/python: what the job's python3 imports hpcabench from
SITE_ENV = "HPCAB_SLURM_SITE"  # a site file's path when --site is not given
# what the job's environment must keep of the submitter's to find the same tools and corpus
PASS_ENV = ("HPCABENCH_BUILD", "HPCABENCH_LIB", "HPCAB_MINI", "HPCAB_STATE_DIR", "XDG_CACHE_HOME", "PATH")


class SlurmError(RuntimeError):
    """Slurm is missing or refused a command: the message says which and why."""


@dataclass
class JobShape:
    """The shape of every shard job (sbatch options); from a site file, then the config's `slurm:`."""

    partition: str | None = None
    time: str | None = None  # Slurm's time format: MINUTES, HH:MM:SS, D-HH:MM:SS
    cpus_per_task: int | None = None
    mem: str | None = None
    account: str | None = None
    qos: str | None = None
    exclusive: bool = True
    extra_args: list[str] = field(default_factory=list)

    def sbatch_lines(self) -> list[str]:
        """The `#SBATCH` lines of this shape."""
        out = []
        for key, opt in (("partition", "--partition"), ("time", "--time"), ("cpus_per_task", "--cpus-per-task"),
                         ("mem", "--mem"), ("account", "--account"), ("qos", "--qos")):
            value = getattr(self, key)
            if value not in (None, ""):
                out.append(f"#SBATCH {opt}={value}")
        if self.exclusive:
            out.append("#SBATCH --exclusive")
        out += [f"#SBATCH {a}" for a in self.extra_args]
        return out


def load_shape(exp: cfgmod.Experiment, site: str | Path | None = None) -> JobShape:
    """The job shape: the site file (--site, else $HPCAB_SLURM_SITE) overridden key by key by the config's `slurm:`."""
    values: dict = {}
    site = site or os.environ.get(SITE_ENV)
    if site:
        path = Path(site)
        try:
            data = yaml.safe_load(path.read_text()) or {}
        except (OSError, yaml.YAMLError) as x:
            raise cfgmod.ConfigError(f"{path}: cannot read the Slurm site file: {x}") from None
        if not isinstance(data, dict):
            raise cfgmod.ConfigError(f"{path}: a Slurm site file is a mapping with keys {', '.join(cfgmod.SLURM_KEYS)}")
        unknown = [k for k in data if k not in cfgmod.SLURM_KEYS]
        if unknown:
            raise cfgmod.ConfigError(f"{path}: unknown key '{unknown[0]}' (known: {', '.join(cfgmod.SLURM_KEYS)})")
        values.update(data)
    values.update(exp.slurm)
    extra = values.get("extra_args") or []
    if isinstance(extra, str):
        extra = shlex.split(extra)
    values["extra_args"] = [str(a) for a in extra]
    if "exclusive" in values:
        values["exclusive"] = bool(values["exclusive"])
    return JobShape(**values)


def available() -> tuple[bool, str]:
    """(True, '') when sbatch is on PATH and the controller answers; else (False, why)."""
    for tool in ("sbatch", "squeue", "scancel"):
        if shutil.which(tool) is None:
            return False, f"'{tool}' is not on PATH (install Slurm's client commands, e.g. Debian's slurm-client)"
    r = subprocess.run(["squeue", "-h", "-o", "%i"], capture_output=True, text=True, timeout=60)
    if r.returncode != 0:
        return False, f"squeue failed: {r.stderr.strip() or r.stdout.strip()}"
    return True, ""


def _slurm(argv: list[str]) -> str:
    r = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        raise SlurmError(f"{' '.join(argv[:2])}: exit {r.returncode}: {r.stderr.strip() or r.stdout.strip()}")
    return r.stdout


def shard_episodes(episodes: list[cfgmod.Episode], shards: int | str) -> list[list[cfgmod.Episode]]:
    """Splits episodes into shards: an int N deals them round-robin into at most N shards (repeat-major
    order, so every shard sees every setup); 'setup' gives one shard per setup."""
    if shards == "setup":
        by: dict[str, list] = {}
        for e in episodes:
            by.setdefault(e.setup, []).append(e)
        return list(by.values())
    n = int(shards)
    if n < 1:
        raise cfgmod.ConfigError(f"--shards must be at least 1 (or 'setup'), not {shards}")
    out: list[list[cfgmod.Episode]] = [[] for _ in range(min(n, max(1, len(episodes))))]
    for i, e in enumerate(episodes):
        out[i % len(out)].append(e)
    return [s for s in out if s]


def _job_env() -> list[str]:
    lines = [f"export PYTHONPATH={shlex.quote(str(PKG_ROOT))}${{PYTHONPATH:+:$PYTHONPATH}}"]
    for k in PASS_ENV:
        if k in os.environ:
            lines.append(f"export {k}={shlex.quote(os.environ[k])}")
    return lines


def job_script(name: str, shard_dir: Path, shape: JobShape, jobs: int) -> str:
    """The batch script of one shard: its shape, then `hpcab-run shard DIR` (exec'd, so scancel's
    signal reaches the runner itself)."""
    lines = ["#!/bin/bash", f"#SBATCH --job-name={name}", f"#SBATCH --output={shard_dir}/slurm-%j.out",
             "#SBATCH --ntasks=1"] + shape.sbatch_lines() + _job_env()
    lines.append(f"exec {shlex.quote(sys.executable)} -m hpcabench.run shard {shlex.quote(str(shard_dir))}"
                 f" --jobs {int(jobs)}")
    return "\n".join(lines) + "\n"


def collect_script(name: str, run_dir: Path, shape: JobShape) -> str:
    """The batch script of the collect job (no exclusive node: it only merges stores)."""
    lines = ["#!/bin/bash", f"#SBATCH --job-name={name}", f"#SBATCH --output={run_dir}/shards/collect-%j.out",
             "#SBATCH --ntasks=1"]
    lines += [ln for ln in shape.sbatch_lines() if ln.split()[1].split("=")[0] in ("--partition", "--account", "--qos")]
    lines += _job_env()
    lines.append(f"exec {shlex.quote(sys.executable)} -m hpcabench.run collect {shlex.quote(str(run_dir))}")
    return "\n".join(lines) + "\n"


def _todo(exp: cfgmod.Experiment, run_dir: Path) -> list[cfgmod.Episode]:
    """Episodes no job has finished (an infra end counts as unfinished, as in a local run)."""
    path = run_dir / "run.sqlite"
    if not path.exists():
        return exp.episodes()
    st = Store(path)
    try:
        done = {(r["setup"], r["kernel"], r["repeat"]) for r in st.episodes()
                if r["state"] == "done" and r["end"] != "infra"}
    finally:
        st.close()
    return [e for e in exp.episodes() if (e.setup, e.kernel, e.repeat) not in done]


def _next_round(run_dir: Path) -> int:
    rounds = [int(p.name.split("-")[0]) for p in (run_dir / "shards").glob("*-*") if p.name.split("-")[0].isdigit()]
    return max(rounds, default=0) + 1


def plan_scripts(exp: cfgmod.Experiment, run_dir: Path, shards: int | str, shape: JobShape,
                 jobs: int = 1) -> list[tuple[str, list[cfgmod.Episode], str]]:
    """(shard directory name, episodes, script) of every job a submission would make now, then the collect job's."""
    run_dir = Path(run_dir).resolve()
    rnd = _next_round(run_dir)
    out = []
    for i, eps in enumerate(shard_episodes(_todo(exp, run_dir), shards)):
        name = f"{rnd}-{i + 1}"
        out.append((name, eps, job_script(f"hpcab-{exp.name}-{name}", run_dir / "shards" / name, shape, jobs)))
    if out:
        out.append(("collect", [], collect_script(f"hpcab-{exp.name}-collect", run_dir, shape)))
    return out


def _alive_jobs(job_ids: list[str]) -> dict[str, str]:
    """Job id -> state of those of job_ids still known to the queue (pending, running, completing...)."""
    if not job_ids:
        return {}
    out = _slurm(["squeue", "-h", "-j", ",".join(job_ids), "-o", "%i %T"]) if job_ids else ""
    states = {}
    for ln in out.splitlines():
        parts = ln.split()
        if len(parts) == 2:
            states[parts[0]] = parts[1]
    return states


def run_jobs(run_dir: Path) -> list[dict]:
    """Every job submitted for the run (round, shard, job id, kind), from the run's store."""
    st = Store(Path(run_dir) / "run.sqlite")
    try:
        return list(st.meta("slurm_jobs", []))
    finally:
        st.close()


def alive(run_dir: Path) -> dict[str, str]:
    """The run's jobs still queued or running: job id -> Slurm state."""
    return _alive_jobs([j["job"] for j in run_jobs(run_dir)])


def submit(exp: cfgmod.Experiment, run_dir: Path, shards: int | str, shape: JobShape, jobs: int = 1) -> list[dict]:
    """Submits one job per shard of the unfinished episodes and a collect job after them; returns the
    jobs submitted ({round, shard, job, kind}). Refuses while jobs of an earlier submission are alive."""
    from .runner import Runner  # its constructor writes the run's store: config, machine, every episode

    ok, why = available()
    if not ok:
        raise SlurmError(f"Slurm: {why}")
    run_dir = Path(run_dir).resolve()
    Runner(exp, run_dir).store.close()
    live = alive(run_dir)
    if live:
        raise SlurmError(f"{run_dir}: jobs of an earlier submission are still queued or running "
                         f"({', '.join(f'{j} {s}' for j, s in sorted(live.items()))}): wait for them or scancel them")
    collect(run_dir)
    planned = plan_scripts(exp, run_dir, shards, shape, jobs)
    submitted: list[dict] = []
    shard_ids: list[str] = []
    for name, eps, script in planned:
        if name == "collect":
            path = run_dir / "shards" / f"collect-{name_round(planned)}.sh"
            path.write_text(script)
            dep = ["--dependency=afterany:" + ":".join(shard_ids), "--kill-on-invalid-dep=yes"]
            jid = _slurm(["sbatch", "--parsable", *dep, str(path)]).strip().split(";")[0]
            submitted.append({"round": name_round(planned), "shard": "collect", "job": jid, "kind": "collect"})
            continue
        sdir = run_dir / "shards" / name
        sdir.mkdir(parents=True, exist_ok=True)
        (sdir / "episodes.json").write_text(json.dumps(
            {"config": str(exp.path), "run": str(run_dir),
             "episodes": [[e.setup, e.kernel, e.repeat] for e in eps]}, indent=1))
        (sdir / "job.sh").write_text(script)
        jid = _slurm(["sbatch", "--parsable", str(sdir / "job.sh")]).strip().split(";")[0]
        shard_ids.append(jid)
        submitted.append({"round": int(name.split("-")[0]), "shard": name, "job": jid, "kind": "shard",
                          "episodes": len(eps)})
    st = Store(run_dir / "run.sqlite")
    try:
        st.set_meta("executor", "slurm")
        st.set_meta("slurm_jobs", list(st.meta("slurm_jobs", [])) + submitted)
        st.set_meta("slurm_submit", {"shards": shards, "jobs": jobs, "shape": shape.__dict__})
    finally:
        st.close()
    return submitted


def name_round(planned: list[tuple[str, list, str]]) -> int:
    """The submission round of a plan (the number before the dash of its shard names)."""
    return int(planned[0][0].split("-")[0])


def wait(run_dir: Path, jobs: list[dict], timeout: float, poll: float = 1.0) -> bool:
    """Waits until none of jobs is queued or running; False when timeout passed first."""
    ids = [j["job"] for j in jobs]
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if not _alive_jobs(ids):
            return True
        time.sleep(poll)
    return False


def run_shard(shard_dir: Path, jobs: int = 1) -> int:
    """Runs one shard's episodes into its own store; a SIGTERM (scancel, the time limit) marks the episode
    it was running `cancelled`. Exit code: 0 done, 1 infra ends or cancelled."""
    from .runner import InfraError, Runner

    shard_dir = Path(shard_dir).resolve()
    spec = json.loads((shard_dir / "episodes.json").read_text())
    exp = cfgmod.load(spec["config"])
    wanted = [cfgmod.Episode(s, k, int(r)) for s, k, r in spec["episodes"]]
    runner = Runner(exp, shard_dir, jobs, episodes=wanted)
    state = "done"
    try:
        runner.run()
    except InfraError as x:
        print(f"hpcab-run shard: {x}", file=sys.stderr)
        state = "failed"
    if runner.stopped():
        state = "cancelled"
        with runner.store.lock:
            runner.store.db.execute("UPDATE episodes SET state = 'cancelled' WHERE state = 'running'")
    runner.store.close()
    (shard_dir / "state").write_text(state + "\n")
    return 0 if state == "done" else 1


COPY_EPISODE_COLUMNS = ('"end"', "attempts", "rerun", "wall_s", "prompt_sha256", "input", "cached_input", "output",
                        "reasoning", "cost", "scores", "submissions", "final_status", "final_correct", "final_speedup",
                        "final_promoted", "final_grade_key", "started", "ended", "runs")


def collect(run_dir: Path) -> dict:
    """Copies every finished episode of every shard store into RUN/run.sqlite (its attempts, usage rows
    and candidates with it, in one transaction per shard). An episode already copied from the same shard
    with the same end time is skipped, so collecting twice is a no-op. Returns counts."""
    run_dir = Path(run_dir).resolve()
    main = Store(run_dir / "run.sqlite")
    counts = {"shards": 0, "copied": 0, "unchanged": 0, "not_finished": 0}
    try:
        seen = dict(main.meta("collected", {}))
        for sdb in sorted((run_dir / "shards").glob("*/run.sqlite")):
            counts["shards"] += 1
            shard = sdb.parent.name
            src = Store(sdb)
            try:
                rows = src.episodes()
                with main.lock:
                    main.db.execute("BEGIN IMMEDIATE")
                    try:
                        for r in rows:
                            if r["state"] != "done":
                                counts["not_finished"] += 1
                                continue
                            key = f"{shard}/{r['setup']}/{r['kernel']}/{r['repeat']}"
                            if seen.get(key) == r["ended"]:
                                counts["unchanged"] += 1
                                continue
                            _copy_episode(src, main, r)
                            seen[key] = r["ended"]
                            counts["copied"] += 1
                        main.db.execute("INSERT OR REPLACE INTO meta VALUES ('collected', ?)",
                                        (json.dumps(seen, sort_keys=True),))
                        main.db.execute("COMMIT")
                    except BaseException:
                        main.db.execute("ROLLBACK")
                        raise
            finally:
                src.close()
    finally:
        main.close()
    return counts


def _copy_episode(src: Store, dst: Store, r: dict) -> None:
    """Inside dst's open transaction: replaces dst's copy of episode r (setup, kernel, repeat) by src's."""
    d = dst.db.execute("SELECT id FROM episodes WHERE setup = ? AND kernel = ? AND repeat = ?",
                       (r["setup"], r["kernel"], r["repeat"])).fetchone()
    if d is None:
        cur = dst.db.execute("INSERT INTO episodes (setup, kernel, repeat) VALUES (?, ?, ?)",
                             (r["setup"], r["kernel"], r["repeat"]))
        did = cur.lastrowid
    else:
        did = d[0]
    dst.db.execute("DELETE FROM usage WHERE attempt IN (SELECT id FROM attempts WHERE episode = ?)", (did,))
    dst.db.execute("DELETE FROM attempts WHERE episode = ?", (did,))
    dst.db.execute("DELETE FROM candidates WHERE episode = ?", (did,))
    names = [c.strip('"') for c in COPY_EPISODE_COLUMNS]
    dst.db.execute("UPDATE episodes SET state = 'done', " + ", ".join(f"{c} = ?" for c in COPY_EPISODE_COLUMNS)
                   + " WHERE id = ?", [r[n] for n in names] + [did])
    for a in src.rows("SELECT * FROM attempts WHERE episode = ? ORDER BY attempt", (r["id"],)):
        old = a.pop("id")
        a["episode"] = did
        cols = list(a)
        cur = dst.db.execute(f"INSERT INTO attempts ({', '.join(_q(c) for c in cols)}) VALUES "
                             f"({', '.join('?' for _ in cols)})", [a[c] for c in cols])
        for u in src.rows("SELECT * FROM usage WHERE attempt = ? ORDER BY seq", (old,)):
            u["attempt"] = cur.lastrowid
            ucols = list(u)
            dst.db.execute(f"INSERT INTO usage ({', '.join(_q(c) for c in ucols)}) VALUES "
                           f"({', '.join('?' for _ in ucols)})", [u[c] for c in ucols])
    for c in src.rows("SELECT * FROM candidates WHERE episode = ? ORDER BY seq", (r["id"],)):
        c.pop("id")
        c["episode"] = did
        ccols = list(c)
        dst.db.execute(f"INSERT INTO candidates ({', '.join(_q(x) for x in ccols)}) VALUES "
                       f"({', '.join('?' for _ in ccols)})", [c[x] for x in ccols])


def _q(column: str) -> str:
    return f'"{column}"'
