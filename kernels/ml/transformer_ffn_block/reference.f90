! transformer_ffn_block: pre-norm transformer FFN block, per row x:
! u = layernorm(x) gamma + beta (biased variance, eps), hid = gelu_tanh(W1 u + b1), Y = x + (W2 hid + b2);
! gelu_tanh(s) = 0.5 s (1 + tanh(sqrt(2/pi) (s + 0.044715 s^3))). u and hid are kept in real(ak).
subroutine transformer_ffn_block(Y, X, gamma, beta, W1, b1, W2, b2, M, E, F, eps) &
    bind(c, name="transformer_ffn_block")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, E, F
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(E, M)
  real(rk), intent(in) :: X(E, M)
  real(rk), intent(in) :: gamma(E)
  real(rk), intent(in) :: beta(E)
  real(rk), intent(in) :: W1(E, F)
  real(rk), intent(in) :: b1(F)
  real(rk), intent(in) :: W2(F, E)
  real(rk), intent(in) :: b2(E)
  real(ak), parameter :: c = real(0.79788456080286535588_c_double, ak)  ! sqrt(2 / pi)
  integer(c_int64_t) :: i, j, k
  real(ak) :: mean, var, d, inv, s, u(512), hid(2048)

  do i = 1, M
    mean = 0
    do j = 1, E
      mean = mean + real(X(j, i), ak)
    end do
    mean = mean / real(E, ak)
    var = 0
    do j = 1, E
      d = real(X(j, i), ak) - mean
      var = var + d * d
    end do
    var = var / real(E, ak)
    inv = 1 / sqrt(var + real(eps, ak))
    do j = 1, E
      u(j) = (real(X(j, i), ak) - mean) * inv * real(gamma(j), ak) + real(beta(j), ak)
    end do
    do j = 1, F
      s = real(b1(j), ak)
      do k = 1, E
        s = s + real(W1(k, j), ak) * u(k)
      end do
      hid(j) = 0.5_ak * s * (1 + tanh(c * (s + 0.044715_ak * s * s * s)))
    end do
    do j = 1, E
      s = real(b2(j), ak)
      do k = 1, F
        s = s + real(W2(k, j), ak) * hid(k)
      end do
      Y(j, i) = real(real(X(j, i), ak) + s, rk)
    end do
  end do
end subroutine transformer_ffn_block
