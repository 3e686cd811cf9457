! argmin_dim1: index of the first minimum over the middle dimension of a B x M x N tensor,
! idx[b, n] = the smallest m with X[b, m, n] = min over m' of X[b, m', n] (torch.argmin(x, dim=1)).
subroutine argmin_dim1(idx, X, B, M, N) bind(c, name="argmin_dim1")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, M, N
  integer(c_int32_t), intent(out) :: idx(N, B)
  real(rk), intent(in) :: X(N, M, B)
  integer(c_int64_t) :: ib, im, in, at
  real(ak) :: best

  do ib = 1, B
    do in = 1, N
      best = real(X(in, 1, ib), ak)
      at = 0
      do im = 2, M
        if (real(X(in, im, ib), ak) < best) then
          best = real(X(in, im, ib), ak)
          at = im - 1
        end if
      end do
      idx(in, ib) = int(at, c_int32_t)
    end do
  end do
end subroutine argmin_dim1
