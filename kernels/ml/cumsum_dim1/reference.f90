! cumsum_dim1: inclusive cumulative sum along the middle dimension of a B x L x D tensor,
! Y[b, l, :] = X[b, 0, :] + ... + X[b, l, :] (torch.cumsum(x, dim=1)), summed in order of l.
subroutine cumsum_dim1(Y, X, B, L, D) bind(c, name="cumsum_dim1")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, L, D
  real(rk), intent(out) :: Y(D, L, B)
  real(rk), intent(in) :: X(D, L, B)
  integer(c_int64_t) :: ib, il, id

  do ib = 1, B
    do id = 1, D
      Y(id, 1, ib) = X(id, 1, ib)
    end do
    do il = 2, L
      do id = 1, D
        Y(id, il, ib) = real(real(Y(id, il - 1, ib), ak) + real(X(id, il, ib), ak), rk)
      end do
    end do
  end do
end subroutine cumsum_dim1
