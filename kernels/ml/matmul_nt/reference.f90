! matmul_nt: matrix product with the second operand transposed, Y = X W^T (X is M x K, W is N x K), sums in acc_t.
subroutine matmul_nt(Y, X, W, M, N, K) bind(c, name="matmul_nt")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: Y(0:N - 1, 0:M - 1)
  real(rk), intent(in) :: X(0:K - 1, 0:M - 1)
  real(rk), intent(in) :: W(0:K - 1, 0:N - 1)
  integer(c_int64_t) :: i, j, l
  real(ak) :: s

  do i = 0, M - 1
    do j = 0, N - 1
      s = 0
      do l = 0, K - 1
        s = s + real(X(l, i), ak) * real(W(l, j), ak)
      end do
      Y(j, i) = real(s, rk)
    end do
  end do
end subroutine matmul_nt
