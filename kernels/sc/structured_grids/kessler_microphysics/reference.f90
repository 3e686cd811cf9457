! kessler_microphysics: one Kessler warm-rain microphysics step (fall-out, autoconversion, accretion, condensation, evaporation) per column
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine kessler_microphysics(theta, qv, qc, qr, precl, rho, pk, NCOL, NZ, dt, dz) bind(c, &
    name="kessler_microphysics")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: theta(0:*)
  real(rk), intent(inout) :: qv(0:*)
  real(rk), intent(inout) :: qc(0:*)
  real(rk), intent(inout) :: qr(0:*)
  real(rk), intent(out) :: precl(0:*)
  real(rk), intent(in) :: rho(0:*)
  real(rk), intent(in) :: pk(0:*)
  integer(c_int64_t), value, intent(in) :: NCOL
  integer(c_int64_t), value, intent(in) :: NZ
  real(rk), value, intent(in) :: dt
  real(rk), value, intent(in) :: dz
  real(rk) :: f2x
  real(rk) :: f5
  real(rk) :: xk
  real(rk) :: psl
  real(rk) :: rhoqr
  real(rk) :: zero
  integer(c_int64_t) :: col
  integer(c_int64_t) :: o
  integer(c_int64_t) :: k
  integer(c_int64_t) :: c
  real(rk) :: r
  real(rk) :: vel
  real(rk) :: sed
  integer(c_int64_t) :: u
  real(rk) :: ru
  real(rk) :: velu
  real(rk) :: pc
  real(rk) :: qrprod
  real(rk) :: T
  real(rk) :: qvs
  real(rk) :: prod
  real(rk) :: rq
  real(rk) :: ern
  real(rk) :: cond

  f2x = real(real(17.27_c_double, rk), rk)
  f5 = real(real((((237.3_c_double * 17.27_c_double) * 2500000.0_c_double) / 1003.0_c_double), rk), &
      rk)
  xk = real(real(0.2875_c_double, rk), rk)
  psl = real(1000, rk)
  rhoqr = real(1000, rk)
  zero = real(0, rk)
  do col = 0, NCOL - 1
    o = int((col * NZ), c_int64_t)
    do k = 0, NZ - 1
      c = int((o + k), c_int64_t)
      r = real((real(0.001_c_double, rk) * rho(c)), rk)
      vel = real(((real(36.34_c_double, rk) * ((qr(c) * r) ** real(0.1364_c_double, rk))) * &
          sqrt((rho(o) / rho(c)))), rk)
      if ((k == 0)) then
        precl(col) = real((((rho(o) * qr(o)) * vel) / rhoqr), rk)
      end if
      if ((k < (NZ - 1))) then
        u = int((c + 1), c_int64_t)
        ru = real((real(0.001_c_double, rk) * rho(u)), rk)
        velu = real(((real(36.34_c_double, rk) * ((qr(u) * ru) ** real(0.1364_c_double, rk))) * &
            sqrt((rho(o) / rho(u)))), rk)
        sed = real(((dt * (((ru * qr(u)) * velu) - ((r * qr(c)) * vel))) / (r * dz)), rk)
      else
        sed = real(((((-dt) * qr(c)) * vel) / (real(0.5_c_double, rk) * dz)), rk)
      end if
      pc = real((real(3.8_c_double, rk) / ((pk(c) ** (real(1, rk) / xk)) * psl)), rk)
      qrprod = real((qc(c) - ((qc(c) - (dt * max((real(0.001_c_double, rk) * (qc(c) - &
          real(0.001_c_double, rk))), zero))) / (real(1, rk) + ((dt * real(2.2_c_double, rk)) * &
          (qr(c) ** real(0.875_c_double, rk)))))), rk)
      qc(c) = real(max((qc(c) - qrprod), zero), rk)
      qr(c) = real(max(((qr(c) + qrprod) + sed), zero), rk)
      T = real((pk(c) * theta(c)), rk)
      qvs = real((pc * exp(((f2x * (T - real(273, rk))) / (T - real(36, rk))))), rk)
      prod = real(((qv(c) - qvs) / (real(1, rk) + ((qvs * f5) / ((T - real(36, rk)) * (T - real(36, &
          rk)))))), rk)
      rq = real((r * qr(c)), rk)
      ern = real((((dt * ((real(1.6_c_double, rk) + (real(124.9_c_double, rk) * (rq ** &
          real(0.2046_c_double, rk)))) * (rq ** real(0.525_c_double, rk)))) / &
          ((real(2.55e8_c_double, rk) / (pc * qvs)) + real(5.4e5_c_double, rk))) * (max((qvs - &
          qv(c)), zero) / (r * qvs))), rk)
      ern = real(min(min(ern, max(((-prod) - qc(c)), zero)), qr(c)), rk)
      cond = real(max(prod, (-qc(c))), rk)
      theta(c) = real((theta(c) + ((real(2500000, rk) / (real(1003, rk) * pk(c))) * (cond - ern))), &
          rk)
      qv(c) = real(max(((qv(c) - cond) + ern), zero), rk)
      qc(c) = real((qc(c) + cond), rk)
      qr(c) = real((qr(c) - ern), rk)
    end do
  end do
end subroutine kessler_microphysics
