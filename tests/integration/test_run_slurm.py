"""hpcab-run on Slurm: shards, job scripts, collect, and a small campaign through a real single-node
cluster (tests/slurm/cluster.sh: slurmctld + slurmd + a private munged) — submitted, graded, collected,
a job cancelled mid-episode and resumed without counting anything twice, and no daemon left behind."""
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

for _m in ("yaml", "jinja2", "aiohttp", "zstandard"):  # hpcab-run's dependencies (tools/install-deps.sh)
    pytest.importorskip(_m)
from judgelib import ROOT
from runlib import KERNELS3, agent_command, env, fake, hpcab_run, need_build, store_rows, write_config  # noqa: F401

sys.path.insert(0, str(ROOT / "bindings" / "python"))
from hpcabench.run import config as cfgmod  # noqa: E402
from hpcabench.run import slurm  # noqa: E402
from hpcabench.run.store import Store  # noqa: E402

CLUSTER = ROOT / "tests" / "slurm" / "cluster.sh"


def _cluster_missing() -> str:
    if os.geteuid() != 0:
        return "a test Slurm cluster needs root (SlurmUser=root)"
    for prog in ("/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/sbin/munged"):
        if not os.access(prog, os.X_OK):
            return f"{prog} is not installed (tools/install-deps.sh installs slurm-wlm and munge)"
    return ""


