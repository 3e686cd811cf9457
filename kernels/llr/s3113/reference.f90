! TSVC-2 s3113: maximum of absolute value of a.
subroutine s3113(a, xmax, LEN_1D) bind(c, name="s3113")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(in) :: a(LEN_1D)
  real(rk), intent(out) :: xmax(1)
  real(rk) :: m
  integer(c_int64_t) :: i

  m = abs(a(1))
  do i = 1, LEN_1D
    if (abs(a(i)) > m) m = abs(a(i))
  end do
  xmax(1) = m
end subroutine s3113
