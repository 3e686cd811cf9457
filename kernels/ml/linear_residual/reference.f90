! linear_residual: fused linear + residual Y = X W^T + b + R (the bias starts the dot product, R is added last).
subroutine linear_residual(Y, X, W, b, R, M, N, K) bind(c, name="linear_residual")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(K, M)
  real(rk), intent(in) :: W(K, N)
  real(rk), intent(in) :: b(N)
  real(rk), intent(in) :: R(N, M)
  integer(c_int64_t) :: i, j, l
  real(ak) :: s

  do i = 1, M
    do j = 1, N
      s = real(b(j), ak)
      do l = 1, K
        s = s + real(X(l, i), ak) * real(W(l, j), ak)
      end do
      Y(j, i) = real(s + real(R(j, i), ak), rk)
    end do
  end do
end subroutine linear_residual
