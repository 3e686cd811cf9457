! upsample_bilinear2d: bilinear resize NCHW from H x W to OH x OW (interpolate mode "bilinear",
! align_corners false): per axis src = (n / on) (d + 0.5) - 0.5 clamped at 0, i0 = floor(src),
! i1 = min(i0 + 1, n - 1), l1 = src - i0, l0 = 1 - l1 (0-based indices, in the accumulation kind);
! Y = l0h (l0w x[i0][j0] + l1w x[i0][j1]) + l1h (l0w x[i1][j0] + l1w x[i1][j1]).
subroutine upsample_bilinear2d(Y, X, B, C, H, W, OH, OW) bind(c, name="upsample_bilinear2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: H
  integer(c_int64_t), value, intent(in) :: W
  integer(c_int64_t), value, intent(in) :: OH
  integer(c_int64_t), value, intent(in) :: OW
  real(rk), intent(out) :: Y(OW, OH, C, B)
  real(rk), intent(in) :: X(W, H, C, B)
  integer(c_int64_t) :: ib, ic, i, j, h0, h1, w0, w1
  real(ak) :: a0, a1, b0, b1, top, bot

  do ib = 1, B
    do ic = 1, C
      do i = 0, OH - 1
        call axis(i, H, OH, h0, h1, a0, a1)
        do j = 0, OW - 1
          call axis(j, W, OW, w0, w1, b0, b1)
          top = b0 * real(X(w0 + 1, h0 + 1, ic, ib), ak) + b1 * real(X(w1 + 1, h0 + 1, ic, ib), ak)
          bot = b0 * real(X(w0 + 1, h1 + 1, ic, ib), ak) + b1 * real(X(w1 + 1, h1 + 1, ic, ib), ak)
          Y(j + 1, i + 1, ic, ib) = real(a0 * top + a1 * bot, rk)
        end do
      end do
    end do
  end do

contains

  subroutine axis(d, n, on, i0, i1, l0, l1)
    integer(c_int64_t), intent(in) :: d, n, on
    integer(c_int64_t), intent(out) :: i0, i1
    real(ak), intent(out) :: l0, l1
    real(ak) :: src

    src = real(n, ak) / real(on, ak) * (real(d, ak) + 0.5_ak) - 0.5_ak
    if (src < 0) src = 0.0_ak
    i0 = int(src, c_int64_t)
    if (i0 < n - 1) then
      i1 = i0 + 1
    else
      i1 = i0
    end if
    l1 = src - real(i0, ak)
    l0 = 1 - l1
  end subroutine axis
end subroutine upsample_bilinear2d
