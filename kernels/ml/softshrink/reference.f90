! softshrink: torch.nn.Softshrink, elementwise y = x - lambd for x > lambd, x + lambd for x < -lambd, else 0.
subroutine softshrink(Y, X, N, lambd) bind(c, name="softshrink")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: lambd
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i
  real(ak) :: l, x1

  l = real(lambd, ak)
  do i = 1, N
    x1 = real(X(i), ak)
    if (x1 > l) then
      Y(i) = real(x1 - l, rk)
    else if (x1 < -l) then
      Y(i) = real(x1 + l, rk)
    else
      Y(i) = 0.0_rk
    end if
  end do
end subroutine softshrink
