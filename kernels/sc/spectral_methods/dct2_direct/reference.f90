! dct2_direct: DCT-II by the direct sum X[r][k] = sum_n x[r][n] cos(pi (2n+1) k / (2N)) on NROW rows.
! C's X[r][k] is X(k+1, r+1) here; tab is indexed 0-based as in C.
subroutine dct2_direct(X, xin, NROW, N) bind(c, name="dct2_direct")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NROW, N
  real(rk), intent(out) :: X(N, NROW)
  real(rk), intent(in) :: xin(N, NROW)
  real(rk) :: tab(0:4 * 256 - 1)
  integer(c_int64_t) :: P, m, r, k, jj
  real(rk) :: s
  real(c_double), parameter :: pi = 3.14159265358979323846_c_double

  P = 4 * N
  do m = 0, P - 1
    tab(m) = real(cos(pi * real(m, c_double) / real(2 * N, c_double)), rk)
  end do
  do r = 1, NROW
    do k = 0, N - 1
      s = 0
      m = k
      do jj = 1, N
        s = s + xin(jj, r) * tab(m)
        m = m + 2 * k
        do while (m >= P)
          m = m - P
        end do
      end do
      X(k + 1, r) = s
    end do
  end do
end subroutine dct2_direct