def _start(d: Path) -> dict:
    r = subprocess.run(["bash", str(CLUSTER), "start", str(d)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    conf = [ln.split("=", 1)[1] for ln in r.stdout.splitlines() if ln.startswith("SLURM_CONF=")][0]
    return dict(env(), SLURM_CONF=conf)


def _pids(d: Path) -> list[int]:
    out = []
    for f in (d / "run").glob("*.pid"):
        try:
            out.append(int(f.read_text().strip()))
        except (OSError, ValueError):
            pass
    return out


def _daemons_of(d: Path) -> list[str]:
    """Processes alive whose command line names the cluster's directory (its daemons, their job steps)."""
    alive = []
    for p in Path("/proc").iterdir():
        if not p.name.isdigit():
            continue
        try:
            cmd = (p / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if str(d) in cmd and ("slurm" in cmd or "munge" in cmd):
            alive.append(f"{p.name}: {cmd}")
    return alive


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    why = _cluster_missing()
    if why:
        pytest.skip(why)
    d = tmp_path_factory.mktemp("slurm")
    e = _start(d)
    yield e
    subprocess.run(["bash", str(CLUSTER), "stop", str(d)], timeout=120)


def _sq(e: dict) -> list[str]:
    r = subprocess.run(["squeue", "-h", "-o", "%i %T"], capture_output=True, text=True, env=e, timeout=60)
    return r.stdout.split("\n") if r.stdout.strip() else []


def _ep(setup: str, kernel: str, repeat: int = 0) -> cfgmod.Episode:
    return cfgmod.Episode(setup, kernel, repeat)


# -- without a cluster ---------------------------------------------------------------------------------

def test_shards_deal_episodes_round_robin_and_every_episode_lands_in_exactly_one_shard():
    eps = [_ep(s, k) for k in KERNELS3 for s in ("a", "b")]
    shards = slurm.shard_episodes(eps, 4)
    assert len(shards) == 4
    flat = [e.key for s in shards for e in s]
    assert sorted(flat) == sorted(e.key for e in eps)
    assert max(map(len, shards)) - min(map(len, shards)) <= 1


def test_shards_by_setup_give_one_job_per_setup():
    eps = [_ep(s, k) for k in KERNELS3 for s in ("a", "b")]
    shards = slurm.shard_episodes(eps, "setup")
    assert [{e.setup for e in s} for s in shards] == [{"a"}, {"b"}]


def test_more_shards_than_episodes_gives_no_empty_job():
    assert len(slurm.shard_episodes([_ep("a", "llr/s000")], 8)) == 1


def test_the_job_shape_comes_from_the_site_file_and_the_config_overrides_it(tmp_path, fake):
    site = tmp_path / "site.yaml"
    site.write_text("partition: big\ntime: '02:00:00'\naccount: proj1\nexclusive: false\n")
    cfg = write_config(tmp_path, fake.url, extra={"slurm": {"account": "proj2", "cpus_per_task": 4}})
    shape = slurm.load_shape(cfgmod.load(cfg), site)
    lines = shape.sbatch_lines()
    assert "#SBATCH --partition=big" in lines and "#SBATCH --time=02:00:00" in lines
    assert "#SBATCH --account=proj2" in lines and "#SBATCH --cpus-per-task=4" in lines
    assert "#SBATCH --exclusive" not in lines


def test_an_unknown_key_of_the_site_file_is_named(tmp_path, fake):
    site = tmp_path / "site.yaml"
    site.write_text("partiton: big\n")
    cfg = write_config(tmp_path, fake.url)
    with pytest.raises(cfgmod.ConfigError, match="unknown key 'partiton'"):
        slurm.load_shape(cfgmod.load(cfg), site)


def test_an_unknown_key_of_the_configs_slurm_section_is_named_with_a_suggestion(tmp_path, fake):
    cfg = write_config(tmp_path, fake.url, extra={"slurm": {"partiton": "x"}})
    with pytest.raises(cfgmod.ConfigError, match="unknown key 'partiton'.*partition"):
        cfgmod.load(cfg)


def test_plan_prints_every_shard_script_and_the_collect_job_and_submits_nothing(tmp_path, fake):
    cfg = write_config(tmp_path, fake.url, kernels=KERNELS3, setups={"a": {}, "b": {"language": "cpp"}})
    r = hpcab_run("run", cfg, "--executor", "slurm", "--shards", "2", "--plan", "--out", tmp_path / "run")
    assert r.stdout.count("#!/bin/bash") == 3
    assert r.stdout.count("#SBATCH --exclusive") == 2
    assert "-m hpcabench.run shard" in r.stdout and "-m hpcabench.run collect" in r.stdout
    assert not (tmp_path / "run").exists()


def test_without_slurm_the_run_says_what_is_missing(tmp_path, fake):
    cfg = write_config(tmp_path, fake.url)
    e = dict(env(), PATH="/nonexistent")
    r = subprocess.run([sys.executable, "-m", "hpcabench.run", "run", str(cfg), "--executor", "slurm", "--out",
                        str(tmp_path / "run")], capture_output=True, text=True, env=e, cwd=ROOT, timeout=120)
    assert r.returncode == 1 and "'sbatch' is not on PATH" in r.stderr


def _fake_shard_store(run: Path, shard: str, cfg: Path, rows: list[tuple[str, str, str]]) -> None:
    """A shard store with episodes (setup, kernel, state), as a job would leave it."""
    sdir = run / "shards" / shard
    sdir.mkdir(parents=True)
    st = Store(sdir / "run.sqlite")
    for setup, kernel, state in rows:
        st.db.execute("INSERT INTO episodes (setup, kernel, repeat, state, \"end\", attempts, input, output, ended)"
                      " VALUES (?, ?, 0, ?, 'finished', 1, 10, 5, 123.0)", (setup, kernel, state))
        eid = st.db.execute("SELECT max(id) FROM episodes").fetchone()[0]
        st.db.execute("INSERT INTO attempts (episode, attempt, rerun, \"end\", input, output) VALUES (?, 1, 0,"
                      " 'finished', 10, 5)", (eid,))
        aid = st.db.execute("SELECT max(id) FROM attempts").fetchone()[0]
        st.db.execute("INSERT INTO usage (attempt, seq, input, output) VALUES (?, 1, 10, 5)", (aid,))
    st.close()


def test_collect_copies_finished_episodes_only_and_twice_is_a_no_op(tmp_path, fake):
    cfg = write_config(tmp_path, fake.url, kernels=KERNELS3[:2], setups={"a": {}})
    run = tmp_path / "run"
    from hpcabench.run.runner import Runner
    Runner(cfgmod.load(cfg), run).store.close()
    _fake_shard_store(run, "1-1", cfg, [("a", KERNELS3[0], "done"), ("a", KERNELS3[1], "cancelled")])
    first = slurm.collect(run)
    assert (first["copied"], first["not_finished"]) == (1, 1)
    second = slurm.collect(run)
    assert (second["copied"], second["unchanged"]) == (0, 1)
    eps = {e["kernel"]: e for e in store_rows(run, "SELECT * FROM episodes")}
    assert eps[KERNELS3[0]]["state"] == "done" and eps[KERNELS3[1]]["state"] == "pending"
    assert store_rows(run, "SELECT count(*) n FROM attempts")[0]["n"] == 1
    assert store_rows(run, "SELECT count(*) n, sum(input) i FROM usage")[0] == {"n": 1, "i": 10}


# -- on a real single-node cluster ---------------------------------------------------------------------

def _wait_for(pred, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        v = pred()
        if v:
            return v
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def _running_in(db: Path) -> bool:
    if not db.exists():
        return False
    try:
        c = sqlite3.connect(str(db), timeout=5)
        n = c.execute("SELECT count(*) FROM episodes WHERE state = 'running'").fetchone()[0]
        c.close()
        return n > 0
    except sqlite3.Error:
        return False


def test_a_campaign_runs_on_slurm_and_a_cancelled_job_is_resumed_without_counting_twice(tmp_path, fake, cluster,
                                                                                          monkeypatch):
    need_build()
    monkeypatch.setenv("SLURM_CONF", cluster["SLURM_CONF"])  # slurm.wait asks this cluster's queue
    # the regrade test's answers: a slow s000, a fast vdotr, gemm's reference (far slower than its OpenBLAS
    # baseline), so that the regrade below has three clearly ranked speedups
    from test_run_regrade import KERNELS as RG_KERNELS, SLOW_S000, _answers
    answers = _answers(tmp_path / "answers", SLOW_S000)
    cfg = write_config(tmp_path, fake.url, name="slurmcamp", kernels=RG_KERNELS,
                       setups={"a": {"packets": ["answers"]}, "b": {"language": "cpp", "packets": ["answers"]}},
                       harness={"command": agent_command("normal", "--pause", "3", "--answer-dir", "skills"),
                                "tools": "shell"},
                       extra={"packets": {"answers": {"skills": str(answers)}}})
    run = tmp_path / "run"
    r = subprocess.run([sys.executable, "-m", "hpcabench.run", "run", str(cfg), "--executor", "slurm", "--shards", "2",
                        "--out", str(run)], capture_output=True, text=True, env=cluster, cwd=ROOT, timeout=300)
    assert r.returncode == 0, r.stderr
    jobs = json.loads(store_rows(run, "SELECT value FROM meta WHERE key = 'slurm_jobs'")[0]["value"])
    assert [j["kind"] for j in jobs] == ["shard", "shard", "collect"]
    first = jobs[0]
    # cancel the first shard's job while it runs an episode (its agent pauses 3 s in each)
    _wait_for(lambda: _running_in(run / "shards" / first["shard"] / "run.sqlite"), 300, "an episode running in job 1")
    subprocess.run(["scancel", first["job"]], env=cluster, check=True, timeout=60)
    assert slurm.wait(run, jobs, 900)
    st = (run / "shards" / first["shard"] / "state")
    _wait_for(st.exists, 60, "the cancelled job's state file")
    assert st.read_text().strip() == "cancelled"
    cancelled = sqlite3.connect(str(run / "shards" / first["shard"] / "run.sqlite")).execute(
        "SELECT count(*) FROM episodes WHERE state = 'cancelled'").fetchone()[0]
    assert cancelled >= 1
    before = store_rows(run, "SELECT count(*) n FROM episodes WHERE state = 'done'")[0]["n"]
    assert before < 6  # the collect job ran after the shards: the cancelled episodes are not counted
    r = subprocess.run([sys.executable, "-m", "hpcabench.run", "resume", str(run), "--wait", "--wait-timeout", "900"],
                       capture_output=True, text=True, env=cluster, cwd=ROOT, timeout=1000)
    assert r.returncode == 0, r.stderr
    eps = store_rows(run, "SELECT * FROM episodes")
    assert len(eps) == 6 and all(e["state"] == "done" and e["end"] == "finished" for e in eps), eps
    assert all(e["final_status"] == "ok" and e["final_grade_key"] for e in eps)
    # every kept episode has its own attempt and usage rows once: a cancelled run of it left nothing
    assert store_rows(run, "SELECT count(*) n FROM attempts")[0]["n"] == 6
    kept = sum(len(json.loads(x["value"])) for x in store_rows(run, "SELECT value FROM meta WHERE key = 'collected'"))
    assert kept == 6
    again = hpcab_run("collect", run)
    assert "0 episodes copied" in again.stdout
    assert not [ln for ln in _sq(cluster) if ln.strip()]
    # the campaign's export regraded on this machine: every answer's correctness reproduced, the
    # per-kernel speedups ranked alike (a sanity check of the regrade path on the same machine)
    hpcab_run("export", run)
    hpcab_run("regrade", run / "export", "--out", tmp_path / "regrade", "--budget", "0.1", "--inputs", "2", timeout=1200)
    rows = [json.loads(x) for x in (tmp_path / "regrade" / "regrade.jsonl").read_text().splitlines()]
    assert len(rows) == 6 and all(x["portable"] and x["here"]["correct"] == x["first"]["correct"] for x in rows)
    report = json.loads((tmp_path / "regrade" / "portability.json").read_text())
    assert report["all"]["spearman_rs"] >= 0.8, report


def test_the_test_cluster_stops_leaving_no_daemon(tmp_path):
    why = _cluster_missing()
    if why:
        pytest.skip(why)
    d = tmp_path / "c"
    e = _start(d)
    pids = _pids(d)
    assert len(pids) == 3
    r = subprocess.run(["sbatch", "--parsable", "--wrap", "sleep 30"], capture_output=True, text=True, env=e, timeout=60)
    assert r.returncode == 0, r.stderr
    subprocess.run(["bash", str(CLUSTER), "stop", str(d)], check=True, timeout=120)
    time.sleep(0.5)
    assert not [p for p in pids if Path(f"/proc/{p}").exists()]
    assert not _daemons_of(d)
    assert shutil.which("sbatch")
