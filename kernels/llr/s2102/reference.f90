! s2102: identity matrix
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s2102(aa, LEN_2D) bind(c, name="s2102")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: aa(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do i = 0, LEN_2D - 1
    do j = 0, LEN_2D - 1
      aa(((j * LEN_2D) + i)) = real(real(0.0_c_double, rk), rk)
    end do
    aa(((i * LEN_2D) + i)) = real(real(1.0_c_double, rk), rk)
  end do
end subroutine s2102
