! gesummv: PolyBench gesummv: tmp = A * x; y = alpha * tmp + beta * B * x (row-major)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine gesummv(A, B, tmp, x, y, N, alpha, beta) bind(c, name="gesummv")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: A(0:*)
  real(rk), intent(in) :: B(0:*)
  real(rk), intent(out) :: tmp(0:*)
  real(rk), intent(in) :: x(0:*)
  real(rk), intent(out) :: y(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: alpha
  real(rk), value, intent(in) :: beta
  integer(c_int64_t) :: i
  real(rk) :: t
  real(rk) :: s
  integer(c_int64_t) :: j

  do i = 0, N - 1
    t = real(0, rk)
    s = real(0, rk)
    do j = 0, N - 1
      t = real(((A(((i * N) + j)) * x(j)) + t), rk)
      s = real(((B(((i * N) + j)) * x(j)) + s), rk)
    end do
    tmp(i) = real(t, rk)
    y(i) = real(((alpha * t) + (beta * s)), rk)
  end do
end subroutine gesummv
