! hardsigmoid: y = min(max(x + 3, 0), 6) / 6, elementwise in the accumulation kind.
subroutine hardsigmoid(Y, X, N) bind(c, name="hardsigmoid")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: t

  do i = 1, N
    t = min(max(real(X(i), ak) + 3, 0.0_ak), 6.0_ak)
    Y(i) = real(t / 6, rk)
  end do
end subroutine hardsigmoid
