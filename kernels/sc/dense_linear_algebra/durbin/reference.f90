! durbin: PolyBench durbin, the Levinson-Durbin solve of toeplitz(1, r) y = -r (y updated pairwise in place).
subroutine durbin(r, y, N) bind(c, name="durbin")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(in) :: r(N)
  real(rk), intent(out) :: y(N)
  real(rk) :: alpha, beta, s, a, b
  integer(c_int64_t) :: k, i, j

  alpha = -r(1)
  beta = 1
  y(1) = -r(1)
  do k = 1, N - 1
    beta = (1 - alpha * alpha) * beta
    s = 0
    do i = 0, k - 1
      s = s + r(k - i) * y(i + 1)
    end do
    alpha = -(r(k + 1) + s) / beta
    i = 0
    j = k - 1
    do while (i <= j)
      a = y(i + 1)
      b = y(j + 1)
      y(i + 1) = a + alpha * b
      if (i < j) y(j + 1) = b + alpha * a
      i = i + 1
      j = j - 1
    end do
    y(k + 1) = alpha
  end do
end subroutine durbin
