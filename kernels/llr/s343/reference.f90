! s343: pack a 2-d array into one dimension
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s343(flat, aa, bb, LEN_2D) bind(c, name="s343")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: flat(0:*)
  real(rk), intent(in) :: aa(0:*)
  real(rk), intent(in) :: bb(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  k = int((-1), c_int64_t)
  do i = 0, LEN_2D - 1
    do j = 0, LEN_2D - 1
      if ((bb(((j * LEN_2D) + i)) > real(0.0_c_double, rk))) then
        k = k + 1
        flat(k) = real(aa(((j * LEN_2D) + i)), rk)
      end if
    end do
  end do
end subroutine s343
