! min_reduce_dim1: minimum over the middle dimension of a B x M x N tensor,
! Y[b, n] = min over m of X[b, m, n] (torch.min(x, dim=1).values).
subroutine min_reduce_dim1(Y, X, B, M, N) bind(c, name="min_reduce_dim1")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, M, N
  real(rk), intent(out) :: Y(N, B)
  real(rk), intent(in) :: X(N, M, B)
  integer(c_int64_t) :: ib, im, in

  do ib = 1, B
    do in = 1, N
      Y(in, ib) = X(in, 1, ib)
    end do
    do im = 2, M
      do in = 1, N
        if (X(in, im, ib) < Y(in, ib)) Y(in, ib) = X(in, im, ib)
      end do
    end do
  end do
end subroutine min_reduce_dim1
