! maxpool1d: 1-D max pooling of NCL, window K, stride S, no padding: Y[n, c, t] = max over i < K of
! X[n, c, t S + i] (the first maximum kept, values copied as stored).
subroutine maxpool1d(Y, X, B, C, L, K, S, OL) bind(c, name="maxpool1d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, L, K, S, OL
  real(rk), intent(out) :: Y(OL, C * B)
  real(rk), intent(in) :: X(L, C * B)
  integer(c_int64_t) :: q, it, i
  real(rk) :: best

  do q = 1, B * C
    do it = 0, OL - 1
      best = X(it * S + 1, q)
      do i = 1, K - 1
        if (X(it * S + i + 1, q) > best) best = X(it * S + i + 1, q)
      end do
      Y(it + 1, q) = best
    end do
  end do
end subroutine maxpool1d
