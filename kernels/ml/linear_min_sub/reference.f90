! linear_min_sub: Y = min(X W^T + b, c) - c, X is M x K, W is N x K (C order; PyTorch's Linear, then a min
! with a constant and the constant subtracted: every output is <= 0).
subroutine linear_min_sub(Y, X, W, b, M, N, K, c) bind(c, name="linear_min_sub")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), value, intent(in) :: c
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(K, M)
  real(rk), intent(in) :: W(K, N)
  real(rk), intent(in) :: b(N)
  integer(c_int64_t) :: i, j, kk
  real(ak) :: s, cc

  cc = real(c, ak)
  do i = 1, M
    do j = 1, N
      s = real(b(j), ak)
      do kk = 1, K
        s = s + real(X(kk, i), ak) * real(W(kk, j), ak)
      end do
      if (s > cc) s = cc
      Y(j, i) = real(s - cc, rk)
    end do
  end do
end subroutine linear_min_sub
