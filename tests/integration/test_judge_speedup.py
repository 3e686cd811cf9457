"""The performance assertions of issue 9, with generous budgets: the fast example candidates are credited
a speedup over the reference (and the gemm candidate's standing against OpenBLAS is reported), and the
reference graded as its own candidate is credited within [0.8, 1.25].

Timing assertions need a machine whose cores are not oversubscribed: when the 1-minute load average
exceeds 1.5 x the number of cores these tests skip, saying so (HPCAB_PERF_TESTS=1 runs them anyway,
HPCAB_PERF_TESTS=0 always skips them)."""
import os

import pytest

from judgelib import KERNELS, Judge, candidate

GENEROUS = ["--budget", "2", "--inputs", "3", "--draws", "8", "--baseline", "reference"]


def machine_is_quiet():
    force = os.environ.get("HPCAB_PERF_TESTS")
    if force is not None:
        return force == "1", f"HPCAB_PERF_TESTS={force}"
    load, cores = os.getloadavg()[0], os.cpu_count() or 1
    return load <= 1.5 * cores, f"load average {load:.1f} on {cores} cores: timing assertions would measure the others"


# Fixed secrets, so the timed sizes are the same on every run: with random ones, one run in twenty
# would draw three timed inputs of s000 that all fit in cache, where streaming stores gain nothing and
# the fast candidate is honestly credited 1x. These seeds' timed inputs of s000 are LEN_1D = 141494,
# 82092 and 2387577 (vdotr 662113, 324987, 666730; gemm up to 666x950x448).
FIXED_SEEDS = ("%064x" % 7919, "%064x" % 104729)


@pytest.fixture
def judge(tmp_path):
    """hpcab-judge with a fresh state directory and the fixed secrets above."""
    return Judge(tmp_path / "state", seeds=FIXED_SEEDS)


@pytest.fixture
def quiet():
    ok, why = machine_is_quiet()
    if not ok:
        pytest.skip(why)


@pytest.mark.parametrize("kernel", ["s000", "vdotr", "gemm"])
def test_fast_candidate_is_credited_a_speedup_over_the_reference(judge, quiet, kernel):
    rc, v = judge.grade_json(kernel, candidate(f"{kernel}_fast"), *GENEROUS)
    assert rc == 0 and v["status"] == "ok"
    assert v["speedup"] > 1, [(i["sizes"], i["ratio"], i["p_value"]) for i in v["inputs"]]


def test_gemm_candidate_standing_against_openblas_is_reported(judge, quiet):
    rc, v = judge.grade_json("gemm", candidate("gemm_fast"), "--budget", "1", "--inputs", "2")
    assert rc == 0 and v["baseline"] == "baseline_openblas.c"
    assert v["speedup"] > 0 and all(i["ratio"] > 0 and i["credited"] > 0 for i in v["inputs"])
    print(f"gemm_fast against OpenBLAS: S = {v['speedup']:.3f}", [round(i["ratio"], 3) for i in v["inputs"]])


@pytest.mark.parametrize("kernel", ["s000", "gemm"])
def test_reference_graded_as_candidate_is_credited_within_0_8_and_1_25(judge, quiet, kernel):
    rc, v = judge.grade_json(kernel, KERNELS[kernel] / "reference.c", *GENEROUS)
    assert rc == 0 and v["status"] == "ok"
    assert 0.8 <= v["speedup"] <= 1.25, [(i["sizes"], i["ratio"], i["p_value"]) for i in v["inputs"]]
