! s275: if around inner loop, interchanging needed
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s275(aa, bb, cc, LEN_2D) bind(c, name="s275")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: aa(0:*)
  real(rk), intent(in) :: bb(0:*)
  real(rk), intent(in) :: cc(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do i = 0, LEN_2D - 1
    if ((aa(((0 * LEN_2D) + i)) > real(0.0_c_double, rk))) then
      do j = 1, LEN_2D - 1
        aa(((j * LEN_2D) + i)) = real((aa((((j - 1) * LEN_2D) + i)) + (bb(((j * LEN_2D) + i)) * cc(((j * LEN_2D) + i)))), rk)
      end do
    end if
  end do
end subroutine s275
