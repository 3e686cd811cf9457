! lion: Lion step: p *= 1 - lr wd; p -= lr sign(beta1 m + (1 - beta1) g); m = beta2 m + (1 - beta2) g.
subroutine lion(p, m, g, N, lr, beta1, beta2, wd) bind(c, name="lion")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: lr, beta1, beta2, wd
  real(rk), intent(inout) :: p(0:N - 1)
  real(rk), intent(inout) :: m(0:N - 1)
  real(rk), intent(in) :: g(0:N - 1)
  integer(c_int64_t) :: i
  real(ak) :: b1, b2, a, gi, mi, c, sgn

  b1 = real(beta1, ak)
  b2 = real(beta2, ak)
  a = real(lr, ak)
  do i = 0, N - 1
    gi = real(g(i), ak)
    mi = real(m(i), ak)
    c = b1 * mi + (1 - b1) * gi
    if (c > 0) then
      sgn = 1
    else if (c < 0) then
      sgn = -1
    else
      sgn = 0
    end if
    p(i) = real(real(p(i), ak) * (1 - a * real(wd, ak)) - a * sgn, rk)
    m(i) = real(b2 * mi + (1 - b2) * gi, rk)
  end do
end subroutine lion
