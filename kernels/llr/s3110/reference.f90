! s3110: if to max with index reduction, 2 dimensions
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s3110(aa, xmax, imax, LEN_2D) bind(c, name="s3110")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: aa(0:*)
  real(rk), intent(out) :: xmax(0:*)
  integer(c_int64_t), intent(out) :: imax(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  real(rk) :: m
  integer(c_int64_t) :: xindex
  integer(c_int64_t) :: yindex
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  m = real(aa(((0 * LEN_2D) + 0)), rk)
  xindex = int(0, c_int64_t)
  yindex = int(0, c_int64_t)
  do i = 0, LEN_2D - 1
    do j = 0, LEN_2D - 1
      if ((aa(((i * LEN_2D) + j)) > m)) then
        m = real(aa(((i * LEN_2D) + j)), rk)
        xindex = int(i, c_int64_t)
        yindex = int(j, c_int64_t)
      end if
    end do
  end do
  xmax(0) = real(m, rk)
  imax(0) = int(xindex, c_int64_t)
  imax(1) = int(yindex, c_int64_t)
end subroutine s3110
