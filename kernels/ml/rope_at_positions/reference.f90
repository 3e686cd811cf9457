! rope_at_positions: row n of X (C [N][H][D] = Fortran X(D, H, N)) is rotated by the table row pos(n):
! with c = cosT(i, pos+1), s = sinT(i, pos+1), Y(2i-1) = X(2i-1) c - X(2i) s, Y(2i) = X(2i-1) s + X(2i) c.
subroutine rope_at_positions(Y, X, pos, cosT, sinT, N, H, D, P, DH) bind(c, name="rope_at_positions")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, H, D, P, DH
  real(rk), intent(out) :: Y(D, H, N)
  real(rk), intent(in) :: X(D, H, N)
  integer(c_int32_t), intent(in) :: pos(N)
  real(rk), intent(in) :: cosT(DH, P), sinT(DH, P)
  integer(c_int64_t) :: in, ih, i, pr
  real(ak) :: c, s, x0, x1

  do in = 1, N
    pr = int(pos(in), c_int64_t) + 1
    do ih = 1, H
      do i = 1, DH
        c = real(cosT(i, pr), ak)
        s = real(sinT(i, pr), ak)
        x0 = real(X(2 * i - 1, ih, in), ak)
        x1 = real(X(2 * i, ih, in), ak)
        Y(2 * i - 1, ih, in) = real(x0 * c - x1 * s, rk)
        Y(2 * i, ih, in) = real(x0 * s + x1 * c, rk)
      end do
    end do
  end do
end subroutine rope_at_positions
