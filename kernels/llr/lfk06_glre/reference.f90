! lfk06_glre: LFK 6: general linear recurrence equations w[i] = 0.01 + sum_k b[k][i] * w[i-k-1]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk06_glre(w, b, n) bind(c, name="lfk06_glre")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: w(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t) :: i
  integer(c_int64_t) :: k

  do i = 1, n - 1
    w(i) = real(real(0.01_c_double, rk), rk)
    do k = 0, i - 1
      w(i) = real((w(i) + (b(((k * n) + i)) * w(((i - k) - 1)))), rk)
    end do
  end do
end subroutine lfk06_glre
