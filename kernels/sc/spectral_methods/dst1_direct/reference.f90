! dst1_direct: DST-I by the direct sum X[r][k] = sum_n x[r][n] sin(pi (n+1)(k+1) / (N+1)) on NROW rows.
! C's X[r][k] is X(k+1, r+1) here; tab is indexed 0-based as in C.
subroutine dst1_direct(X, xin, NROW, N) bind(c, name="dst1_direct")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NROW, N
  real(rk), intent(out) :: X(N, NROW)
  real(rk), intent(in) :: xin(N, NROW)
  real(rk) :: tab(0:2 * 256 + 1)
  integer(c_int64_t) :: P, m, r, k, jj
  real(rk) :: s
  real(c_double), parameter :: pi = 3.14159265358979323846_c_double

  P = 2 * N + 2
  do m = 0, P - 1
    tab(m) = real(sin(pi * real(m, c_double) / real(N + 1, c_double)), rk)
  end do
  do r = 1, NROW
    do k = 0, N - 1
      s = 0
      m = 0
      do jj = 1, N
        m = m + k + 1
        if (m >= P) m = m - P
        s = s + xin(jj, r) * tab(m)
      end do
      X(k + 1, r) = s
    end do
  end do
end subroutine dst1_direct
