! tanh_act: hyperbolic tangent activation, Y = tanh(X).
subroutine tanh_act(Y, X, N) bind(c, name="tanh_act")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i

  do i = 1, N
    Y(i) = real(tanh(real(X(i), ak)), rk)
  end do
end subroutine tanh_act
