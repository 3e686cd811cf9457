! batchnorm_backward: batch normalization backward from the saved per-channel mean and 1/std (rstd):
! dbeta = sum dY, dgamma = sum dY xhat, dX = gamma rstd / cnt (cnt dY - dbeta - xhat dgamma), xhat = (X - mean) rstd.
subroutine batchnorm_backward(dX, dgamma, dbeta, dY, X, mean, rstd, gamma, N, C, H, W) &
    bind(c, name="batchnorm_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C, H, W
  real(rk), intent(out) :: dX(W, H, C, N)
  real(rk), intent(out) :: dgamma(C)
  real(rk), intent(out) :: dbeta(C)
  real(rk), intent(in) :: dY(W, H, C, N)
  real(rk), intent(in) :: X(W, H, C, N)
  real(rk), intent(in) :: mean(C)
  real(rk), intent(in) :: rstd(C)
  real(rk), intent(in) :: gamma(C)
  integer(c_int64_t) :: ic, in, iy, ix
  real(ak) :: m, r, sg, sb, dy1, k1, xhat, cnt

  cnt = real(N * H * W, ak)
  do ic = 1, C
    m = real(mean(ic), ak)
    r = real(rstd(ic), ak)
    sg = 0
    sb = 0
    do in = 1, N
      do iy = 1, H
        do ix = 1, W
          dy1 = real(dY(ix, iy, ic, in), ak)
          sb = sb + dy1
          sg = sg + dy1 * (real(X(ix, iy, ic, in), ak) - m) * r
        end do
      end do
    end do
    dgamma(ic) = real(sg, rk)
    dbeta(ic) = real(sb, rk)
    k1 = real(gamma(ic), ak) * r / cnt
    do in = 1, N
      do iy = 1, H
        do ix = 1, W
          xhat = (real(X(ix, iy, ic, in), ak) - m) * r
          dX(ix, iy, ic, in) = real(k1 * (cnt * real(dY(ix, iy, ic, in), ak) - sb - xhat * sg), rk)
        end do
      end do
    end do
  end do
end subroutine batchnorm_backward
