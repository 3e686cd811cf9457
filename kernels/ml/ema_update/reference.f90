! ema_update: exponential moving average of weights, e = decay e + (1 - decay) p, in place.
subroutine ema_update(e, p, N, decay) bind(c, name="ema_update")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: decay
  real(rk), intent(inout) :: e(N)
  real(rk), intent(in) :: p(N)
  integer(c_int64_t) :: i
  real(ak) :: d

  d = real(decay, ak)
  do i = 1, N
    e(i) = real(d * real(e(i), ak) + (1 - d) * real(p(i), ak), rk)
  end do
end subroutine ema_update
