! matmul_tn: matrix product with the first operand transposed, Y = X^T W, X (K, M), W (K, N), Y (M, N).
subroutine matmul_tn(Y, X, W, M, N, K) bind(c, name="matmul_tn")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(M, K)
  real(rk), intent(in) :: W(N, K)
  integer(c_int64_t) :: i, j, kk
  real(ak) :: s

  do i = 1, M
    do j = 1, N
      s = 0
      do kk = 1, K
        s = s + real(X(i, kk), ak) * real(W(j, kk), ak)
      end do
      Y(j, i) = real(s, rk)
    end do
  end do
end subroutine matmul_tn
