"""hpcab-judge task: what an agent is shown of a kernel — the prototype, the NumPy specification and the
reference in the episode's language; a language whose file the kernel lacks is a usage error naming it."""
import subprocess

import pytest

from judgelib import build_dir

KERNEL = "sc/dense_linear_algebra/dist_norm2"  # has reference.c, reference.f90 and spec.py


def task(*args):
    judge = build_dir() / "tools" / "hpcab-judge"
    if not judge.exists():
        pytest.skip("hpcab-judge is not built")
    return subprocess.run([str(judge), "task", *args], capture_output=True, text=True, timeout=60)


def test_c_shows_the_prototype_the_spec_and_the_c_reference():
    r = task(KERNEL)
    assert r.returncode == 0, r.stderr
    assert "void dist_norm2(const double *restrict x, double *restrict r, int64_t N);" in r.stdout
    assert "## The specification (spec.py)" in r.stdout and "## The reference (reference.c)" in r.stdout


def test_fortran_shows_the_fortran_reference():
    r = task(KERNEL, "--language", "fortran")
    assert r.returncode == 0 and "## The reference (reference.f90)" in r.stdout and "bind(c" in r.stdout


def test_python_shows_the_spec_as_the_reference():
    r = task(KERNEL, "--language", "python")
    assert r.returncode == 0 and "## The reference (spec.py)" in r.stdout and "def dist_norm2" in r.stdout


def test_the_precision_changes_the_prototype():
    assert "const float *restrict x" in task(KERNEL, "--precision", "f32").stdout


def test_a_kernel_without_the_languages_file_is_a_usage_error_naming_it(tmp_path):
    d = tmp_path / "k"
    d.mkdir()
    src = build_dir().parent / "kernels" / KERNEL
    for f in ("kernel.yaml", "reference.c"):
        (d / f).write_text((src / f).read_text().split("scaling:")[0] if f == "kernel.yaml" else (src / f).read_text())
    r = task(str(d), "--language", "fortran")
    assert r.returncode == 2 and "has no reference.f90" in r.stderr


def test_an_unknown_language_is_a_usage_error():
    r = task(KERNEL, "--language", "cobol")
    assert r.returncode == 2 and "expected c, fortran or python" in r.stderr
