! prod_reduce_dim1: product over the middle dimension of a B x M x N tensor,
! Y[b, n] = X[b, 0, n] * X[b, 1, n] * ... * X[b, M-1, n] (torch.prod(x, dim=1)), multiplied in order of m.
subroutine prod_reduce_dim1(Y, X, B, M, N) bind(c, name="prod_reduce_dim1")
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
        Y(in, ib) = real(real(Y(in, ib), ak) * real(X(in, im, ib), ak), rk)
      end do
    end do
  end do
end subroutine prod_reduce_dim1
