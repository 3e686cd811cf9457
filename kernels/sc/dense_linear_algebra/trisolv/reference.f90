! trisolv: PolyBench trisolv: forward substitution x = L^-1 b, L the lower triangle of a diagonally dominant matrix
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine trisolv(x, L, b, N) bind(c, name="trisolv")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: x(0:*)
  real(rk), intent(in) :: L(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t) :: i
  real(rk) :: s
  integer(c_int64_t) :: j

  do i = 0, N - 1
    s = real(b(i), rk)
    do j = 0, i - 1
      s = real((s - (L(((i * N) + j)) * x(j))), rk)
    end do
    x(i) = real((s / L(((i * N) + i))), rk)
  end do
end subroutine trisolv
