! dist_norm2, serial: r(1) = sqrt(sum_i x(i)**2), accumulated in one chain.
subroutine dist_norm2(x, r, N) bind(c, name="dist_norm2")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(in) :: x(N)
  real(rk), intent(out) :: r(1)
  real(ak) :: s
  integer(c_int64_t) :: i

  s = 0
  do i = 1, N
    s = s + real(x(i), ak) * real(x(i), ak)
  end do
  r(1) = real(sqrt(s), rk)
end subroutine dist_norm2
