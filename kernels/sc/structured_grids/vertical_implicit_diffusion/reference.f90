! vertical_implicit_diffusion: one backward-Euler step of d phi/dt = d/dz (K d phi/dz) per column
! (zero flux at the top, surface flux into the bottom layer) by the Thomas algorithm vectorised across
! the columns (cp kept in flux), then the interface fluxes kdiff (phi[k] - phi[k+1]) / dzi.
subroutine vertical_implicit_diffusion(phi, flux, kdiff, dz, sflux, NZ, NCOL, NI, dt) &
    bind(c, name="vertical_implicit_diffusion")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NZ, NCOL, NI
  real(rk), value, intent(in) :: dt
  real(rk), intent(inout) :: phi(0:NCOL - 1, 0:NZ - 1)
  real(rk), intent(out) :: flux(0:NCOL - 1, 0:NI - 1)
  real(rk), intent(in) :: kdiff(0:NCOL - 1, 0:NI - 1), dz(0:NZ - 1), sflux(0:NCOL - 1)
  integer(c_int64_t) :: k, c, km, kp
  real(rk) :: dzu, dzd, up, dn, rhs, bet

  do k = 0, NZ - 1
    km = max(k - 1, 0_c_int64_t)
    kp = min(k + 1, NZ - 1)
    dzu = 1
    dzd = 1
    if (k > 0) dzu = 0.5_rk * (dz(km) + dz(k))
    if (k < NZ - 1) dzd = 0.5_rk * (dz(k) + dz(kp))
    do c = 0, NCOL - 1
      up = 0
      dn = 0
      if (k > 0) up = dt * kdiff(c, km) / (dz(k) * dzu)
      if (k < NZ - 1) dn = dt * kdiff(c, k) / (dz(k) * dzd)
      rhs = phi(c, k)
      if (k == NZ - 1) rhs = rhs + dt * sflux(c) / dz(k)
      bet = 1 + up + dn
      if (k > 0) then
        bet = bet + up * flux(c, km)
        rhs = rhs + up * phi(c, km)
      end if
      phi(c, k) = rhs / bet
      if (k < NZ - 1) flux(c, k) = -dn / bet
    end do
  end do
  do k = NZ - 2, 0, -1
    do c = 0, NCOL - 1
      phi(c, k) = phi(c, k) - flux(c, k) * phi(c, k + 1)
    end do
  end do
  do k = 0, NZ - 2
    dzd = 0.5_rk * (dz(k) + dz(k + 1))
    do c = 0, NCOL - 1
      flux(c, k) = kdiff(c, k) * (phi(c, k) - phi(c, k + 1)) / dzd
    end do
  end do
end subroutine vertical_implicit_diffusion
