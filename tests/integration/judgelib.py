"""Helpers of the hpcab-judge integration tests (the fixtures in conftest.py use them): the built judge
($HPCABENCH_BUILD/tools/hpcab-judge, default ./build) run with its own state directory and secrets."""
import json
import os
import pathlib
import secrets as pysecrets
import subprocess

import jsonschema
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
KERNELS = {"s000": ROOT / "kernels/llr/s000", "vdotr": ROOT / "kernels/llr/vdotr",
           "gemm": ROOT / "kernels/sc/dense_linear_algebra/gemm", "zoo": ROOT / "tests/zoo/kernel"}
CANDIDATES = ROOT / "examples/candidates"
# every verdict a test reads is checked against the schema it claims (include/hpcab/verdict.schema.json)
VERDICT_SCHEMA = json.loads((ROOT / "include/hpcab/verdict.schema.json").read_text())
# Small grades: enough to exercise every stage in a second or two on a shared 2-core machine.
SMALL = ["--budget", "0.2", "--inputs", "1", "--draws", "8"]


def build_dir():
    return pathlib.Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build"))


def judge_exe():
    exe = build_dir() / "tools" / "hpcab-judge"
    if not exe.exists():
        pytest.skip(f"{exe} is not built")
    return exe


class Judge:
    """Runs hpcab-judge in one state directory with one secrets file."""

    def __init__(self, state: pathlib.Path, seeds=None):
        """seeds: (score, submission) as 64 hex digits each; None draws fresh random ones."""
        self.state = state
        self.state.mkdir(parents=True, exist_ok=True)
        self.score_seed, self.submission_seed = seeds or (pysecrets.token_hex(32), pysecrets.token_hex(32))
        self.secrets = state.parent / (state.name + ".secrets")
        fd = os.open(self.secrets, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(f"score = {self.score_seed}\nsubmission = {self.submission_seed}\n")
        self.outputs = []  # every stdout and stderr seen, for the secrets check

    def env(self):
        e = dict(os.environ)
        e["HPCAB_STATE_DIR"] = str(self.state)
        return e

    def popen(self, route, kernel, candidate, *args, secrets=True):
        cmd = [str(judge_exe()), route, str(KERNELS.get(kernel, kernel) if isinstance(kernel, str) else kernel),
               str(candidate), *map(str, args)]
        if secrets:
            cmd += ["--secrets", str(self.secrets)]
        return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=self.env())

    def run(self, route, kernel, candidate, *args, secrets=True, timeout=600):
        p = self.popen(route, kernel, candidate, *args, secrets=secrets)
        out, err = p.communicate(timeout=timeout)
        self.outputs += [out, err]
        return subprocess.CompletedProcess(p.args, p.returncode, out, err)

    def grade_json(self, kernel, candidate, *args, **kw):
        r = self.run("grade", kernel, candidate, "--json", *args, **kw)
        assert r.returncode in (0, 1), f"exit {r.returncode}: {r.stderr}"
        lines = [ln for ln in r.stdout.splitlines() if ln.strip()]
        assert len(lines) == 1, f"--json must print exactly one JSON object, got {r.stdout!r}"
        v = json.loads(lines[0])
        jsonschema.validate(v, VERDICT_SCHEMA, cls=jsonschema.Draft202012Validator)
        return r.returncode, v


def candidate(name):
    return CANDIDATES / f"{name}.c"
