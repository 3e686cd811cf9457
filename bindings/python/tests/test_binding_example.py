"""examples/python/grade.py: grades through the binding, exits like hpcab-judge, and draws the timing
distributions when matplotlib is there."""
import importlib.util
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "examples" / "python" / "grade.py"
KERNEL = ROOT / "kernels" / "llr" / "s000"
CAND = ROOT / "examples" / "candidates"

pytestmark = pytest.mark.skipif(not KERNEL.is_dir(), reason="no s000 kernel")


def grade(tmp_path, candidate, *extra):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "bindings" / "python"))
    return subprocess.run([sys.executable, str(SCRIPT), str(KERNEL), str(candidate), "--state-dir",
                           str(tmp_path / "state"), "--budget", "0.2", "--inputs", "1", "--draws", "2", *extra],
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)


def test_a_correct_candidate_prints_the_report_and_exits_0(tmp_path):
    r = grade(tmp_path, CAND / "s000_fast.c", "--png", str(tmp_path / "t.png"))
    assert r.returncode == 0, r.stderr
    assert "verdict    ok" in r.stdout
    if importlib.util.find_spec("matplotlib"):
        assert (tmp_path / "t.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    else:
        assert "matplotlib is not installed" in r.stderr and not (tmp_path / "t.png").exists()


def test_a_wrong_candidate_exits_1_with_json(tmp_path):
    r = grade(tmp_path, CAND / "s000_wrong.c", "--json")
    assert r.returncode == 1 and '"status": "incorrect"' in r.stdout


def test_a_bad_kernel_exits_2_with_the_library_message(tmp_path):
    r = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path), str(CAND / "s000_fast.c")], capture_output=True,
                       text=True, env=dict(os.environ, PYTHONPATH=str(ROOT / "bindings" / "python")), timeout=120)
    assert r.returncode == 2 and r.stderr.startswith("grade.py: ") and "kernel.yaml" in r.stderr
