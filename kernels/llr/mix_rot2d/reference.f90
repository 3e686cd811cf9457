! mix_rot2d: rotate (x(i), y(i)) by the angle t(i): xo = c x - s y, yo = s x + c y.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_rot2d(x, y, t, xo, yo, LEN_1D) bind(c, name="mix_rot2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  real(rk), intent(in) :: y(0:LEN_1D - 1)
  real(rk), intent(in) :: t(0:LEN_1D - 1)
  real(rk), intent(out) :: xo(0:LEN_1D - 1)
  real(rk), intent(out) :: yo(0:LEN_1D - 1)
  real(rk) :: c, s
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    c = cos(t(i))
    s = sin(t(i))
    xo(i) = c * x(i) - s * y(i)
    yo(i) = s * x(i) + c * y(i)
  end do
end subroutine mix_rot2d
