! s176: convolution a[i] += b[i+m-j-1] * c[j]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s176(a, b, c, LEN_1D) bind(c, name="s176")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: m
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i

  m = int((LEN_1D / 2), c_int64_t)
  do j = 0, (LEN_1D / 2) - 1
    do i = 0, m - 1
      a(i) = real((a(i) + (b((((i + m) - j) - 1)) * c(j))), rk)
    end do
  end do
end subroutine s176
