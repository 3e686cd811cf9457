! matmul_bias_relu: fused linear layer Y = relu(X W + b): X is M x K, W is K x N, b has N entries
! (the bias starts the dot product).
subroutine matmul_bias_relu(Y, X, W, b, M, N, K) bind(c, name="matmul_bias_relu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(K, M)
  real(rk), intent(in) :: W(N, K)
  real(rk), intent(in) :: b(N)
  integer(c_int64_t) :: i, j, l
  real(ak) :: s

  do i = 1, M
    do j = 1, N
      s = real(b(j), ak)
      do l = 1, K
        s = s + real(X(l, i), ak) * real(W(j, l), ak)
      end do
      if (s > 0) then
        Y(j, i) = real(s, rk)
      else
        Y(j, i) = 0
      end if
    end do
  end do
end subroutine matmul_bias_relu
