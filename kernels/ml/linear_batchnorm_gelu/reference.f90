! linear_batchnorm_gelu: PyTorch's Linear, BatchNorm1d in training mode and the exact GELU.
! Z(j, i) = b(j) + X(:, i) . W(:, j) (X is M x K, W is N x K in C order), stored into Y and read back; for
! each feature j the batch mean and biased variance over the M rows (two passes);
! v = gamma(j) (Z - mean) / sqrt(var + eps) + beta(j); Y = 0.5 v (1 + erf(v / sqrt(2))).
subroutine linear_batchnorm_gelu(Y, X, W, b, gamma, beta, M, N, K, eps) bind(c, name="linear_batchnorm_gelu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(K, M)
  real(rk), intent(in) :: W(K, N)
  real(rk), intent(in) :: b(N)
  real(rk), intent(in) :: gamma(N)
  real(rk), intent(in) :: beta(N)
  integer(c_int64_t) :: i, j, kk
  real(ak) :: s, mu, v, d, r, g, be, t, inv
  real(ak), parameter :: rsqrt2 = 0.70710678118654752440_ak

  do i = 1, M
    do j = 1, N
      s = real(b(j), ak)
      do kk = 1, K
        s = s + real(X(kk, i), ak) * real(W(kk, j), ak)
      end do
      Y(j, i) = real(s, rk)
    end do
  end do
  inv = 1 / real(M, ak)
  do j = 1, N
    mu = 0
    do i = 1, M
      mu = mu + real(Y(j, i), ak)
    end do
    mu = mu * inv
    v = 0
    do i = 1, M
      d = real(Y(j, i), ak) - mu
      v = v + d * d
    end do
    v = v * inv
    r = 1 / sqrt(v + real(eps, ak))
    g = real(gamma(j), ak)
    be = real(beta(j), ak)
    do i = 1, M
      t = (real(Y(j, i), ak) - mu) * r * g + be
      Y(j, i) = real(0.5_ak * t * (1 + erf(t * rsqrt2)), rk)
    end do
  end do
end subroutine linear_batchnorm_gelu
