! rope_interleaved: rotary embedding of X (B, S, H, D) on interleaved pairs (2i, 2i+1) (GPT-J style), from cos/sin tables (S, D/2).
subroutine rope_interleaved(Y, X, cosT, sinT, B, S, H, D) bind(c, name="rope_interleaved")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, S, H, D
  real(rk), intent(out) :: Y(D, H, S, B)
  real(rk), intent(in) :: X(D, H, S, B)
  real(rk), intent(in) :: cosT(D / 2, S)
  real(rk), intent(in) :: sinT(D / 2, S)
  integer(c_int64_t) :: n, t, hh, i
  real(ak) :: cv, sv, x0, x1

  do n = 1, B
    do t = 1, S
      do hh = 1, H
        do i = 1, D / 2
          cv = real(cosT(i, t), ak)
          sv = real(sinT(i, t), ak)
          x0 = real(X(2 * i - 1, hh, t, n), ak)
          x1 = real(X(2 * i, hh, t, n), ak)
          Y(2 * i - 1, hh, t, n) = real(x0 * cv - x1 * sv, rk)
          Y(2 * i, hh, t, n) = real(x0 * sv + x1 * cv, rk)
        end do
      end do
    end do
  end do
end subroutine rope_interleaved
