! atax: PolyBench atax: tmp = A * x; y = A^T * tmp (A is M x N, row-major)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine atax(A, x, y, tmp, M, N) bind(c, name="atax")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: A(0:*)
  real(rk), intent(in) :: x(0:*)
  real(rk), intent(out) :: y(0:*)
  real(rk), intent(out) :: tmp(0:*)
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i
  real(rk) :: s

  do j = 0, N - 1
    y(j) = real(0, rk)
  end do
  do i = 0, M - 1
    s = real(0, rk)
    do j = 0, N - 1
      s = real((s + (A(((i * N) + j)) * x(j))), rk)
    end do
    tmp(i) = real(s, rk)
    do j = 0, N - 1
      y(j) = real((y(j) + (A(((i * N) + j)) * s)), rk)
    end do
  end do
end subroutine atax
