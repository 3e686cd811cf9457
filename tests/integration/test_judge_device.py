"""hpcab-judge grade --residency device end to end without a GPU (issue 18): the stand-in CUDA runtime
(tests/device/fake_cudart.c, via $HPCAB_CUDA_RUNTIME) gives the judge a "device" whose memory is host
memory, and tests/device/kernel is s000 with a device reference that is host code (nvcc compiles it; the
test is skipped without nvcc), so the whole device path runs: the device opened and its roofline
measured, the candidate built for its architecture, correctness against the host reference in a host
worker, timing of the device reference against the candidate in device workers by device events,
the judge's clock as the events' cross-check, the device verdicts, the 16000x rule, the guard line.
What the real runtimes do inside the sandbox is tests/device/run.sh's to check on a GPU."""
import shutil

import pytest

from judgelib import ROOT, build_dir

KERNEL = ROOT / "tests" / "device" / "kernel"
SMALL = ["--residency", "device", "--budget", "0.2", "--inputs", "1", "--draws", "3"]

pytestmark = pytest.mark.skipif(shutil.which("nvcc") is None,
                                reason="nvcc (the CUDA toolkit) is not installed: the device reference cannot be built")


@pytest.fixture
def device_judge(judge, tmp_path, monkeypatch):
    fake = build_dir() / "tests" / "fake_cudart.so"
    if not fake.exists():
        pytest.skip(f"{fake} is not built")
    monkeypatch.setenv("HPCAB_CUDA_RUNTIME", str(fake))
    monkeypatch.setenv("HPCAB_HIP_RUNTIME", "/nonexistent/libamdhip64.so")
    monkeypatch.setenv("FAKE_CUDART_DEVICES", "1")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return judge


def stand_in(behaviour):
    return build_dir() / "tests" / f"stand_in_{behaviour}.so"


def test_a_device_grade_reports_device_times_checked_by_the_judges_clock(device_judge):
    rc, v = device_judge.grade_json(KERNEL, stand_in("ok"), *SMALL)
    assert rc == 0, v
    assert v["status"] == "ok" and v["correct"] is True
    assert v["residency"] == "device"
    assert v["device"].startswith("Fake GPU 0 (GPU-5f3c1102-aa47-409e-8b21-6c0d339a7000, cuda sm_90")
    assert v["baseline"] == "reference.cu"
    (inp,) = v["inputs"]
    clock = inp["judge_clock"]
    assert clock["consistent"] is True
    assert clock["reference_median_ns"] >= inp["reference"]["median_ns"]
    assert clock["candidate_median_ns"] >= inp["candidate"]["median_ns"]
    assert inp["calls"] >= 10
    relaxed = {r["guard"]: r["why"] for r in v["guards"]["relaxed"]}
    assert relaxed and all("relaxed for the device" in why for why in relaxed.values()), v["guards"]
    assert set(relaxed) <= set(v["guards"]["applied"])


def test_a_host_grade_has_no_device(device_judge):
    rc, v = device_judge.grade_json(KERNEL, KERNEL / "reference.c", "--budget", "0.2", "--inputs", "1", "--draws", "2")
    assert rc == 0, v
    assert v["residency"] == "host" and v["device"] is None
    assert v["inputs"][0]["judge_clock"] is None
    assert v["guards"]["relaxed"] == []


def test_a_candidate_with_work_outside_its_device_events_is_suspect(device_judge):
    rc, v = device_judge.grade_json(KERNEL, stand_in("forged_short"), *SMALL)
    assert rc == 0, v
    (inp,) = v["inputs"]
    assert inp["suspect"] is True
    assert "work outside the device events" in inp["why"]
    assert inp["judge_clock"]["consistent"] is False
    assert v["speedup"] == 1  # every input suspect: 1x


def test_a_device_error_is_the_candidates_verdict(device_judge):
    rc, v = device_judge.grade_json(KERNEL, stand_in("error"), *SMALL)
    assert rc == 1
    assert v["status"] == "device_error"
    assert "an illegal memory access was encountered" in v["reason"]


def test_a_write_past_a_device_array_is_out_of_bounds(device_judge):
    rc, v = device_judge.grade_json(KERNEL, stand_in("past_end"), *SMALL)
    assert rc == 1
    assert v["status"] == "out_of_bounds"
    assert "device array 'a'" in v["reason"]


def test_the_score_route_on_the_device_prints_a_speedup(device_judge):
    r = device_judge.run("score", KERNEL, stand_in("ok"), "--residency", "device")
    assert r.returncode == 0, r.stderr
    assert float(r.stdout) > 0
