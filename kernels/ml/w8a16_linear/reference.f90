! w8a16_linear: weight-only int8 linear layer, Y[m, n] = b[n] + ws[n] * sum over k of X[m, k] Wq[n, k]
! (X is M x K real, Wq is N x K int8, ws and b have N entries), summed in order of k.
subroutine w8a16_linear(Y, X, Wq, ws, b, M, N, K) bind(c, name="w8a16_linear")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(K, M), ws(N), b(N)
  integer(c_int8_t), intent(in) :: Wq(K, N)
  integer(c_int64_t) :: i, j, l
  real(ak) :: acc

  do i = 1, M
    do j = 1, N
      acc = 0
      do l = 1, K
        acc = acc + real(X(l, i), ak) * real(Wq(l, j), ak)
      end do
      Y(j, i) = real(real(b(j), ak) + acc * real(ws(j), ak), rk)
    end do
  end do
end subroutine w8a16_linear
