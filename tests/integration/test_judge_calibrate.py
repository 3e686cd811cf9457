"""`hpcab-judge calibrate` (issue 14): A/A grades on this machine, with a null kernel, in JSON and text.
Small: two grades of one input each on the synthetic extra_work kernel."""
import json
import os
import pathlib
import subprocess

import pytest

from judgelib import ROOT, Judge, judge_exe

EXTRA = ROOT / "tests/perf/kernels/extra_work"
FAST = ["--grades", "2", "--budget", "0.2", "--inputs", "1"]
FIELDS = {"credited_ne1_fraction", "median_speedup", "speedup_min", "speedup_max", "overhead_ns_reference",
          "overhead_ns_candidate", "median_ratio", "unresolved_fraction", "grades", "inputs"}


def cache_home(tmp_path):
    """A cache directory of the test's own (calibrate keeps what it finds there for the machine, and a
    test's noisy machine must not leave a warning behind for the user's grades), with the machine
    profiles of the user's cache copied in so that none is measured again."""
    import shutil
    real = pathlib.Path(os.environ.get("XDG_CACHE_HOME") or pathlib.Path.home() / ".cache") / "hpcabench"
    mine = tmp_path / "cache"
    (mine / "hpcabench").mkdir(parents=True, exist_ok=True)
    for f in real.glob("*.profile") if real.is_dir() else []:
        shutil.copy2(f, mine / "hpcabench" / f.name)
    return mine


def calibrate(tmp_path, *args):
    env = dict(os.environ, HPCAB_STATE_DIR=str(tmp_path / "state"), XDG_CACHE_HOME=str(cache_home(tmp_path)))
    return subprocess.run([str(judge_exe()), "calibrate", *map(str, args)], capture_output=True, text=True,
                          env=env, timeout=600)


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    r = calibrate(tmp_path_factory.mktemp("cal"), EXTRA, *FAST, "--json")
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def test_calibrate_json_reports_every_field_for_each_kernel_and_the_null_kernel(report):
    assert report["schema"] == "hpcab.calibration/1" and report["alpha"] == 0.1 and report["grades"] == 2
    kernels = report["kernels"]
    assert [k["null_kernel"] for k in kernels] == [False, True]
    for k in kernels:
        assert FIELDS <= set(k), FIELDS - set(k)
        assert k["grades"] == 2 and k["inputs"] == 2
        assert 0 <= k["credited_ne1_fraction"] <= 1
        assert k["speedup_min"] <= k["median_speedup"] <= k["speedup_max"]
        assert k["overhead_ns_reference"] > 0 and k["overhead_ns_candidate"] > 0
    assert isinstance(report["too_noisy"], bool) and isinstance(report["why"], str)


def test_calibrate_says_whether_both_workers_laid_out_every_address_alike(report, tmp_path):
    # the fixed_layout guard of every grade (false where a container refuses to turn randomization off)
    assert isinstance(report["fixed_layout"], bool)
    r = calibrate(tmp_path, EXTRA, *FAST)
    assert r.returncode == 0, r.stderr
    line = next(x for x in r.stdout.splitlines() if x.startswith("Worker address layout: "))
    assert ("the same in both workers" in line) == report["fixed_layout"]


def test_the_null_kernel_never_resolves_above_the_overhead_and_is_credited_exactly_one(report):
    null = report["kernels"][-1]
    assert null["unresolved_fraction"] == 1.0
    assert null["credited_ne1_fraction"] == 0 and null["speedup_min"] == null["speedup_max"] == 1.0
    # its calls are round trips: both sides within a factor 2 of each other even on a busy machine
    assert 1 / 2 <= null["median_ratio"] <= 2


def test_calibrate_prints_a_table_and_a_verdict(tmp_path):
    r = calibrate(tmp_path, EXTRA, *FAST)
    assert r.returncode == 0, r.stderr
    assert "null kernel" in r.stdout and "credited!=1" in r.stdout
    assert "verdict: " in r.stdout and ("quiet enough" in r.stdout or "too noisy" in r.stdout)


@pytest.mark.parametrize("args", [[], [EXTRA, "--grades", "1"], [EXTRA, "--budget", "-1"], [EXTRA, "--bogus"]])
def test_calibrate_usage_errors_exit_2(tmp_path, args):
    assert calibrate(tmp_path, *args).returncode == 2


def test_calibrate_of_a_missing_kernel_exits_2_naming_it(tmp_path):
    r = calibrate(tmp_path, tmp_path / "nowhere", *FAST)
    assert r.returncode == 2 and "nowhere" in r.stderr


def test_calibrate_keeps_what_it_found_and_every_later_verdict_carries_it(tmp_path, monkeypatch):
    r = calibrate(tmp_path, EXTRA, *FAST, "--json")
    assert r.returncode == 0, r.stderr
    report = json.loads(r.stdout)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    rc, v = Judge(tmp_path / "grade").grade_json(EXTRA, EXTRA / "reference.c", "--budget", "0.2", "--inputs", "1")
    assert rc == 0
    c = v["context"]["calibration"]
    assert (c["grades"], c["kernels"], c["too_noisy"]) == (2, 1, report["too_noisy"])
    assert c["false_credit_rate"] == pytest.approx(report["kernels"][0]["credited_ne1_fraction"])
    assert (c["why"] is None) == (not report["too_noisy"])


def test_a_grade_warns_when_calibrate_found_the_machine_too_noisy_and_says_so_in_its_context(tmp_path, monkeypatch):
    cache = cache_home(tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    judge = Judge(tmp_path / "grade")
    rc, v = judge.grade_json(EXTRA, EXTRA / "reference.c", "--budget", "0.2", "--inputs", "1")
    assert v["context"]["calibration"] is None  # never calibrated here
    key = v["context"]["machine_key"]
    (cache / "hpcabench" / f"{key}.calibration").write_text(
        f"format=1\nkey={key}\nmeasured_unix=1764800000\ngrades=6\nkernels=2\nfalse_credit_rate=0.25\n"
        "too_noisy=1\nwhy=identical code was credited other than 1x on 25% of llr/vpv's timed inputs\n")
    r = judge.run("grade", EXTRA, EXTRA / "reference.c", "--json", "--budget", "0.2", "--inputs", "1", "--no-cache")
    assert r.returncode == 0
    assert "too noisy" in r.stderr and "25%" in r.stderr, r.stderr
    c = json.loads(r.stdout)["context"]["calibration"]
    assert c["too_noisy"] is True and c["false_credit_rate"] == 0.25 and c["measured"] == "2025-12-03T22:13:20Z"
    assert "llr/vpv" in c["why"]


def test_calibrate_grades_a_python_artifact_against_itself(tmp_path):
    """--artifact FILE: A/A of a candidate file (here a Numba artifact) instead of the reference."""
    pytest.importorskip("numba", reason="install-deps installs numba")
    art = ROOT / "tests" / "zoo" / "python" / "honest_numba_s000.py"
    r = calibrate(tmp_path, ROOT / "kernels" / "llr" / "s000", "--artifact", art, *FAST, "--json")
    assert r.returncode == 0, r.stderr
    k = json.loads(r.stdout)["kernels"][0]
    assert k["kernel"].endswith("llr/s000") and k["grades"] == 2 and not k["null_kernel"]
    assert 0.8 <= k["median_speedup"] <= 1.25  # identical code: 1 unless the machine is very busy
