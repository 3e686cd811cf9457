"""Kernel authors' tools (issue 19, points 2 and 8): `hpcab-judge validate` checks a kernel completely
and says what is wrong; hpcabench.testing.check_kernel unit-tests a candidate in one line and fails
with the library's report; the shipped examples (examples/testing) pass as they are."""
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

from judgelib import CANDIDATES, ROOT, build_dir, judge_exe

EXAMPLE = ROOT / "examples" / "kernels" / "mylab" / "gather_rowsum"
S000 = ROOT / "kernels" / "llr" / "s000"


def env(tmp_path):
    e = dict(os.environ)
    e["HPCAB_STATE_DIR"] = str(tmp_path / "state")
    e["PYTHONPATH"] = str(ROOT / "bindings" / "python") + os.pathsep + e.get("PYTHONPATH", "")
    e.setdefault("HPCABENCH_LIB", str(build_dir() / "lib" / "libhpcabench.so"))
    return e


def validate(tmp_path, *args):
    return subprocess.run([str(judge_exe()), "validate", *map(str, args)], capture_output=True, text=True,
                          env=env(tmp_path), timeout=900)


def kernel_copy(tmp_path, edit=None, name="k"):
    """A copy of the example kernel, its reference edited by edit(text) -> text."""
    d = tmp_path / name
    shutil.copytree(EXAMPLE, d)
    if edit:
        ref = d / "reference.c"
        ref.write_text(edit(ref.read_text()))
    return d


def test_validate_passes_a_valid_kernel_and_says_what_it_checked(tmp_path):
    r = validate(tmp_path, EXAMPLE)
    assert r.returncode == 0, r.stdout + r.stderr
    for check in ("manifest", "f64 build", "f64 symbol", "f64 draws", "f64 self-grade", "f32 self-grade"):
        assert f"  ok   {check}" in r.stdout, check
    assert r.stdout.rstrip().endswith("ok: mylab/gather_rowsum is valid")


def test_validate_finds_a_reference_that_does_not_define_its_symbol(tmp_path):
    k = kernel_copy(tmp_path, lambda t: t.replace("void gather_rowsum(", "void gather_rowsum_v2("))
    out = subprocess.run([str(judge_exe()), "check-manifest", str(k)], capture_output=True, text=True,
                         env=env(tmp_path)).stdout
    assert "manifest ok (the reference was not built: `hpcab-judge validate" in out  # and it says so
    r = validate(tmp_path, k, "--precision", "f32")
    assert r.returncode == 1, r.stdout + r.stderr
    assert "FAIL f32 symbol: reference.c does not export the kernel 'gather_rowsum'" in r.stdout


def test_validate_finds_a_definition_that_differs_from_the_manifests_prototype(tmp_path):
    k = kernel_copy(tmp_path, lambda t: t.replace("const real_t *restrict x", "real_t *restrict x"))
    r = validate(tmp_path, k, "-p", "f64")
    assert r.returncode == 1
    assert "FAIL f64 build: reference.c: its definition of gather_rowsum does not match the manifest's prototype" in r.stdout
    assert "void gather_rowsum(double *restrict y, const double *restrict A, const double *restrict x" in r.stdout


def test_validate_finds_a_warning_a_crash_at_an_edge_size_and_a_bad_manifest(tmp_path):
    k = kernel_copy(tmp_path, lambda t: t.replace("  (void)M;", "  int unused;"), "warn")
    r = validate(tmp_path, k, "-p", "f64")
    assert r.returncode == 1 and "FAIL f64 build" in r.stdout and "unused variable 'unused'" in r.stdout
    k = kernel_copy(tmp_path, lambda t: t.replace("  (void)M;", "  (void)M;\n  if (N == 1) __builtin_trap();"), "crash")
    r = validate(tmp_path, k, "-p", "f64")
    assert r.returncode == 1
    assert "FAIL f64 self-grade: correctness draw 0 (edge sizes) (N=1," in r.stdout and "the reference failed" in r.stdout
    k = kernel_copy(tmp_path, name="bad")
    (k / "kernel.yaml").write_text((k / "kernel.yaml").read_text().replace("level: 2", "level: 9"))
    r = validate(tmp_path, k)
    assert r.returncode == 2 and "level must be 1, 2 or 3, not 9" in r.stdout
    r = validate(tmp_path, tmp_path / "nothing_here")
    assert r.returncode == 2 and "cannot open manifest" in r.stderr


