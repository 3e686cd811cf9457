! s317: product reduction q *= 0.99, LEN_1D/2 times (closed form q = 0.99^n)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s317(result, LEN_1D) bind(c, name="s317")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: result(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: q
  integer(c_int64_t) :: i

  q = real(real(1.0_c_double, rk), rk)
  do i = 0, (LEN_1D / 2) - 1
    q = real((q * real(0.99_c_double, rk)), rk)
  end do
  result(0) = real(q, rk)
end subroutine s317
