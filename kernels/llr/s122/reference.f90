! s122: a[i] += b[LEN_1D - k], variable bounds and stride
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s122(a, b, LEN_1D, n1, n3) bind(c, name="s122")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: n1
  integer(c_int64_t), value, intent(in) :: n3
  integer(c_int64_t) :: j
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i

  j = int(1, c_int64_t)
  k = int(0, c_int64_t)
  do i = (n1 - 1), LEN_1D - 1, n3
    k = int((k + j), c_int64_t)
    a(i) = real((a(i) + b((LEN_1D - k))), rk)
  end do
end subroutine s122
