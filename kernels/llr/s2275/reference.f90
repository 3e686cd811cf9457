! s2275: loop distribution is needed to be able to interchange
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s2275(aa, bb, cc, a, b, c, d, LEN_2D) bind(c, name="s2275")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: aa(0:*)
  real(rk), intent(in) :: bb(0:*)
  real(rk), intent(in) :: cc(0:*)
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do i = 0, LEN_2D - 1
    do j = 0, LEN_2D - 1
      aa(((j * LEN_2D) + i)) = real((aa(((j * LEN_2D) + i)) + (bb(((j * LEN_2D) + i)) * cc(((j * LEN_2D) + i)))), rk)
    end do
    a(i) = real((b(i) + (c(i) * d(i))), rk)
  end do
end subroutine s2275
