"""Baselines by name (issue 35): `--baseline autopar` times the candidate against the reference compiled
with gcc's auto-parallelizer, stamps the denominator on the verdict (`baseline`) and says whether gcc
parallelized anything (`baseline_note`: read from the object — a parallelized loop calls GOMP_parallel)."""
import json
import subprocess

import pytest

from judgelib import ROOT, build_dir


def grade(tmp_path, kernel, *args):
    judge = build_dir() / "tools" / "hpcab-judge"
    if not judge.exists():
        pytest.skip("hpcab-judge is not built")
    ref = ROOT / "kernels" / kernel / "reference.c"
    r = subprocess.run([str(judge), "grade", kernel, str(ref), "--json", "--budget", "0.1", "--inputs", "1",
                        "--state-dir", str(tmp_path / "state"), *args], capture_output=True, text=True, timeout=600)
    return r, json.loads(r.stdout)


def test_autopar_is_the_stamped_denominator_and_says_gcc_parallelized_a_parallel_loop(tmp_path):
    r, v = grade(tmp_path, "llr/s000", "--baseline", "autopar")
    assert r.returncode == 0 and v["status"] == "ok", v
    assert v["baseline"] == "autopar"
    assert "gcc parallelized loops" in v["baseline_note"]


def test_autopar_says_so_when_gcc_parallelized_nothing(tmp_path):
    r, v = grade(tmp_path, "llr/s112", "--baseline", "autopar")  # a recurrence: a[i + 1] = a[i] + b[i]
    assert v["baseline"] == "autopar"
    assert "parallelized no loop" in v["baseline_note"]


def test_the_default_denominator_is_the_reference_without_a_note(tmp_path):
    _, v = grade(tmp_path, "llr/s000")
    assert v["baseline"] == "reference" and v["baseline_note"] is None


def test_comparators_are_timed_on_every_input_and_reported_never_credited(tmp_path):
    r, v = grade(tmp_path, "llr/s000", "--comparator", "autopar", "--comparator", "reference")
    assert r.returncode == 0 and v["status"] == "ok", v
    assert v["baseline"] == "reference"
    names = [c["name"] for c in v["comparators"]]
    assert names == ["autopar", "reference"]
    for c in v["comparators"]:
        assert c["failed"] is None
        assert len(c["median_ns"]) == len(v["inputs"]) == len(c["denominator_median_ns"])
        assert all(m > 0 for m in c["median_ns"] + c["denominator_median_ns"])
    assert "gcc parallelized" in v["comparators"][0]["note"]


def test_a_grade_without_comparators_reports_an_empty_list(tmp_path):
    _, v = grade(tmp_path, "llr/s000")
    assert v["comparators"] == []


def test_more_than_four_comparators_is_a_usage_error(tmp_path):
    r = subprocess.run([str(build_dir() / "tools" / "hpcab-judge"), "grade", "llr/s000",
                        str(ROOT / "kernels/llr/s000/reference.c"), *(["--comparator", "reference"] * 5)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "--comparator" in r.stderr
