! linear: linear layer Y = X W^T + b (PyTorch layout: X is M x K, W is N x K, b has N entries):
! Y[i, j] = b[j] + sum over k of X[i, k] W[j, k], summed in order of k.
subroutine linear(Y, X, W, b, M, N, K) bind(c, name="linear")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(K, M), W(K, N), b(N)
  integer(c_int64_t) :: i, j, l
  real(ak) :: acc

  do i = 1, M
    do j = 1, N
      acc = real(b(j), ak)
      do l = 1, K
        acc = acc + real(X(l, i), ak) * real(W(l, j), ak)
      end do
      Y(j, i) = real(acc, rk)
    end do
  end do
end subroutine linear
