"""tools/corpus-lint.py on the three judge kernels (s000, vdotr, gemm), and the rules it enforces. The
manifest schema is the C loader's (the lint goes through the binding), so a schema error's message is
the loader's own."""
import os
import shutil
import subprocess
import sys

import pytest

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LINT = os.path.join(TOP, "tools", "corpus-lint.py")
JUDGE_KERNELS = ["kernels/llr/s000", "kernels/llr/vdotr", "kernels/sc/dense_linear_algebra/gemm"]

pytest.importorskip("yaml")
if shutil.which("gcc") is None:
    pytest.skip("gcc is needed", allow_module_level=True)


def lint(*paths):
    return subprocess.run([sys.executable, LINT, *paths], capture_output=True, text=True, cwd=TOP, timeout=600)


def test_judge_kernels_pass_the_lint():
    p = lint(*[os.path.join(TOP, k) for k in JUDGE_KERNELS])
    assert p.returncode == 0, p.stdout + p.stderr
    assert "3 of 3 kernels pass" in p.stdout


def test_judge_kernel_prototypes_are_the_issue_9_signatures():
    sys.path.insert(0, os.path.join(TOP, "bindings", "python"))
    import hpcabench as hb
    protos = {k: hb.Manifest(os.path.join(TOP, k)).prototype("f64") for k in JUDGE_KERNELS}
    assert protos["kernels/llr/s000"] == \
        "void s000(double *restrict a, const double *restrict b, int64_t LEN_1D);"
    assert protos["kernels/llr/vdotr"] == \
        "void vdotr(const double *restrict a, const double *restrict b, double *restrict dot, int64_t LEN_1D);"
    assert protos["kernels/sc/dense_linear_algebra/gemm"] == (
        "void gemm(double *restrict C, const double *restrict A, const double *restrict B, int64_t NI, "
        "int64_t NJ, int64_t NK, double alpha, double beta);")


def copy_kernel(tmp_path, kernel):
    dst = tmp_path / os.path.basename(kernel)
    shutil.copytree(os.path.join(TOP, kernel), dst)
    return dst


def test_out_of_bounds_reference_fails_the_lint(tmp_path):
    k = copy_kernel(tmp_path, "kernels/llr/s000")
    src = (k / "reference.c").read_text().replace("i < LEN_1D", "i <= LEN_1D")
    (k / "reference.c").write_text(src)
    p = lint(str(k))
    assert p.returncode == 1 and "heap-buffer-overflow" in p.stdout


def test_prototype_mismatch_fails_the_lint(tmp_path):
    k = copy_kernel(tmp_path, "kernels/llr/s000")
    src = (k / "reference.c").read_text().replace("const real_t *restrict b", "real_t *restrict b")
    (k / "reference.c").write_text(src)
    p = lint(str(k))
    assert p.returncode == 1 and "conflicting types" in p.stdout


def test_unknown_manifest_key_fails_the_lint(tmp_path):
    k = copy_kernel(tmp_path, "kernels/llr/vdotr")
    (k / "kernel.yaml").write_text((k / "kernel.yaml").read_text() + "tolerance: 1e-3\n")
    p = lint(str(k))
    assert p.returncode == 1 and "unknown key" in p.stdout


def test_args_must_name_every_array_size_and_param_once(tmp_path):
    k = copy_kernel(tmp_path, "kernels/llr/vdotr")
    (k / "kernel.yaml").write_text((k / "kernel.yaml").read_text().replace("args: [a, b, dot, LEN_1D]",
                                                                           "args: [a, b, LEN_1D]"))
    p = lint(str(k))
    assert p.returncode == 1 and "kernel.yaml:" in p.stdout and "args: array 'dot' is missing" in p.stdout


def test_reference_writing_an_input_fails_the_lint(tmp_path):
    k = copy_kernel(tmp_path, "kernels/llr/vdotr")
    src = (k / "reference.c").read_text().replace("dot[0] = d;", "dot[0] = d;\n  ((real_t *)a)[0] = 0;")
    (k / "reference.c").write_text(src)
    p = lint(str(k))
    assert p.returncode == 1 and "input a changed" in p.stdout


def test_constraints_that_random_draws_rarely_meet_fail_the_lint(tmp_path):
    k = copy_kernel(tmp_path, "kernels/llr/vdotr")
    text = (k / "kernel.yaml").read_text().replace("args:", 'constraints: ["LEN_1D % 1000 == 0"]\nargs:')
    (k / "kernel.yaml").write_text(text)
    p = lint(str(k))
    assert p.returncode == 1 and "size draw" in p.stdout and "LEN_1D % 1000 == 0" in p.stdout


def test_arrays_over_4_gib_at_the_top_of_the_range_fail_the_lint(tmp_path):
    k = copy_kernel(tmp_path, "kernels/llr/vdotr")
    text = (k / "kernel.yaml").read_text().replace("range: [1000, 4000000]", "range: [1000, 400000000]")
    (k / "kernel.yaml").write_text(text)
    p = lint(str(k))
    assert p.returncode == 1 and "GiB" in p.stdout


def test_custom_initializer_runs_in_the_harness_and_its_failure_is_reported(tmp_path):
    k = copy_kernel(tmp_path, "kernels/sc/dense_linear_algebra/durbin")
    p = lint(str(k))
    assert p.returncode == 0, p.stdout + p.stderr
    src = (k / "reference.c").read_text().replace("  return 0;\n}", "  return 1;\n}")
    (k / "reference.c").write_text(src)
    p = lint(str(k))
    assert p.returncode == 1 and "custom initializer 'durbin_init_r' returned 1" in p.stdout


def test_custom_initializer_runs_in_the_lint_harness(tmp_path):
    k = copy_kernel(tmp_path, "kernels/llr/s442")
    assert lint(str(k)).returncode == 0
    src = (k / "reference.c").read_text().replace("indx[i] = (int32_t)((i + 1) % 4 + 1);", "indx[i + 1] = 2;")
    (k / "reference.c").write_text(src)
    p = lint(str(k))
    assert p.returncode == 1 and "heap-buffer-overflow" in p.stdout


def load_lint_module():
    import importlib.util

    spec = importlib.util.spec_from_file_location("corpus_lint", LINT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_a_corpus_kernel_without_spec_or_fortran_reference_fails_the_lint(tmp_path):
    mod = load_lint_module()
    k = copy_kernel(tmp_path, "kernels/llr/s000")
    mod.check_statements_present(str(k))
    (k / "reference.f90").unlink()
    with pytest.raises(mod.LintError, match="missing reference.f90"):
        mod.check_statements_present(str(k))


def test_every_corpus_kernel_holds_its_spec_and_fortran_reference():
    from pathlib import Path

    missing = [str(y.parent.relative_to(TOP)) for y in sorted(Path(TOP, "kernels").rglob("kernel.yaml"))
               if not (y.parent / "spec.py").is_file() or not (y.parent / "reference.f90").is_file()]
    assert not missing, f"{len(missing)} kernels lack spec.py or reference.f90: {' '.join(missing[:20])}"
