! local_response_norm: LocalResponseNorm(size NW, alpha, beta, k) across the channels of X [B, C, S]:
! window of channel c = c - NW/2 .. c + (NW - 1)/2 clipped (padding counted as zeros),
! Y = X / ((sum of x^2 over the window) / NW * alpha + k)^beta, in the accumulation kind.
subroutine local_response_norm(Y, X, B, C, S, NW, alpha, beta, k) bind(c, name="local_response_norm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: S
  integer(c_int64_t), value, intent(in) :: NW
  real(c_float), value, intent(in) :: alpha
  real(c_float), value, intent(in) :: beta
  real(c_float), value, intent(in) :: k
  real(rk), intent(out) :: Y(S, C, B)
  real(rk), intent(in) :: X(S, C, B)
  integer(c_int64_t) :: ib, ic, is, id, lo, hi
  real(ak) :: al, be, kk, total, v, avg

  al = real(alpha, ak)
  be = real(beta, ak)
  kk = real(k, ak)
  do ib = 1, B
    do ic = 0, C - 1
      lo = max(ic - NW / 2, 0_c_int64_t)
      hi = min(ic + (NW - 1) / 2, C - 1)
      do is = 1, S
        total = 0.0_ak
        do id = lo, hi
          v = real(X(is, id + 1, ib), ak)
          total = total + v * v
        end do
        avg = total / real(NW, ak)
        Y(is, ic + 1, ib) = real(real(X(is, ic + 1, ib), ak) / (avg * al + kk) ** be, rk)
      end do
    end do
  end do
end subroutine local_response_norm
