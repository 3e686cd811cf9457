"""Helpers of hpcab-run's tests: the fake model server (a test double, tests/doubles/fake_model.py) as a
fixture, experiment configs written for a test, and a run of hpcab-run in a subprocess."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judgelib import ROOT, build_dir

PY = ROOT / "bindings" / "python"
DOUBLES = ROOT / "tests" / "doubles"
AGENT = DOUBLES / "scripted_agent.py"
KERNELS3 = ["llr/s000", "llr/lfk03_inner_product", "llr/lfk12_first_diff"]
SMALL_JUDGE = {"budget": 0.05, "inputs": 1, "draws": 2}


def need_build():
    if not (build_dir() / "tools" / "hpcab-serve").exists():
        pytest.skip(f"{build_dir()}/tools/hpcab-serve is not built")


class FakeModel:
    """The fake model server (a test double) in a subprocess; log holds every usage it reported."""

    def __init__(self, tmp: Path, script: dict | None = None):
        self.dir = tmp
        self.log = tmp / "fake-usage.jsonl"
        self.log.touch()
        sf = tmp / "fake-script.json"
        sf.write_text(json.dumps(script or {}))
        pf = tmp / "fake-port"
        self.proc = subprocess.Popen([sys.executable, str(DOUBLES / "fake_model.py"), "--script", str(sf), "--log",
                                      str(self.log), "--port-file", str(pf)], stderr=open(tmp / "fake.err", "wb"))
        end = time.monotonic() + 30
        while not pf.exists():
            if time.monotonic() > end or self.proc.poll() is not None:
                raise RuntimeError("the fake model server did not start: " + (tmp / "fake.err").read_text())
            time.sleep(0.05)
        self.url = f"http://127.0.0.1:{pf.read_text()}/v1"

    def usage(self) -> list[dict]:
        return [json.loads(x) for x in self.log.read_text().splitlines() if x.strip()]

    def totals(self) -> dict:
        u = self.usage()
        return {k: sum(r[k] for r in u) for k in ("input", "cached_input", "output", "reasoning")}

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        self.proc.wait(10)


@pytest.fixture
def fake(tmp_path):
    f = FakeModel(tmp_path)
    yield f
    f.stop()


def agent_command(behaviour="normal", *extra):
    return [sys.executable, str(AGENT), "--workdir", "{workdir}", "--base-url", "{base_url}", "--model", "{model}",
            "--behaviour", behaviour, *extra]


def write_config(tmp: Path, fake_url: str, name="t", kernels=None, setups=None, harness=None, budget=None,
                 repeats=1, extra: dict | None = None) -> Path:
    cfg = {"experiment": name, "corpus": str(ROOT / "kernels"), "kernels": kernels or KERNELS3[:1],
           "repeats": repeats, "mode": "single", "precision": "f64", "language": "c",
           "model": {"name": "fake-model", "base_url": fake_url, "api": "openai"},
           "harness": harness or {"command": agent_command(), "tools": "shell"},
           "budget": budget or {"tokens": 100000, "wall_s": 120, "rerun_scale": 2},
           "judge": SMALL_JUDGE, "setups": setups or {"control": {}}}
    cfg.update(extra or {})
    p = tmp / f"{name}.yaml"
    p.write_text(json.dumps(cfg, indent=1))  # JSON is YAML
    return p


def env():
    return dict(os.environ, PYTHONPATH=str(PY), HPCABENCH_BUILD=str(build_dir()))


def hpcab_run(*args, timeout=600, check=True):
    r = subprocess.run([sys.executable, "-m", "hpcabench.run", *map(str, args)], capture_output=True, text=True,
                       env=env(), timeout=timeout, cwd=ROOT)
    if check and r.returncode != 0:
        raise AssertionError(f"hpcab-run {args} exited {r.returncode}:\n{r.stdout}\n{r.stderr}")
    return r


def store_rows(run: Path, sql: str, args=()):
    import sqlite3
    db = sqlite3.connect(str(run / "run.sqlite"))
    cur = db.execute(sql, args)
    names = [d[0] for d in cur.description]
    out = [dict(zip(names, x)) for x in cur.fetchall()]
    db.close()
    return out
