! linear_backward_weight: gradients of a linear layer's weight and bias, dW = dY^T X (N, K) and db = the column sums of dY (M, N).
subroutine linear_backward_weight(dW, db, dY, X, M, N, K) bind(c, name="linear_backward_weight")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: dW(K, N)
  real(rk), intent(out) :: db(N)
  real(rk), intent(in) :: dY(N, M)
  real(rk), intent(in) :: X(K, M)
  integer(c_int64_t) :: i, j, kk
  real(ak) :: s

  do j = 1, N
    do kk = 1, K
      s = 0
      do i = 1, M
        s = s + real(dY(j, i), ak) * real(X(kk, i), ak)
      end do
      dW(kk, j) = real(s, rk)
    end do
    s = 0
    do i = 1, M
      s = s + real(dY(j, i), ak)
    end do
    db(j) = real(s, rk)
  end do
end subroutine linear_backward_weight
