! sw_two_stream_adding: shortwave two-stream radiative transfer per column: Meador-Weaver layer
! reflectances and transmittances (PIFM gammas), then the adding method (up from the surface, then down).
subroutine sw_two_stream_adding(flux_up, flux_dn, flux_dn_dir, od, ssa, g, alb, NCOL, NLEV, NLEV1, mu0) &
    bind(c, name="sw_two_stream_adding")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NCOL, NLEV, NLEV1
  real(rk), value, intent(in) :: mu0
  real(rk), intent(out) :: flux_up(0:NLEV1 - 1, 0:NCOL - 1), flux_dn(0:NLEV1 - 1, 0:NCOL - 1), &
      flux_dn_dir(0:NLEV1 - 1, 0:NCOL - 1)
  real(rk), intent(in) :: od(0:NLEV - 1, 0:NCOL - 1), ssa(0:NLEV - 1, 0:NCOL - 1), g(0:NLEV - 1, 0:NCOL - 1)
  real(rk), intent(in) :: alb(0:NCOL - 1)
  integer, parameter :: MAXLEV = 256
  real(rk) :: rd(0:MAXLEV - 1), td(0:MAXLEV - 1), rdir(0:MAXLEV - 1), tdd(0:MAXLEV - 1), inv(0:MAXLEV - 1)
  real(rk) :: A(0:MAXLEV), S(0:MAXLEV), fdir(0:MAXLEV)
  integer(c_int64_t) :: c, k
  real(rk) :: w, f, g1, g2, g3, g4, a1, a2, kk, e, e2, k2e, rf, tdir, km, rf2, rdk, tddk, fdiff

  do c = 0, NCOL - 1
    fdir(0) = mu0
    do k = 0, NLEV - 1
      w = ssa(k, c)
      f = 0.75_rk * g(k, c)
      g1 = 2 - w * (1.25_rk + f)
      g2 = w * (0.75_rk - f)
      g3 = 0.5_rk - f * mu0
      g4 = 1 - g3
      a1 = g1 * g4 + g2 * g3
      a2 = g1 * g3 + g2 * g4
      kk = sqrt(max((g1 - g2) * (g1 + g2), 1e-12_rk))
      e = exp(-kk * od(k, c))
      e2 = e * e
      k2e = 2 * kk * e
      rf = 1 / (kk + g1 + (kk - g1) * e2)
      rd(k) = g2 * (1 - e2) * rf
      td(k) = k2e * rf
      tdir = exp(-od(k, c) / mu0)
      km = kk * mu0
      rf2 = w * rf / (1 - km * km)
      rdk = rf2 * ((1 - km) * (a2 + kk * g3) - (1 + km) * (a2 - kk * g3) * e2 - k2e * (g3 - a2 * mu0) * tdir)
      tddk = rf2 * (k2e * (g4 + a1 * mu0) - tdir * ((1 + km) * (a1 + kk * g4) - (1 - km) * (a1 - kk * g4) * e2))
      rdk = max(0.0_rk, min(rdk, 1 - tdir))
      tddk = max(0.0_rk, min(tddk, 1 - tdir - rdk))
      rdir(k) = rdk
      tdd(k) = tddk
      fdir(k + 1) = fdir(k) * tdir
    end do
    A(NLEV) = alb(c)
    S(NLEV) = alb(c) * fdir(NLEV)
    do k = NLEV - 1, 0, -1
      inv(k) = 1 / (1 - A(k + 1) * rd(k))
      A(k) = rd(k) + td(k) * td(k) * A(k + 1) * inv(k)
      S(k) = rdir(k) * fdir(k) + td(k) * (S(k + 1) + A(k + 1) * tdd(k) * fdir(k)) * inv(k)
    end do
    fdiff = 0
    flux_up(0, c) = S(0)
    flux_dn(0, c) = fdir(0)
    flux_dn_dir(0, c) = fdir(0)
    do k = 0, NLEV - 1
      fdiff = (td(k) * fdiff + rd(k) * S(k + 1) + tdd(k) * fdir(k)) * inv(k)
      flux_up(k + 1, c) = A(k + 1) * fdiff + S(k + 1)
      flux_dn(k + 1, c) = fdiff + fdir(k + 1)
      flux_dn_dir(k + 1, c) = fdir(k + 1)
    end do
  end do
end subroutine sw_two_stream_adding
