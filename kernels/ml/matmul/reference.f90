! matmul: matrix product Y = X W (X is M x K, W is K x N, Y is M x N), Y[i, j] = sum over k of X[i, k] W[k, j]
! in order of k.
subroutine matmul(Y, X, W, M, N, K) bind(c, name="matmul")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(K, M), W(N, K)
  integer(c_int64_t) :: i, j, l
  real(ak) :: acc

  do i = 1, M
    do j = 1, N
      acc = 0
      do l = 1, K
        acc = acc + real(X(l, i), ak) * real(W(j, l), ak)
      end do
      Y(j, i) = real(acc, rk)
    end do
  end do
end subroutine matmul
