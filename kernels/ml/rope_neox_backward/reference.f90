! rope_neox_backward: gradient of rope_neox (y0 = x0 c - x1 s, y1 = x0 s + x1 c for the pairs (i, i + D/2)
! of each head, c = cosT[t][i], s = sinT[t][i], C order [B][S][H][D]): the transposed rotation,
! dX(i) = dY(i) c + dY(i + D/2) s, dX(i + D/2) = dY(i + D/2) c - dY(i) s.
subroutine rope_neox_backward(dX, dY, cosT, sinT, B, S, H, D) bind(c, name="rope_neox_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, S, H, D
  real(rk), intent(out) :: dX(D, H, S, B)
  real(rk), intent(in) :: dY(D, H, S, B)
  real(rk), intent(in) :: cosT(D / 2, S)
  real(rk), intent(in) :: sinT(D / 2, S)
  integer(c_int64_t) :: ib, it, ih, i, D2
  real(ak) :: cv, sv, g0, g1

  D2 = D / 2
  do ib = 1, B
    do it = 1, S
      do ih = 1, H
        do i = 1, D2
          cv = real(cosT(i, it), ak)
          sv = real(sinT(i, it), ak)
          g0 = real(dY(i, ih, it, ib), ak)
          g1 = real(dY(i + D2, ih, it, ib), ak)
          dX(i, ih, it, ib) = real(g0 * cv + g1 * sv, rk)
          dX(i + D2, ih, it, ib) = real(g1 * cv - g0 * sv, rk)
        end do
      end do
    end do
  end do
end subroutine rope_neox_backward
