! goertzel_power: Goertzel single-bin power at NB target bins kb[b] of each of NROW rows of N samples.
! C's pw[r][b] is pw(b+1, r+1) here; kb holds 0-based bins as in C.
subroutine goertzel_power(pw, kb, xin, NROW, N, NB) bind(c, name="goertzel_power")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NROW, N, NB
  real(rk), intent(out) :: pw(NB, NROW)
  integer(c_int32_t), intent(in) :: kb(NB)
  real(rk), intent(in) :: xin(N, NROW)
  integer(c_int64_t) :: r, b, jj
  real(rk) :: c, s, s1, s2
  real(c_double), parameter :: pi = 3.14159265358979323846_c_double

  do r = 1, NROW
    do b = 1, NB
      c = real(2.0_c_double * cos(2.0_c_double * pi * real(kb(b), c_double) / real(N, c_double)), rk)
      s1 = 0
      s2 = 0
      do jj = 1, N
        s = xin(jj, r) + c * s1 - s2
        s2 = s1
        s1 = s
      end do
      pw(b, r) = s1 * s1 + s2 * s2 - c * s1 * s2
    end do
  end do
end subroutine goertzel_power
