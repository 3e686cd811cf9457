! s332: first value greater than threshold t
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s332(a, index, value, LEN_1D, t) bind(c, name="s332")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  integer(c_int64_t), intent(out) :: index(0:*)
  real(rk), intent(out) :: value(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: t
  integer(c_int64_t) :: idx
  real(rk) :: v
  integer(c_int64_t) :: i

  idx = int((-2), c_int64_t)
  v = real((-1.0_c_double), rk)
  do i = 0, LEN_1D - 1
    if ((a(i) > t)) then
      idx = int(i, c_int64_t)
      v = real(a(i), rk)
      exit
    end if
  end do
  index(0) = int(idx, c_int64_t)
  value(0) = real(v, rk)
end subroutine s332
