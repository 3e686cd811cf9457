! layernorm_backward: layer normalization backward from the saved per-row mean and 1/std rstd: dX, dgamma, dbeta.
! With g = dY gamma and xhat = (X - mean) rstd: dX = rstd (g - mean_c g - xhat mean_c(g xhat)) per row,
! dgamma = sum over rows of dY xhat, dbeta = sum over rows of dY.
subroutine layernorm_backward(dX, dgamma, dbeta, dY, X, mean, rstd, gamma, R, C) bind(c, name="layernorm_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(rk), intent(out) :: dX(0:C - 1, 0:R - 1)
  real(rk), intent(out) :: dgamma(0:C - 1), dbeta(0:C - 1)
  real(rk), intent(in) :: dY(0:C - 1, 0:R - 1), X(0:C - 1, 0:R - 1)
  real(rk), intent(in) :: mean(0:R - 1), rstd(0:R - 1), gamma(0:C - 1)
  integer(c_int64_t) :: i, j
  real(ak) :: m, s, a, b, g, xhat, dy1, sg, sb

  do i = 0, R - 1
    m = real(mean(i), ak)
    s = real(rstd(i), ak)
    a = 0
    b = 0
    do j = 0, C - 1
      g = real(dY(j, i), ak) * real(gamma(j), ak)
      a = a + g
      b = b + g * (real(X(j, i), ak) - m) * s
    end do
    a = a / real(C, ak)
    b = b / real(C, ak)
    do j = 0, C - 1
      g = real(dY(j, i), ak) * real(gamma(j), ak)
      xhat = (real(X(j, i), ak) - m) * s
      dX(j, i) = real(s * (g - a - xhat * b), rk)
    end do
  end do
  do j = 0, C - 1
    sg = 0
    sb = 0
    do i = 0, R - 1
      dy1 = real(dY(j, i), ak)
      sb = sb + dy1
      sg = sg + dy1 * (real(X(j, i), ak) - real(mean(i), ak)) * real(rstd(i), ak)
    end do
    dgamma(j) = real(sg, rk)
    dbeta(j) = real(sb, rk)
  end do
end subroutine layernorm_backward
