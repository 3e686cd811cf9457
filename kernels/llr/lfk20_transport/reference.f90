! lfk20_transport: LFK 20: discrete ordinates transport: conditional recurrence on xx
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk20_transport(x, xx, y, g, z, u, v, w, vx, n, dk, s, t) bind(c, name="lfk20_transport")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: x(0:*)
  real(rk), intent(inout) :: xx(0:*)
  real(rk), intent(in) :: y(0:*)
  real(rk), intent(in) :: g(0:*)
  real(rk), intent(in) :: z(0:*)
  real(rk), intent(in) :: u(0:*)
  real(rk), intent(in) :: v(0:*)
  real(rk), intent(in) :: w(0:*)
  real(rk), intent(in) :: vx(0:*)
  integer(c_int64_t), value, intent(in) :: n
  real(rk), value, intent(in) :: dk
  real(rk), value, intent(in) :: s
  real(rk), value, intent(in) :: t
  real(rk) :: dw
  integer(c_int64_t) :: k
  real(rk) :: di
  real(rk) :: dn

  dw = real(real(0.2_c_double, rk), rk)
  do k = 0, n - 1
    di = real((y(k) - (g(k) / (xx(k) + dk))), rk)
    dn = real(dw, rk)
    if ((di /= real(0.0_c_double, rk))) then
      dn = real((z(k) / di), rk)
      if ((t < dn)) then
        dn = real(t, rk)
      end if
      if ((s > dn)) then
        dn = real(s, rk)
      end if
    end if
    x(k) = real(((((w(k) + (v(k) * dn)) * xx(k)) + u(k)) / (vx(k) + (v(k) * dn))), rk)
    xx((k + 1)) = real((((x(k) - xx(k)) * dn) + xx(k)), rk)
  end do
end subroutine lfk20_transport
