! gemver: PolyBench gemver: A += u1 v1^T + u2 v2^T; x += beta A^T y + z; w += alpha A x
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine gemver(A, u1, v1, u2, v2, w, x, y, z, N, alpha, beta) bind(c, name="gemver")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: A(0:*)
  real(rk), intent(in) :: u1(0:*)
  real(rk), intent(in) :: v1(0:*)
  real(rk), intent(in) :: u2(0:*)
  real(rk), intent(in) :: v2(0:*)
  real(rk), intent(inout) :: w(0:*)
  real(rk), intent(inout) :: x(0:*)
  real(rk), intent(in) :: y(0:*)
  real(rk), intent(in) :: z(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: alpha
  real(rk), value, intent(in) :: beta
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  real(rk) :: s

  do i = 0, N - 1
    do j = 0, N - 1
      A(((i * N) + j)) = real(((A(((i * N) + j)) + (u1(i) * v1(j))) + (u2(i) * v2(j))), rk)
    end do
  end do
  do i = 0, N - 1
    s = real(x(i), rk)
    do j = 0, N - 1
      s = real((s + ((beta * A(((j * N) + i))) * y(j))), rk)
    end do
    x(i) = real(s, rk)
  end do
  do i = 0, N - 1
    x(i) = real((x(i) + z(i)), rk)
  end do
  do i = 0, N - 1
    s = real(w(i), rk)
    do j = 0, N - 1
      s = real((s + ((alpha * A(((i * N) + j))) * x(j))), rk)
    end do
    w(i) = real(s, rk)
  end do
end subroutine gemver
