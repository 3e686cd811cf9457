! gemv: matrix-vector product y = W x (W is N x K; the decode-time linear layer).
subroutine gemv(y, W, x, N, K) bind(c, name="gemv")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K
  real(rk), intent(out) :: y(N)
  real(rk), intent(in) :: W(K, N)
  real(rk), intent(in) :: x(K)
  integer(c_int64_t) :: j, i
  real(ak) :: s

  do j = 1, N
    s = 0
    do i = 1, K
      s = s + real(W(i, j), ak) * real(x(i), ak)
    end do
    y(j) = real(s, rk)
  end do
end subroutine gemv
