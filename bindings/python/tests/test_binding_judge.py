"""Judge(...).grade / .score (hpcab/judge.h) on the shipped s000 candidates, cross-checked against the
binding's own statistics (hb.credit on the verdict's raw samples) and the hpcab-judge tool."""
import json
import pathlib
import subprocess

import numpy as np
import pytest

import hpcabench as hb

ROOT = pathlib.Path(__file__).resolve().parents[3]
KERNEL = ROOT / "kernels" / "llr" / "s000"
FAST = ROOT / "examples" / "candidates" / "s000_fast.c"
WRONG = ROOT / "examples" / "candidates" / "s000_wrong.c"

pytestmark = pytest.mark.skipif(not KERNEL.is_dir() or not FAST.is_file(), reason="no s000 kernel or candidate")


@pytest.fixture(scope="module")
def judge(tmp_path_factory):
    return hb.Judge(state_dir=tmp_path_factory.mktemp("state"), budget_s=0.2, timed_inputs=1, correctness_draws=2)


@pytest.fixture(scope="module")
def fast(judge):
    return judge.grade(KERNEL, FAST)


def test_a_correct_candidate_gets_an_ok_verdict(fast):
    assert fast.status == "ok" and fast.correct and bool(fast) and fast.exit_code == 0 and fast.reason is None  # null in the JSON
    assert fast.kernel == "llr/s000" and fast.baseline == "reference" and not fast.cached
    assert len(fast.candidate_sha256) == 64 and fast.speedup > 0


def test_timed_inputs_carry_raw_samples_their_medians_and_credit(fast):
    (inp,) = fast.inputs
    assert set(inp.sizes) == {"LEN_1D"} and inp.calls >= 10
    assert inp.reference_ns.shape == inp.candidate_ns.shape == (inp.calls,)
    assert inp.reference_median_ns == np.median(inp.reference_ns)
    assert inp.candidate_median_ns == np.median(inp.candidate_ns)
    c = hb.credit(inp.reference_ns, inp.candidate_ns, 0.1, hb.CREDIT_MIN_EFFECT)
    assert (c.ratio, c.p) == (pytest.approx(inp.ratio), pytest.approx(inp.p_value))
    assert inp.credited == (pytest.approx(c.credited) if inp.resolved else 1.0)
    assert fast.speedup == pytest.approx(inp.credited)  # one non-suspect input: S_i is its credit


def test_the_json_is_the_verdict(fast):
    d = fast.data
    assert (d["status"], d["correct"], d["kernel"], d["cached"]) == ("ok", True, "llr/s000", False)
    assert d["speedup"] == pytest.approx(fast.speedup)
    assert d["inputs"][0]["calls"] == fast.inputs[0].calls
    assert "credited speedup" in fast.report


def test_a_wrong_candidate_gets_an_incorrect_verdict_naming_the_output(judge):
    v = judge.grade(KERNEL, WRONG)
    assert v.status == "incorrect" and not v.correct and v.exit_code == 1 and v.speedup is None  # null in the JSON
    assert "output a" in v.reason and v.inputs == ()


def test_a_repeated_grade_comes_from_the_store(judge, fast):
    again = judge.grade(KERNEL, FAST)
    assert again.cached and again.speedup == fast.speedup
    fresh = judge.grade(KERNEL, FAST, no_cache=True)
    assert not fresh.cached and fresh.correct


def test_a_cached_verdict_carries_its_inputs(judge, fast):
    again = judge.grade(KERNEL, FAST)
    assert again.cached and len(again.inputs) == len(fast.inputs) == 1
    (a,), (f,) = again.inputs, fast.inputs
    assert a.sizes == f.sizes and a.calls == f.calls and a.suspect == f.suspect and a.resolved == f.resolved
    for name in ("reference_median_ns", "candidate_median_ns", "ratio", "p_value", "credited"):
        assert getattr(a, name) == pytest.approx(getattr(f, name), rel=1e-12), name


def test_hpcab_judge_reads_the_same_grade_from_the_store(judge, fast, tool):
    r = subprocess.run([str(tool("hpcab-judge")), "grade", str(KERNEL), str(FAST), "--json", "--state-dir",
                        str(judge.state_dir), "--budget", "0.2", "--inputs", "1", "--draws", "2"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["cached"] and d["speedup"] == pytest.approx(fast.speedup)
    assert d["candidate_sha256"] == fast.candidate_sha256


def test_an_ok_verdict_has_reason_none_as_its_json_has_null(fast):
    assert fast.reason is None and fast.data["reason"] is None and fast.speedup == fast.data["speedup"]


def test_the_score_route_returns_a_speedup(judge):
    v = judge.score(KERNEL, FAST)
    assert v.status == "ok" and v.speedup > 0


def test_progress_reports_stages_and_its_exceptions_propagate(judge):
    seen = []
    judge.grade(KERNEL, FAST, no_cache=True, progress=lambda stage, f: seen.append((stage, f)))
    assert seen[0][0] == "build" and seen[-1] == ("done", 1.0)
    assert all(0 <= f <= 1 for _, f in seen)

    def broken(stage, fraction):
        raise KeyboardInterrupt("stop")

    with pytest.raises(KeyboardInterrupt):
        judge.grade(KERNEL, FAST, no_cache=True, progress=broken)


def test_bad_requests_raise_the_library_message(judge, tmp_path):
    (tmp_path / "kernel.yaml").write_text("name: x\ntrack: llr\n")
    with pytest.raises(hb.Error) as e:
        judge.grade(tmp_path, FAST)
    assert e.value.status_name == "manifest" and "missing required key 'symbol'" in str(e.value)
    with pytest.raises(hb.Error) as e:
        judge.grade(KERNEL, FAST, mode="secret")
    assert "secret" in str(e.value)


def test_check_only_runs_the_correctness_stage_without_timing(judge):
    v = judge.grade(KERNEL, FAST, check_only=True, test_sizes=True, no_cache=True)
    assert v.correct and v.inputs == () and v.speedup is None  # null in the JSON: no speedup was measured
    w = judge.grade(KERNEL, WRONG, check_only=True, test_sizes=True, no_cache=True)
    assert w.status == "incorrect"


def test_state_dir_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("HPCAB_STATE_DIR", str(tmp_path / "st"))
    assert hb.judge.state_dir() == str(tmp_path / "st")
    monkeypatch.delenv("HPCAB_STATE_DIR")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg"))
    assert hb.judge.state_dir() == str(tmp_path / "xdg" / "hpcabench")


def test_min_effect_means_what_the_cli_means_none_the_default_and_0_no_margin(judge):
    from dataclasses import replace
    none = replace(judge, min_effect=0, check_only=True).grade(KERNEL, FAST)
    default = replace(judge, min_effect=None, check_only=True, no_cache=True).grade(KERNEL, FAST)
    assert none.data["crediting"]["min_effect"] == 0
    assert default.data["crediting"]["min_effect"] == 0.01


def test_a_manifests_hash_is_the_hex_the_verdict_json_carries(fast):
    assert hb.Manifest(KERNEL).hash == fast.data["context"]["manifest_hash"]
