"""hpcab-judge check-manifest and signature (lib/DESIGN.md §11): exit codes and output."""
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("HPCABENCH_BUILD", ROOT / "build"))
JUDGE = BUILD / "tools" / "hpcab-judge"
GOOD = ROOT / "tests" / "manifests" / "good"

pytestmark = pytest.mark.skipif(not JUDGE.exists(), reason="hpcab-judge is not built")


def run(*args):
    return subprocess.run([str(JUDGE), *map(str, args)], capture_output=True, text=True, timeout=60)


def test_check_manifest_exits_0_when_every_manifest_is_valid():
    r = run("check-manifest", GOOD / "axpy", GOOD / "gemm", GOOD / "spmv")
    assert r.returncode == 0, r.stderr
    # it says what it checked: the manifest only, and where the rest is checked
    assert r.stdout.count(": manifest ok (the reference was not built: `hpcab-judge validate ") == 3


def test_check_manifest_exits_2_with_one_line_per_problem(tmp_path):
    (tmp_path / "kernel.yaml").write_text(
        "name: x\ntrack: llr\nsymbol: x\nsizes: {N: {range: [1, 9], tset: 2}}\n"
        "arrays: {a: {shape: [N], intnt: out}}\nargs: [a, N]\nreference: reference.c\n")
    r = run("check-manifest", GOOD / "axpy", tmp_path)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    path = f"{tmp_path}/kernel.yaml"
    assert lines == [
        f"{path}:4:28: unknown key 'tset' in size 'N' (did you mean 'test'?)",
        f"{path}:5:26: unknown key 'intnt' in array 'a' (did you mean 'intent'?)",
        f"{path}:5:13: array 'a' needs an intent (in, out or inout)",
        f"{path}:7:12: reference file 'reference.c' does not exist",
    ]


def test_check_manifest_without_arguments_is_a_usage_error():
    assert run("check-manifest").returncode == 2


def test_signature_prints_the_prototype_for_the_precision():
    r = run("signature", GOOD / "axpy", "--precision", "f32")
    assert r.returncode == 0
    assert r.stdout == ("void axpy(float *restrict y, const float *restrict x, const int32_t *restrict ip, "
                        "int64_t LEN_1D, float alpha);\n")
    r = run("signature", GOOD / "axpy")
    assert r.stdout.startswith("void axpy(double *restrict y,")


def test_signature_refuses_a_precision_the_kernel_lacks():
    r = run("signature", GOOD / "spmv", "--precision=f32")
    assert r.returncode == 2
    assert "no precision 'f32'" in r.stderr


def test_signature_prototype_compiles_against_the_reference(tmp_path):
    for kernel, prec in (("axpy", "F32"), ("gemm", "BF16"), ("spmv", "F64")):
        proto = run("signature", GOOD / kernel, "--precision", prec.lower()).stdout
        header = tmp_path / f"{kernel}.h"
        header.write_text("#include <stdint.h>\n#include <stdbool.h>\n" + proto)
        r = subprocess.run(["cc", "-std=c17", "-Wall", "-Wextra", "-Werror", "-c", "-o", os.devnull,
                            f"-I{ROOT / 'include'}", f"-DHPCAB_PREC_{prec}", "-include", str(header),
                            str(GOOD / kernel / "reference.c")], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
