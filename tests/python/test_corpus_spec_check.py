"""tools/corpus-spec-check.py: a kernel's C reference, NumPy spec and Fortran reference agree; a spec or
a Fortran reference that computes something else, or a missing file, is a failure."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "corpus-spec-check.py"
KERNEL = ROOT / "kernels" / "sc" / "dense_linear_algebra" / "dist_norm2"

if shutil.which("gfortran") is None or shutil.which("cc") is None:
    pytest.skip("cc and gfortran are needed", allow_module_level=True)


def run(*args):
    return subprocess.run([sys.executable, str(TOOL), *map(str, args)], capture_output=True, text=True, timeout=600)


def copy_kernel(tmp_path):
    d = tmp_path / "k"
    shutil.copytree(KERNEL, d)
    return d


def test_the_three_statements_of_a_kernel_agree():
    r = run(KERNEL, "--no-numba")
    assert r.returncode == 0, r.stdout
    assert r.stdout.count("ok   ") == 6  # both source checks; spec and Fortran at f64 and f32


def test_a_spec_that_computes_something_else_fails(tmp_path):
    d = copy_kernel(tmp_path)
    spec = d / "spec.py"
    spec.write_text(spec.read_text().replace("r[0] = np.sqrt(s)", "r[0] = np.sqrt(s) * 1.001"))
    r = run(d, "--no-numba", "--no-fortran")
    assert r.returncode == 1 and "FAIL" in r.stdout and "'r' differs" in r.stdout


def test_a_fortran_reference_that_computes_something_else_fails(tmp_path):
    d = copy_kernel(tmp_path)
    f = d / "reference.f90"
    f.write_text(f.read_text().replace("r(1) = real(sqrt(s), rk)", "r(1) = real(sqrt(s) + 1, rk)"))
    r = run(d, "--no-numba")
    assert r.returncode == 1 and "fortran: 'r' differs" in r.stdout


def test_a_fortran_warning_is_a_failure(tmp_path):
    d = copy_kernel(tmp_path)
    f = d / "reference.f90"
    f.write_text(f.read_text().replace("  integer(c_int64_t) :: i\n", "  integer(c_int64_t) :: i, unused\n"))
    r = run(d, "--no-numba")
    assert r.returncode == 1 and "does not compile warning-free" in r.stdout


def test_a_spec_the_judge_would_refuse_fails_the_source_check(tmp_path):
    d = copy_kernel(tmp_path)
    spec = d / "spec.py"
    spec.write_text("import os\n" + spec.read_text())
    r = run(d, "--no-numba", "--no-fortran")
    assert r.returncode == 1 and "spec source check: refused" in r.stdout and "'os'" in r.stdout, r.stdout


def test_a_fortran_reference_with_a_source_check_finding_fails(tmp_path):
    d = copy_kernel(tmp_path)
    f = d / "reference.f90"
    f.write_text(f.read_text() + "! a timer the judge flags: call system_clock(t)\n"
                 "subroutine spy() bind(c, name=\"spy\")\n  use, intrinsic :: iso_c_binding\n  implicit none\n"
                 "  integer :: t\n  call system_clock(t)\nend subroutine spy\n")
    r = run(d, "--no-numba")
    assert r.returncode == 1 and "fortran source check: " in r.stdout and "system_clock" in r.stdout, r.stdout


def test_a_missing_spec_fails_unless_missing_is_allowed(tmp_path):
    d = copy_kernel(tmp_path)
    (d / "spec.py").unlink()
    assert run(d, "--no-numba").returncode == 1
    r = run(d, "--no-numba", "--missing-ok")
    assert r.returncode == 0 and "missing spec.py" in r.stdout


def test_the_corpus_suite_fails_a_kernel_whose_spec_computes_something_else(tmp_path):
    """The corpus suite (tests/integration/corpus_validate.py, step e) runs this checker over its kernels."""
    d = copy_kernel(tmp_path)
    spec = d / "spec.py"
    spec.write_text(spec.read_text().replace("r[0] = np.sqrt(s)", "r[0] = np.sqrt(s) * 1.001"))
    build = Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build"))
    if not (build / "tools" / "hpcab-judge").is_file():
        pytest.skip(f"{build} is not built")
    r = subprocess.run([sys.executable, str(ROOT / "tests" / "integration" / "corpus_validate.py"), "--build",
                        str(build), "--sample", "all", str(d)], capture_output=True, text=True, timeout=600)
    assert r.returncode == 1 and "statements:" in r.stdout and "'r' differs" in r.stdout, r.stdout


SOFTMAX_SPEC = '''"""softmax (a test's own statement)."""
import numpy as np


def softmax(Y, X, R, C):
    for r in range(R):
        e = np.exp(X[r] - np.max(X[r]))
        Y[r] = e / np.sum(e){scale}
'''


def copy_softmax_with_spec(tmp_path, scale=""):
    d = tmp_path / "softmax"
    shutil.copytree(ROOT / "kernels" / "ml" / "softmax", d)
    (d / "spec.py").write_text(SOFTMAX_SPEC.format(scale=scale))
    return d


@pytest.mark.parametrize("precision", ["f16", "bf16"])
def test_a_spec_is_checked_at_16_bit_precisions_with_its_outputs_rounded_back(tmp_path, precision):
    d = copy_softmax_with_spec(tmp_path)
    r = run(d, "--no-numba", "--missing-ok", "--precision", precision)
    assert r.returncode == 0 and f"ok   {d} {precision} spec" in r.stdout, r.stdout


def test_a_spec_wrong_at_f16_fails_at_f16(tmp_path):
    d = copy_softmax_with_spec(tmp_path, scale=" * 1.02")
    r = run(d, "--no-numba", "--missing-ok", "--precision", "f16")
    assert r.returncode == 1 and f"FAIL {d} f16 spec: 'Y' differs" in r.stdout, r.stdout


def load_checker():
    import importlib.util

    spec = importlib.util.spec_from_file_location("corpus_spec_check", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_bf16_rounding_back_is_to_nearest_even():
    import numpy as np

    mod = load_checker()

    # 1 + 2^-8 is halfway between bf16 1.0 (0x3f80) and 1 + 2^-7 (0x3f81): ties go to the even 0x3f80;
    # 1 + 3 * 2^-8 is halfway between 0x3f81 and 0x3f82: it goes to 0x3f82.
    x = np.array([1.0, 1 + 2.0**-8, 1 + 3 * 2.0**-8, -2.5], dtype=np.float32)
    assert mod.float32_to_bf16(x).tolist() == [0x3F80, 0x3F80, 0x3F82, 0xC020]
    assert mod.bf16_to_float32(mod.float32_to_bf16(x)).tolist() == [1.0, 1.0, 1 + 2.0**-6, -2.5]


def test_f16_and_bf16_rounding_of_store_is_to_nearest_even():
    import numpy as np

    mod = load_checker()
    rng = np.random.default_rng(7)
    x = (rng.standard_normal(5000) * 10.0 ** rng.integers(-9, 6, 5000)).astype(np.float32)
    x = np.concatenate([x, np.array([65504, 65519.9, 65520, 6e-8, 2.9e-8], dtype=np.float32)])
    with np.errstate(over="ignore"):
        want16 = x.astype(np.float16).astype(np.float64)
    assert [mod.round_to_f16(float(v)) for v in x] == want16.tolist()
    want_bf = mod.bf16_to_float32(mod.float32_to_bf16(x)).astype(np.float64)
    assert [mod.round_to_bf16(float(v)) for v in x] == want_bf.tolist()


@pytest.mark.parametrize("precision", ["f16", "bf16"])
def test_a_spec_reading_back_a_stored_value_needs_store_at_16_bit_precisions(tmp_path, precision):
    """quantize_int8_rowwise divides by its scale as stored: its spec passes with store(), not without."""
    d = tmp_path / "q"
    shutil.copytree(ROOT / "kernels" / "ml" / "quantize_int8_rowwise", d)
    assert run(d, "--no-numba", "--no-fortran", "--precision", precision).returncode == 0
    spec = d / "spec.py"
    spec.write_text(spec.read_text().replace("store(amax / 127)", "amax / 127"))
    r = run(d, "--no-numba", "--no-fortran", "--precision", precision)
    assert r.returncode == 1 and "'Q' differs" in r.stdout, r.stdout
