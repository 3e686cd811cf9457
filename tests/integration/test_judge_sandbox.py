"""hpcab-judge against the holes of issue 15 that are not a candidate's run-time behaviour (those are
zoo candidates, tests/zoo and test_judge_zoo.py): what the compiler may read and what a report may
show, the compiler's limits, the judge's children when the judge is interrupted or killed, a worker
killed from outside, and the source checks of Fortran and shared-object candidates."""
import subprocess

import pytest

from judgelib import ROOT, SMALL, judge_exe

FORTRAN_KERNEL = """\
subroutine kernel(a, b, n) bind(c)
  use iso_c_binding
  integer(c_int64_t), value :: n
  real(c_double), intent(out) :: a(n)
  real(c_double), intent(in) :: b(n)
  a = b + 1.0d0
end subroutine kernel
"""


def test_fortran_bind_c_raises_no_network_flag(judge, tmp_path):
    src = tmp_path / "kernel.f90"
    src.write_text(FORTRAN_KERNEL)
    rc, v = judge.grade_json("zoo", src, *SMALL)
    assert (rc, v["status"]) == (0, "ok"), v["reason"]
    assert [f for f in v["flags"] if f["category"] == "network"] == []


S000_WRONG_ABOVE_1_5M = """\
#include "hpcab/kernel.h"
void s000(real_t *restrict a, const real_t *restrict b, int64_t n)
{
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + (n > 1500000 ? 2 : 1);
}
"""


def test_correctness_covers_the_top_of_the_declared_range(judge, tmp_path):
    """s000 declares LEN_1D up to 4 000 000; a candidate wrong only above 1.5 M escaped the random
    correctness draws and the three timed inputs. The top corner of the ranges is always checked."""
    src = tmp_path / "s000_big_wrong.c"
    src.write_text(S000_WRONG_ABOVE_1_5M)
    rc, v = judge.grade_json("s000", src, *SMALL)
    assert (rc, v["status"]) == (1, "incorrect"), v["reason"]
    assert "top of the declared ranges (LEN_1D=4000000)" in v["reason"]
    assert v["top_sizes"] == "LEN_1D=4000000" and v["top_capped"] is False


def test_top_corner_beyond_the_footprint_cap_is_the_largest_that_fits_and_the_report_says_so(judge, tmp_path):
    """gemm's declared maxima fit; a kernel whose maxima exceed the correctness footprint cap is
    checked at the largest sizes that fit, and the report says so."""
    kdir = tmp_path / "big"
    kdir.mkdir()
    (kdir / "kernel.yaml").write_text(
        "name: big\ntrack: llr\nsymbol: kernel\nprecisions: [f64]\n"
        "sizes:\n  N: {range: [16, 20000], test: 16}\n"
        "arrays:\n  a: {dtype: real, shape: [N, N], intent: out}\n  b: {dtype: real, shape: [N, N], intent: in}\n"
        "args: [a, b, N]\ncost: {bytes: \"16 * N * N\", flops: \"N * N\"}\nreference: reference.c\n")
    (kdir / "reference.c").write_text(
        '#include "hpcab/kernel.h"\n'
        "void kernel(real_t *restrict a, const real_t *restrict b, int64_t n)\n"
        "{\n  for (int64_t i = 0; i < n * n; i++) a[i] = b[i] + 1;\n}\n")
    r = judge.run("grade", kdir, kdir / "reference.c", "--check-only", "--draws", "1")
    assert r.returncode == 0, r.stdout + r.stderr
    top = [ln for ln in r.stdout.splitlines() if ln.startswith("top ")]
    assert len(top) == 1 and "footprint cap" in top[0] and "largest sizes that fit" in top[0], r.stdout
    n = int(top[0].split("N=")[1].split()[0])
    assert 16 * n * n <= 256 << 20 < 16 * (n + 1) * (n + 1)


def test_a_cost_that_cannot_be_evaluated_at_a_timed_size_ends_the_grade(judge, tmp_path):
    """The roofline check is never switched off silently: a cost expression that overflows at the
    timed sizes (here one that is fine at the test sizes and at the top of the range, so the manifest
    loads) is a manifest error, exit 2, not an unchecked grade."""
    kdir = tmp_path / "cost"
    kdir.mkdir()
    (kdir / "kernel.yaml").write_text(
        "name: cost\ntrack: llr\nsymbol: kernel\nprecisions: [f64]\n"
        "sizes:\n  LEN_1D: {range: [1000, 4096], test: 4095}\n"
        "arrays:\n  a: {dtype: real, shape: [LEN_1D], intent: out}\n  b: {dtype: real, shape: [LEN_1D], intent: in}\n"
        "args: [a, b, LEN_1D]\ncost: {bytes: \"(4096 - LEN_1D) ** 8 * 16\", flops: \"LEN_1D\"}\n"
        "reference: reference.c\n")
    (kdir / "reference.c").write_text((ROOT / "tests/zoo/kernel/reference.c").read_text())
    r = judge.run("grade", kdir, ROOT / "tests/zoo/reference.c", *SMALL, "--json")
    assert r.returncode == 2, r.stdout
    assert "roofline check cannot be applied" in r.stderr and "cost.bytes" in r.stderr, r.stderr


def test_check_manifest_rejects_a_cost_that_overflows_at_the_top_of_the_range(tmp_path):
    kdir = tmp_path / "k"
    kdir.mkdir()
    (kdir / "kernel.yaml").write_text(
        (ROOT / "kernels/llr/s000/kernel.yaml").read_text().replace('bytes: "8 * LEN_1D + 8 * LEN_1D"',
                                                                    'bytes: "LEN_1D ** 40"'))
    (kdir / "reference.c").write_text((ROOT / "kernels/llr/s000/reference.c").read_text())
    r = subprocess.run([str(judge_exe()), "check-manifest", str(kdir)], capture_output=True, text=True)
    assert r.returncode == 2 and "cost.bytes fails at" in r.stderr and "overflow" in r.stderr, r.stderr


def test_a_hidden_change_of_the_fp_environment_is_rejected_with_a_refused_fp_env_flag(judge):
    rc, v = judge.grade_json("zoo", ROOT / "tests/zoo/fp_round_hidden.c", *SMALL)
    assert (rc, v["status"]) == (1, "rejected"), v["reason"]
    assert [(f["category"], f["refused"]) for f in v["flags"]] == [("fp-env", True)]
    assert "the rounding mode" in v["flags"][0]["message"]


def test_an_fp_environment_intrinsic_is_refused_before_anything_runs(judge):
    rc, v = judge.grade_json("zoo", ROOT / "tests/zoo/fp_ftz.c", *SMALL)
    assert (rc, v["status"]) == (1, "rejected"), v["reason"]
    assert ("fp-env", True) in [(f["category"], f["refused"]) for f in v["flags"]]
    assert v["guards"] == "", "nothing ran"