def test_validate_runs_the_reference_at_the_top_of_its_ranges_within_the_call_limit(tmp_path):
    """A reference too slow at the top of the ranges it declares fails validate, not every grade."""
    k = kernel_copy(tmp_path, lambda t: t.replace("  (void)M;", "  (void)M;\n  if (N > 50000)\n    for (;;) {}"))
    r = validate(tmp_path, k, "-p", "f64", "--timeout", "2")
    assert r.returncode == 1, r.stdout + r.stderr
    assert "FAIL f64 self-grade: the top of the declared ranges (N=" in r.stdout, r.stdout
    assert "timeout" in r.stdout
    r = validate(tmp_path, EXAMPLE, "-p", "f64")
    assert r.returncode == 0 and "and at the top of the declared ranges (N=" in r.stdout, r.stdout


def test_validate_has_help_and_refuses_unknown_options(tmp_path):
    r = validate(tmp_path, "--help")
    assert r.returncode == 0 and "usage: hpcab-judge validate KERNEL..." in r.stdout and "exit codes" in r.stdout
    r = validate(tmp_path, EXAMPLE, "--frobnicate")
    assert r.returncode == 2 and "--frobnicate" in r.stderr


def run_python(tmp_path, code):
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env(tmp_path),
                          cwd=str(tmp_path), timeout=900)


def test_check_kernel_fails_a_wrong_candidate_with_the_library_report(tmp_path):
    r = run_python(tmp_path, f"""
from hpcabench.testing import check_kernel
try:
    check_kernel({str(S000)!r}, {str(CANDIDATES / 's000_wrong.c')!r}, draws=4, precision="f64")
except AssertionError as e:
    print(e)
else:
    raise SystemExit("no AssertionError")
""")
    assert r.returncode == 0, r.stderr
    assert "f64: the test draw (LEN_1D=1000): the candidate's output differs from the reference's: output a:" in r.stdout
    assert "worst a[" in r.stdout and "got " in r.stdout and "expected " in r.stdout and "allowed " in r.stdout


def test_check_kernel_reports_a_crash_and_a_missing_symbol_with_the_prototype(tmp_path):
    crash = tmp_path / "s000_crash.c"
    crash.write_text("#include <stdint.h>\nvoid s000(double *restrict a, const double *restrict b, int64_t n)\n"
                     "{ if (n & 1) __builtin_trap(); for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1; }\n")
    r = run_python(tmp_path, f"""
from hpcabench.testing import check_kernel
for cand in ({str(crash)!r}, {str(CANDIDATES / 'vdotr_fast.c')!r}):
    try:
        check_kernel({str(S000)!r}, cand, precision="f64")
    except AssertionError as e:
        print(e)
""")
    assert r.returncode == 0, r.stderr
    assert "(edge sizes) (LEN_1D=" in r.stdout and "the candidate failed: crash" in r.stdout
    assert "symbol 's000' not found" in r.stdout
    assert "it must export void s000(double *restrict a, const double *restrict b, int64_t LEN_1D);" in r.stdout


def test_the_pytest_example_of_examples_testing_passes(tmp_path):
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(ROOT / "examples" / "testing")],
                       capture_output=True, text=True, env=env(tmp_path), cwd=str(tmp_path), timeout=900)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "4 passed" in r.stdout


def test_the_check_kernel_fixture_of_the_pytest_plugin(tmp_path):
    (tmp_path / "conftest.py").write_text('pytest_plugins = ["hpcabench.pytest_plugin"]\n')
    (tmp_path / "test_fixture.py").write_text(
        f"def test_it(check_kernel):\n    check_kernel({str(S000)!r}, {str(CANDIDATES / 's000_fast.c')!r}, draws=2)\n")
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
                       capture_output=True, text=True, env=env(tmp_path), cwd=str(tmp_path), timeout=900)
    assert r.returncode == 0, r.stdout + r.stderr
