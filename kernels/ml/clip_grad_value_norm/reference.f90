! clip_grad_value_norm: torch.nn.utils.clip_grad_value_ followed by the norm a training loop logs:
! g(i) = min(max(g(i), -cv), cv) in place, then norm(1) = sqrt(sum g(i)^2) over the clipped values, in order.
subroutine clip_grad_value_norm(g, norm, N, cv) bind(c, name="clip_grad_value_norm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: cv
  real(rk), intent(inout) :: g(N)
  real(rk), intent(out) :: norm(1)
  integer(c_int64_t) :: i
  real(ak) :: c, v, s

  c = real(cv, ak)
  s = 0
  do i = 1, N
    v = real(g(i), ak)
    if (v > c) then
      v = c
    else if (v < -c) then
      v = -c
    end if
    g(i) = real(v, rk)
    s = s + v * v
  end do
  norm(1) = real(sqrt(s), rk)
end subroutine clip_grad_value_norm
