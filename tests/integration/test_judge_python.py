"""Python artifacts (issue 35): a `.py` candidate — a plain NumPy function, or one under numba.njit —
is graded in the worker through an embedded CPython (lib/sandbox/pyshim.c) on NumPy views of the
arena's pages, with the same guards and protocol as C; its source is checked first (lib/build/pyglue.py,
check_source) and every hostile construct of tests/zoo/python is refused; `--baseline numba` times
against the kernel's spec.py under numba.njit."""
import json
import shutil
import subprocess

import pytest

from judgelib import ROOT, build_dir

ZOO = ROOT / "tests" / "zoo" / "python"
GEMM = "sc/dense_linear_algebra/gemm"

pytest.importorskip("numba", reason="install-deps installs numba; Python artifacts need it")


def grade(tmp_path, kernel, candidate, *args):
    judge = build_dir() / "tools" / "hpcab-judge"
    if not judge.exists():
        pytest.skip("hpcab-judge is not built")
    r = subprocess.run([str(judge), "grade", kernel, str(candidate), "--json", "--budget", "0.2", "--inputs", "2",
                        "--state-dir", str(tmp_path / "state"), *args], capture_output=True, text=True, timeout=600)
    assert r.stdout, r.stderr
    return r, json.loads(r.stdout)


@pytest.mark.parametrize("candidate", ["honest_numba_s000.py", "honest_numpy_s000.py"])
def test_an_honest_python_candidate_is_graded_correct_as_python(tmp_path, candidate):
    r, v = grade(tmp_path, "llr/s000", ZOO / candidate)
    assert v["status"] == "ok", v["reason"]
    assert v["correct"] is True and v["speedup"] is not None
    assert v["context"]["compiler"]["language"] == "python"


def test_a_numba_candidate_that_does_less_work_is_credited_a_speedup(tmp_path):
    """Known truth: an eighth of the synthetic kernel's dependent steps (wide margin: about 8x)."""
    _, v = grade(tmp_path, ROOT / "tests/perf/kernels/extra_work", ZOO / "extra_work_eighth.py")
    assert v["status"] == "ok", v["reason"]
    assert v["speedup"] > 2


def test_a_numpy_candidate_calling_blas_is_graded_correct(tmp_path):
    _, v = grade(tmp_path, GEMM, ZOO / "gemm_numpy.py", "--baseline", "reference")
    assert v["status"] == "ok", v["reason"]
    assert v["speedup"] is not None  # how much faster depends on the machine's load (BLAS threads)


def test_a_parallel_numba_candidate_runs_its_thread_pool_in_the_worker(tmp_path):
    _, v = grade(tmp_path, GEMM, ZOO / "gemm_numba.py", "--baseline", "reference")
    assert v["status"] == "ok", v["reason"]
    assert v["correct"] is True


HOSTILE = {
    "read_file.py": "'open'",
    "os_environ.py": "'os'",
    "ctypes_judge.py": "'ctypes'",
    "thread_outlives.py": "'threading'",
    "patch_time.py": "'time'",
    "dunder_escape.py": "the interpreter's internals",
    "getattr_load.py": "'getattr'",
    "numpy_fromfile.py": "'fromfile'",
    "objmode.py": "'objmode'",
    "global_state.py": "'global'",
}


@pytest.mark.parametrize("candidate", sorted(HOSTILE))
def test_a_hostile_python_candidate_is_refused_naming_the_construct(tmp_path, candidate):
    _, v = grade(tmp_path, "llr/s000", ZOO / candidate)
    assert v["status"] == "rejected", v
    assert HOSTILE[candidate] in v["reason"] and candidate in v["reason"]
    assert v["speedup"] is None


def test_a_python_candidate_without_the_kernels_function_is_a_build_error(tmp_path):
    _, v = grade(tmp_path, "llr/s000", ZOO / "wrong_name.py")
    assert v["status"] in ("build_error", "rejected")
    assert "defines no function 's000'" in (v["reason"] or "") + (v["build_log"] or "")


