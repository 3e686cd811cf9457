! mc_asian_option: Monte Carlo price and standard error of an arithmetic-average Asian call over NPATH GBM paths of
! NSTEP steps from given normal draws Z: S_{k+1} = S_k exp((r - sigma^2/2) dt + sigma sqrt(dt) Z), dt = T / NSTEP,
! payoff max(mean S - K, 0); sums of the payoff and its square in path order (double precision);
! price = e^(-rT) mean, stderr = e^(-rT) sqrt(var / (NPATH - 1)).
subroutine mc_asian_option(result, Z, NPATH, NSTEP, S0, K, r, sigma, T) bind(c, name="mc_asian_option")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NPATH, NSTEP
  real(rk), value, intent(in) :: S0, K, r, sigma, T
  real(rk), intent(out) :: result(0:1)
  real(rk), intent(in) :: Z(0:NSTEP - 1, 0:NPATH - 1)
  real(rk) :: dt, drift, vol, S, acc, pay
  real(c_double) :: s1, s2, disc, mean, var
  integer(c_int64_t) :: p, kk

  dt = T / real(NSTEP, rk)
  drift = (r - sigma * sigma / 2) * dt
  vol = sigma * sqrt(dt)
  s1 = 0
  s2 = 0
  do p = 0, NPATH - 1
    S = S0
    acc = 0
    do kk = 0, NSTEP - 1
      S = S * exp(drift + vol * Z(kk, p))
      acc = acc + S
    end do
    pay = acc / real(NSTEP, rk) - K
    if (.not. (pay > 0)) pay = 0
    s1 = s1 + real(pay, c_double)
    s2 = s2 + real(pay, c_double) * real(pay, c_double)
  end do
  disc = exp(-real(r, c_double) * real(T, c_double))
  mean = s1 / real(NPATH, c_double)
  var = s2 / real(NPATH, c_double) - mean * mean
  if (.not. (var > 0)) var = 0
  result(0) = real(disc * mean, rk)
  result(1) = real(disc * sqrt(var / real(max(NPATH - 1, 1_c_int64_t), c_double)), rk)
end subroutine mc_asian_option
