! dtw: the dynamic time warping table D[i][j] = |x[i] - y[j]| + min(D[i-1][j], D[i][j-1], D[i-1][j-1]), the first
! row and column summed along themselves (D[0][0] = |x0 - y0|). D is C's N x M row-major table, D(j, i) here.
subroutine dtw(D, x, y, N, M) bind(c, name="dtw")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, M
  real(rk), intent(out) :: D(0:M - 1, 0:N - 1)
  real(rk), intent(in) :: x(0:N - 1)
  real(rk), intent(in) :: y(0:M - 1)
  integer(c_int64_t) :: i, j
  real(rk) :: c, mn

  ! the C loop with its cases split out (row 0, then column 0 and the inner cells of each later row)
  D(0, 0) = abs(x(0) - y(0))
  do j = 1, M - 1
    D(j, 0) = abs(x(0) - y(j)) + D(j - 1, 0)
  end do
  do i = 1, N - 1
    D(0, i) = abs(x(i) - y(0)) + D(0, i - 1)
    do j = 1, M - 1
      c = abs(x(i) - y(j))
      mn = D(j, i - 1)
      if (D(j - 1, i) < mn) mn = D(j - 1, i)
      if (D(j - 1, i - 1) < mn) mn = D(j - 1, i - 1)
      D(j, i) = c + mn
    end do
  end do
end subroutine dtw
