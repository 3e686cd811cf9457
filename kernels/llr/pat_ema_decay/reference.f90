! pat_ema_decay: exponential moving average with per-element decay, s = d[i] * s + (1 - d[i]) * x[i].
! Arrays are 0-based, indexed as in the C reference.
subroutine pat_ema_decay(d, x, y, N) bind(c, name="pat_ema_decay")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(in) :: d(0:N - 1)
  real(rk), intent(in) :: x(0:N - 1)
  real(rk), intent(out) :: y(0:N - 1)
  integer(c_int64_t) :: i
  real(rk) :: s

  s = 0.0_rk
  do i = 0, N - 1
    s = d(i) * s + (1.0_rk - d(i)) * x(i)
    y(i) = s
  end do
end subroutine pat_ema_decay
