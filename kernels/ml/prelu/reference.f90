! prelu: PReLU with one slope per channel on X [B, C, S]: Y[b][c][s] = x if x > 0 else w[c] x.
subroutine prelu(Y, X, w, B, C, S) bind(c, name="prelu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: S
  real(rk), intent(out) :: Y(S, C, B)
  real(rk), intent(in) :: X(S, C, B)
  real(rk), intent(in) :: w(C)
  integer(c_int64_t) :: ib, ic, is
  real(ak) :: a, x1

  do ib = 1, B
    do ic = 1, C
      a = real(w(ic), ak)
      do is = 1, S
        x1 = real(X(is, ic, ib), ak)
        if (x1 > 0) then
          Y(is, ic, ib) = real(x1, rk)
        else
          Y(is, ic, ib) = real(a * x1, rk)
        end if
      end do
    end do
  end do
end subroutine prelu
