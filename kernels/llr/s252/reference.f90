! s252: loop with ambiguous scalar temporary
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s252(a, b, c, LEN_1D) bind(c, name="s252")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: t
  integer(c_int64_t) :: i
  real(rk) :: s

  t = real(real(0.0_c_double, rk), rk)
  do i = 0, LEN_1D - 1
    s = real((b(i) * c(i)), rk)
    a(i) = real((s + t), rk)
    t = real(s, rk)
  end do
end subroutine s252
