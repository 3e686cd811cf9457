! linear_backward_input: gradient of a linear layer with respect to its input, dX = dY W (dY is M x N, W is N x K), sums in acc_t.
subroutine linear_backward_input(dX, dY, W, M, N, K) bind(c, name="linear_backward_input")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: dX(0:K - 1, 0:M - 1)
  real(rk), intent(in) :: dY(0:N - 1, 0:M - 1)
  real(rk), intent(in) :: W(0:K - 1, 0:N - 1)
  integer(c_int64_t) :: i, j, l
  real(ak) :: s

  do i = 0, M - 1
    do l = 0, K - 1
      s = 0
      do j = 0, N - 1
        s = s + real(dY(j, i), ak) * real(W(l, j), ak)
      end do
      dX(l, i) = real(s, rk)
    end do
  end do
end subroutine linear_backward_input
