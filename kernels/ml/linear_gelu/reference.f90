! linear_gelu: fused linear + tanh-GELU, Y = gelu_tanh(X W^T + b) (X is M x K, W is N x K, b has N
! entries; gelu_tanh(s) = 0.5 s (1 + tanh(sqrt(2/pi) (s + 0.044715 s^3)))); s = b[j] + sum over k in order.
subroutine linear_gelu(Y, X, W, b, M, N, K) bind(c, name="linear_gelu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(K, M), W(K, N), b(N)
  real(ak), parameter :: c = 0.79788456080286535588_ak ! sqrt(2 / pi)
  integer(c_int64_t) :: i, j, l
  real(ak) :: acc

  do i = 1, M
    do j = 1, N
      acc = real(b(j), ak)
      do l = 1, K
        acc = acc + real(X(l, i), ak) * real(W(l, j), ak)
      end do
      Y(j, i) = real(0.5_ak * acc * (1 + tanh(c * (acc + 0.044715_ak * acc * acc * acc))), rk)
    end do
  end do
end subroutine linear_gelu
