! saturation_adjustment: warm-cloud saturation adjustment: all cloud evaporated, or NITER Newton steps to
! the temperature where qv = qs(T, p) (Tetens' saturation over water).
subroutine saturation_adjustment(T, qv, qc, p, N, NITER) bind(c, name="saturation_adjustment")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NITER
  real(rk), intent(inout) :: T(0:N - 1), qv(0:N - 1), qc(0:N - 1)
  real(rk), intent(in) :: p(0:N - 1)
  real(rk), parameter :: lc = real(2.501e6_c_double / 1004.64_c_double, rk), eps = 0.622_rk, ome = 1 - eps
  real(rk), parameter :: a = 610.78_rk, b = 17.27_rk, t0 = 273.16_rk, t1 = 35.86_rk, b4 = 4098.171_rk
  integer(c_int64_t) :: m, it
  real(rk) :: pp, Tg, qt, esg, qsg, tk, es, den, qs, f, df

  do m = 0, N - 1
    pp = p(m)
    Tg = T(m) - lc * qc(m)
    qt = qv(m) + qc(m)
    esg = a * exp(b * (Tg - t0) / (Tg - t1))
    qsg = eps * esg / (pp - ome * esg)
    if (qt <= qsg) then
      T(m) = Tg
      qv(m) = qt
      qc(m) = 0
      cycle
    end if
    tk = Tg
    do it = 1, NITER
      es = a * exp(b * (tk - t0) / (tk - t1))
      den = pp - ome * es
      qs = eps * es / den
      f = tk - Tg - lc * (qt - qs)
      df = 1 + lc * qs * pp / den * b4 / ((tk - t1) * (tk - t1))
      tk = tk - f / df
    end do
    es = a * exp(b * (tk - t0) / (tk - t1))
    qs = eps * es / (pp - ome * es)
    T(m) = tk
    qv(m) = qs
    qc(m) = max(qt - qs, 0.0_rk)
  end do
end subroutine saturation_adjustment
