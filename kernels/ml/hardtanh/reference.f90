! hardtanh: torch.nn.Hardtanh, elementwise y = min_val for x < min_val, max_val for x > max_val, else x.
subroutine hardtanh(Y, X, N, min_val, max_val) bind(c, name="hardtanh")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: min_val, max_val
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int64_t) :: i

  do i = 1, N
    if (X(i) < min_val) then
      Y(i) = min_val
    else if (X(i) > max_val) then
      Y(i) = max_val
    else
      Y(i) = X(i)
    end if
  end do
end subroutine hardtanh
