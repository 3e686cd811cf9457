! berendsen_thermostat: remove the centre-of-mass velocity, kinetic energy K and temperature
! T = 2 K / (3 N - 3), scale every velocity by lambda = sqrt(1 + dt_tau (T0 / T - 1)) clamped to
! [0.8, 1.25]; ekin = (K, lambda^2 K).
subroutine berendsen_thermostat(v, m, ekin, N, dt_tau, T0) bind(c, name="berendsen_thermostat")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: dt_tau, T0
  real(rk), intent(inout) :: v(0:2, 0:N - 1)
  real(rk), intent(in) :: m(0:N - 1)
  real(rk), intent(out) :: ekin(0:1)
  integer(c_int64_t) :: i
  real(ak) :: mt, px, py, pz, k2, ke, t, lam
  real(rk) :: cx, cy, cz, ux, uy, uz, l

  mt = 0
  px = 0
  py = 0
  pz = 0
  do i = 0, N - 1
    mt = mt + m(i)
    px = px + m(i) * v(0, i)
    py = py + m(i) * v(1, i)
    pz = pz + m(i) * v(2, i)
  end do
  cx = real(px / mt, rk)
  cy = real(py / mt, rk)
  cz = real(pz / mt, rk)
  k2 = 0
  do i = 0, N - 1
    ux = v(0, i) - cx
    uy = v(1, i) - cy
    uz = v(2, i) - cz
    v(0, i) = ux
    v(1, i) = uy
    v(2, i) = uz
    k2 = k2 + m(i) * (ux * ux + uy * uy + uz * uz)
  end do
  ke = 0.5_ak * k2
  t = 2 * ke / real(3 * N - 3, ak)
  lam = 1
  if (t > 0) lam = sqrt(1 + real(dt_tau, ak) * (real(T0, ak) / t - 1))
  lam = min(max(lam, 0.8_ak), 1.25_ak)
  l = real(lam, rk)
  v = v * l
  ekin(0) = real(ke, rk)
  ekin(1) = real(lam * lam * ke, rk)
end subroutine berendsen_thermostat
