! rgb_to_hsv: RGB -> HSV of an N x 3 x H x W batch (channel 0 red, 1 green, 2 blue; outputs channel 0 hue,
! 1 saturation, 2 value), in the accumulation kind: mx = max(r, g, b), mn = min(r, g, b), d = mx - mn;
! v = mx; s = d / mx when mx > 0, else 0; hue: 0 when d == 0; else when mx == r: t = (g - b) / d, plus 6
! when g < b; else when mx == g: t = (b - r) / d + 2; else t = (r - g) / d + 4; h = t / 6.
subroutine rgb_to_hsv(Y, X, N, H, W) bind(c, name="rgb_to_hsv")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: H
  integer(c_int64_t), value, intent(in) :: W
  real(rk), intent(out) :: Y(W, H, 3, N)
  real(rk), intent(in) :: X(W, H, 3, N)
  integer(c_int64_t) :: n1, i, j
  real(ak) :: r, g, b, mx, mn, d, hh, s, t

  do n1 = 1, N
    do i = 1, H
      do j = 1, W
        r = real(X(j, i, 1, n1), ak)
        g = real(X(j, i, 2, n1), ak)
        b = real(X(j, i, 3, n1), ak)
        mx = r
        mn = r
        if (g > mx) mx = g
        if (b > mx) mx = b
        if (g < mn) mn = g
        if (b < mn) mn = b
        d = mx - mn
        hh = 0.0_ak
        s = 0.0_ak
        if (mx > 0) s = d / mx
        if (d > 0) then
          if (mx == r) then
            t = (g - b) / d
            if (g < b) t = t + 6
          else if (mx == g) then
            t = (b - r) / d + 2
          else
            t = (r - g) / d + 4
          end if
          hh = t / 6
        end if
        Y(j, i, 1, n1) = real(hh, rk)
        Y(j, i, 2, n1) = real(s, rk)
        Y(j, i, 3, n1) = real(mx, rk)
      end do
    end do
  end do
end subroutine rgb_to_hsv
