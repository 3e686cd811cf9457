! mvt: PolyBench mvt: x1 = x1 + A * y_1; x2 = x2 + A^T * y_2 (row-major)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine mvt(x1, x2, y_1, y_2, A, N) bind(c, name="mvt")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: x1(0:*)
  real(rk), intent(inout) :: x2(0:*)
  real(rk), intent(in) :: y_1(0:*)
  real(rk), intent(in) :: y_2(0:*)
  real(rk), intent(in) :: A(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t) :: i
  real(rk) :: s
  integer(c_int64_t) :: j

  do i = 0, N - 1
    s = real(x1(i), rk)
    do j = 0, N - 1
      s = real((s + (A(((i * N) + j)) * y_1(j))), rk)
    end do
    x1(i) = real(s, rk)
  end do
  do i = 0, N - 1
    s = real(x2(i), rk)
    do j = 0, N - 1
      s = real((s + (A(((j * N) + i)) * y_2(j))), rk)
    end do
    x2(i) = real(s, rk)
  end do
end subroutine mvt
