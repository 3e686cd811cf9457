! s132: aa[j][i] = aa[k][i-1] + b[i] * c[1], ambiguous subscripts
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s132(aa, b, c, LEN_2D) bind(c, name="s132")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: aa(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: m
  integer(c_int64_t) :: j
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i

  m = int(0, c_int64_t)
  j = int(m, c_int64_t)
  k = int((m + 1), c_int64_t)
  do i = 1, LEN_2D - 1
    aa(((j * LEN_2D) + i)) = real((aa(((k * LEN_2D) + (i - 1))) + (b(i) * c(1))), rk)
  end do
end subroutine s132
