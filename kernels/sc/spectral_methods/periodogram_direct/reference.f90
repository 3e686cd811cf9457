! periodogram_direct: P[r][k] = |direct DFT of row r at bin k|^2 / N for the first M bins of NROW rows.
! C's P[r][k] is P(k+1, r+1) here; ct and st are indexed 0-based as in C.
subroutine periodogram_direct(P, xin, NROW, N, M) bind(c, name="periodogram_direct")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NROW, N, M
  real(rk), intent(out) :: P(M, NROW)
  real(rk), intent(in) :: xin(N, NROW)
  real(rk) :: ct(0:1023), st(0:1023)
  integer(c_int64_t) :: mm, r, k, jj
  real(rk) :: re, im, rn
  real(c_double), parameter :: pi = 3.14159265358979323846_c_double

  do mm = 0, N - 1
    ct(mm) = real(cos(2.0_c_double * pi * real(mm, c_double) / real(N, c_double)), rk)
    st(mm) = real(sin(2.0_c_double * pi * real(mm, c_double) / real(N, c_double)), rk)
  end do
  rn = real(N, rk)
  do r = 1, NROW
    do k = 0, M - 1
      re = 0
      im = 0
      mm = 0
      do jj = 1, N
        re = re + xin(jj, r) * ct(mm)
        im = im + xin(jj, r) * st(mm)
        mm = mm + k
        if (mm >= N) mm = mm - N
      end do
      P(k + 1, r) = (re * re + im * im) / rn
    end do
  end do
end subroutine periodogram_direct
