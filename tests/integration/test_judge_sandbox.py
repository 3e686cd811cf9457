"""hpcab-judge against the holes of issue 15 that are not a candidate's run-time behaviour (those are
zoo candidates, tests/zoo and test_judge_zoo.py): what the compiler may read and what a report may
show, the compiler's limits, the judge's children when the judge is interrupted or killed, a worker
killed from outside, and the source checks of Fortran and shared-object candidates."""
import pytest

from judgelib import SMALL

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
