! ludcmp: PolyBench ludcmp: A = L * U in place, then solve L y = b and U x = y
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine ludcmp(A, b, x, y, N) bind(c, name="ludcmp")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: A(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(out) :: x(0:*)
  real(rk), intent(out) :: y(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  real(rk) :: w
  integer(c_int64_t) :: k

  do i = 0, N - 1
    do j = 0, i - 1
      w = real(A(((i * N) + j)), rk)
      do k = 0, j - 1
        w = real((w - (A(((i * N) + k)) * A(((k * N) + j)))), rk)
      end do
      A(((i * N) + j)) = real((w / A(((j * N) + j))), rk)
    end do
    do j = i, N - 1
      w = real(A(((i * N) + j)), rk)
      do k = 0, i - 1
        w = real((w - (A(((i * N) + k)) * A(((k * N) + j)))), rk)
      end do
      A(((i * N) + j)) = real(w, rk)
    end do
  end do
  do i = 0, N - 1
    w = real(b(i), rk)
    do j = 0, i - 1
      w = real((w - (A(((i * N) + j)) * y(j))), rk)
    end do
    y(i) = real(w, rk)
  end do
  do i = (N - 1), 0, -1
    w = real(y(i), rk)
    do j = (i + 1), N - 1
      w = real((w - (A(((i * N) + j)) * x(j))), rk)
    end do
    x(i) = real((w / A(((i * N) + i))), rk)
  end do
end subroutine ludcmp
