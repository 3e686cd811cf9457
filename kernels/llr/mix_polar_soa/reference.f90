! mix_polar_soa: r(i) = hypot(x(i), y(i)), t(i) = atan2(y(i), x(i)).
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_polar_soa(x, y, r, t, LEN_1D) bind(c, name="mix_polar_soa")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  real(rk), intent(in) :: y(0:LEN_1D - 1)
  real(rk), intent(out) :: r(0:LEN_1D - 1)
  real(rk), intent(out) :: t(0:LEN_1D - 1)
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    r(i) = hypot(x(i), y(i))
    t(i) = atan2(y(i), x(i))
  end do
end subroutine mix_polar_soa
