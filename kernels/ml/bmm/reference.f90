! bmm: batched matrix product Y[b] = X[b] W[b] (X[b] is M x K, W[b] is K x N), sums in acc_t.
subroutine bmm(Y, X, W, B, M, N, K) bind(c, name="bmm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, M, N, K
  real(rk), intent(out) :: Y(0:N - 1, 0:M - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:K - 1, 0:M - 1, 0:B - 1)
  real(rk), intent(in) :: W(0:N - 1, 0:K - 1, 0:B - 1)
  integer(c_int64_t) :: p, i, j, l
  real(ak) :: s

  do p = 0, B - 1
    do i = 0, M - 1
      do j = 0, N - 1
        s = 0
        do l = 0, K - 1
          s = s + real(X(l, i, p), ak) * real(W(j, l, p), ak)
        end do
        Y(j, i, p) = real(s, rk)
      end do
    end do
  end do
end subroutine bmm
