! rope_neox: rotary position embedding, GPT-NeoX style (half-split pairs (i, i + D/2)), from cos/sin tables
! of shape (S, D/2): for each b, t, h and i < D/2, with c = cosT[t, i], s = sinT[t, i]:
! Y[..., i] = x[i] c - x[i + D/2] s and Y[..., i + D/2] = x[i] s + x[i + D/2] c.
subroutine rope_neox(Y, X, cosT, sinT, B, S, H, D) bind(c, name="rope_neox")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, S, H, D
  real(rk), intent(out) :: Y(D, H, S, B)
  real(rk), intent(in) :: X(D, H, S, B), cosT(D / 2, S), sinT(D / 2, S)
  integer(c_int64_t) :: ib, it, ih, i, d2
  real(ak) :: cv, sv, x0, x1

  d2 = D / 2
  do ib = 1, B
    do it = 1, S
      do ih = 1, H
        do i = 1, d2
          cv = real(cosT(i, it), ak)
          sv = real(sinT(i, it), ak)
          x0 = real(X(i, ih, it, ib), ak)
          x1 = real(X(i + d2, ih, it, ib), ak)
          Y(i, ih, it, ib) = real(x0 * cv - x1 * sv, rk)
          Y(i + d2, ih, it, ib) = real(x0 * sv + x1 * cv, rk)
        end do
      end do
    end do
  end do
end subroutine rope_neox
