! lfk22_planck: LFK 22: Planckian distribution w[k] = x[k] / (exp(u[k] / v[k]) - 1)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk22_planck(u, v, x, y, w, n) bind(c, name="lfk22_planck")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: u(0:*)
  real(rk), intent(in) :: v(0:*)
  real(rk), intent(in) :: x(0:*)
  real(rk), intent(out) :: y(0:*)
  real(rk), intent(out) :: w(0:*)
  integer(c_int64_t), value, intent(in) :: n
  real(rk) :: expmax
  integer(c_int64_t) :: k

  expmax = real(real(20.0_c_double, rk), rk)
  u((n - 1)) = real(((real(0.99_c_double, rk) * expmax) * v((n - 1))), rk)
  do k = 0, n - 1
    y(k) = real((u(k) / v(k)), rk)
    w(k) = real((x(k) / (exp(y(k)) - real(1.0_c_double, rk))), rk)
  end do
end subroutine lfk22_planck
