! black_scholes: Black-Scholes European call and put prices of N options: d1 = (ln(S/K) + (r + sigma^2/2) T) /
! (sigma sqrt T), d2 = d1 - sigma sqrt T, call = S Phi(d1) - K e^(-rT) Phi(d2), put = K e^(-rT) Phi(-d2) - S Phi(-d1),
! Phi(x) = erfc(-x/sqrt 2)/2; log, exp, sqrt, erfc in the run precision.
subroutine black_scholes(call, put, S, K, T, r, sigma, N) bind(c, name="black_scholes")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: call(0:N - 1), put(0:N - 1)
  real(rk), intent(in) :: S(0:N - 1), K(0:N - 1), T(0:N - 1), r(0:N - 1), sigma(0:N - 1)
  real(rk), parameter :: rsqrt2 = 0.70710678118654752440_rk
  real(rk) :: sq, d1, d2, disc, n1, n2, m1, m2
  integer(c_int64_t) :: i

  do i = 0, N - 1
    sq = sigma(i) * sqrt(T(i))
    d1 = (log(S(i) / K(i)) + (r(i) + sigma(i) * sigma(i) / 2) * T(i)) / sq
    d2 = d1 - sq
    disc = K(i) * exp(-r(i) * T(i))
    n1 = erfc(-d1 * rsqrt2) / 2
    n2 = erfc(-d2 * rsqrt2) / 2
    m1 = erfc(d1 * rsqrt2) / 2
    m2 = erfc(d2 * rsqrt2) / 2
    call(i) = S(i) * n1 - disc * n2
    put(i) = disc * m2 - S(i) * m1
  end do
end subroutine black_scholes