def test_the_numba_baseline_is_the_stamped_denominator(tmp_path):
    _, v = grade(tmp_path, "llr/s000", ZOO / "honest_numba_s000.py", "--baseline", "numba")
    assert v["status"] == "ok", v["reason"]
    assert v["baseline"] == "numba"
    assert "spec.py under numba.njit" in v["baseline_note"]


def kernel_without_spec(tmp_path, kernel="ml/softmax"):
    """A copy of a corpus kernel with its spec.py removed (every corpus kernel has one)."""
    d = tmp_path / "kernel" / kernel.split("/")[-1]
    shutil.copytree(ROOT / "kernels" / kernel, d)
    (d / "spec.py").unlink()
    return d


def test_the_numba_baseline_of_a_kernel_without_a_spec_says_so(tmp_path):
    kernel = kernel_without_spec(tmp_path)
    r, v = grade(tmp_path, str(kernel), kernel / "reference.c", "--baseline", "numba")
    assert r.returncode != 0 or v["status"] != "ok"
    assert "has no spec.py" in r.stderr + (v.get("reason") or "")


def test_a_numba_artifact_is_compiled_once_and_then_loaded_from_the_build_cache(tmp_path):
    grade(tmp_path, "llr/s000", ZOO / "honest_numba_s000.py", "--no-cache")
    cache = list((tmp_path / "state").glob("**/py-*/numba-cache/*.nbi"))
    assert cache, "the build wrote no Numba cache index"
    stamp = [p.stat().st_mtime for p in cache]
    _, v = grade(tmp_path, "llr/s000", ZOO / "honest_numba_s000.py", "--no-cache")
    assert v["status"] == "ok"
    assert [p.stat().st_mtime for p in cache] == stamp  # the worker read it, nobody rewrote it


def test_the_numba_baseline_can_be_a_comparator_beside_the_reference(tmp_path):
    _, v = grade(tmp_path, "llr/s000", ZOO / "honest_numpy_s000.py", "--comparator", "numba")
    assert v["status"] == "ok", v["reason"]
    assert v["baseline"] == "reference"
    (c,) = v["comparators"]
    assert c["name"] == "numba" and c["failed"] is None and all(m > 0 for m in c["median_ns"])


def test_the_torch_baseline_runs_the_kernels_module_or_says_how_to_install_torch(tmp_path):
    """With PyTorch (tools/install-deps.sh --with-torch; CI has it) the denominator is the kernel's
    torch_module.py, eager on the CPU; without it the grade names the command that installs it."""
    import importlib.util

    r, v = grade(tmp_path, "ml/softmax", ROOT / "kernels/ml/softmax/reference.c", "--baseline", "torch")
    if importlib.util.find_spec("torch") is None:
        assert r.returncode == 2
        assert "PyTorch is not installed: tools/install-deps.sh --with-torch" in v["message"]
        return
    assert v["status"] == "ok", v["reason"]
    assert v["baseline"] == "torch" and "torch_module.py, eager PyTorch" in v["baseline_note"]


def test_the_torch_baseline_of_a_kernel_without_a_module_says_so(tmp_path):
    r, v = grade(tmp_path, "llr/s000", ROOT / "kernels/llr/s000/reference.c", "--baseline", "torch")
    assert r.returncode == 2
    assert "has no torch_module.py" in v["message"]


def test_a_comparator_that_cannot_be_built_is_reported_and_the_grade_goes_on(tmp_path):
    kernel = kernel_without_spec(tmp_path)
    _, v = grade(tmp_path, str(kernel), kernel / "reference.c", "--comparator", "numba")
    assert v["status"] == "ok", v["reason"]
    (c,) = v["comparators"]
    assert c["failed"].startswith("not built:") and "has no spec.py" in c["failed"]
    assert c["median_ns"] == [None] * len(v["inputs"])
