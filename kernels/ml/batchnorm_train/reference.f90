! batchnorm_train: batch normalization in training mode: per-channel batch mean and biased variance of X (N, C, H, W) over N, H, W, then Y = (X - mean) / sqrt(var + eps) * gamma + beta.
subroutine batchnorm_train(Y, mean, var, X, gamma, beta, N, C, H, W, eps) bind(c, name="batchnorm_train")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C, H, W
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(H * W, C, N)
  real(rk), intent(out) :: mean(C)
  real(rk), intent(out) :: var(C)
  real(rk), intent(in) :: X(H * W, C, N)
  real(rk), intent(in) :: gamma(C)
  real(rk), intent(in) :: beta(C)
  integer(c_int64_t) :: ch, nn, k
  real(ak) :: inv, m, v, d, r, g, bb

  inv = 1 / real(N * H * W, ak)
  do ch = 1, C
    m = 0
    v = 0
    do nn = 1, N
      do k = 1, H * W
        m = m + real(X(k, ch, nn), ak)
      end do
    end do
    m = m * inv
    do nn = 1, N
      do k = 1, H * W
        d = real(X(k, ch, nn), ak) - m
        v = v + d * d
      end do
    end do
    v = v * inv
    mean(ch) = real(m, rk)
    var(ch) = real(v, rk)
    r = 1 / sqrt(v + real(eps, ak))
    g = real(gamma(ch), ak)
    bb = real(beta(ch), ak)
    do nn = 1, N
      do k = 1, H * W
        Y(k, ch, nn) = real((real(X(k, ch, nn), ak) - m) * r * g + bb, rk)
      end do
    end do
  end do
end subroutine batchnorm_train
