! silu: SiLU (swish) y = x / (1 + exp(-x)).
subroutine silu(Y, X, N) bind(c, name="silu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: x1

  do i = 1, N
    x1 = real(X(i), ak)
    Y(i) = real(x1 / (1 + exp(-x1)), rk)
  end do
end subroutine silu
