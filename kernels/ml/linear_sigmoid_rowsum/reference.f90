! linear_sigmoid_rowsum: y(i) = sum_j sigmoid(X(:, i) . W(:, j) + b(j)), X is M x K, W is N x K (C order)
! (PyTorch's Linear, then a sigmoid, then a sum over the features of each row; sums in the accumulation kind).
subroutine linear_sigmoid_rowsum(y, X, W, b, M, N, K) bind(c, name="linear_sigmoid_rowsum")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: y(M)
  real(rk), intent(in) :: X(K, M)
  real(rk), intent(in) :: W(K, N)
  real(rk), intent(in) :: b(N)
  integer(c_int64_t) :: i, j, kk
  real(ak) :: s, t

  do i = 1, M
    t = 0
    do j = 1, N
      s = real(b(j), ak)
      do kk = 1, K
        s = s + real(X(kk, i), ak) * real(W(kk, j), ak)
      end do
      t = t + 1 / (1 + exp(-s))
    end do
    y(i) = real(t, rk)
  end do
end subroutine linear_sigmoid_rowsum
