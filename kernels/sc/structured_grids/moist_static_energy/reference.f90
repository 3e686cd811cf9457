! moist_static_energy: per column, interface pressures from ptop and dp (kept in zf), the hydrostatic
! full-level geopotential (CAM's form, virtual temperature, integrated up from phis), the moist static
! energy h = cp T + zf + Lv q and hint = sum h dp / g (bottom up).
subroutine moist_static_energy(zf, h, hint, T, q, dp, phis, NCOL, NLEV, ptop) bind(c, name="moist_static_energy")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NCOL, NLEV
  real(rk), value, intent(in) :: ptop
  real(rk), intent(out) :: zf(0:NLEV - 1, 0:NCOL - 1), h(0:NLEV - 1, 0:NCOL - 1), hint(0:NCOL - 1)
  real(rk), intent(in), dimension(0:NLEV - 1, 0:NCOL - 1) :: T, q, dp
  real(rk), intent(in) :: phis(0:NCOL - 1)
  real(rk), parameter :: rd = 287.04_rk, cp = 1004.64_rk, lv = 2.501e6_rk, grav = 9.80616_rk
  integer(c_int64_t) :: c, k
  real(rk) :: p, phi, s, pb, pt, tv, l

  do c = 0, NCOL - 1
    p = ptop
    do k = 0, NLEV - 1
      p = p + dp(k, c)
      zf(k, c) = p
    end do
    phi = phis(c)
    s = 0
    do k = NLEV - 1, 0, -1
      pb = zf(k, c)
      pt = ptop
      if (k > 0) pt = zf(max(k - 1, 0_c_int64_t), c)
      tv = T(k, c) * (1 + 0.608_rk * q(k, c))
      l = log(pb / pt)
      zf(k, c) = phi + rd * tv * (1 - pt * l / dp(k, c))
      phi = phi + rd * tv * l
      h(k, c) = cp * T(k, c) + zf(k, c) + lv * q(k, c)
      s = s + h(k, c) * dp(k, c)
    end do
    hint(c) = s / grav
  end do
end subroutine moist_static_energy
