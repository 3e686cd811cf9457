! leaky_relu: leaky ReLU, Y = x if x > 0 else slope x.
subroutine leaky_relu(Y, X, N, slope) bind(c, name="leaky_relu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: slope
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: xv

  do i = 1, N
    xv = real(X(i), ak)
    if (xv > 0) then
      Y(i) = real(xv, rk)
    else
      Y(i) = real(xv * real(slope, ak), rk)
    end if
  end do
end subroutine leaky_relu
