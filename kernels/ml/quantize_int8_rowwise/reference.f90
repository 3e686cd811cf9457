! quantize_int8_rowwise: symmetric per-row int8 quantization of X (R, C): scale[r] = max|x| / 127 (1 for a zero row), Q = rint(x / scale[r]) clamped to [-127, 127].
! ieee_rint rounds to nearest, ties to even, as C's rint in the default rounding mode.
subroutine quantize_int8_rowwise(Q, scale, X, R, C) bind(c, name="quantize_int8_rowwise")
  use, intrinsic :: iso_c_binding
  use, intrinsic :: ieee_arithmetic, only: ieee_rint
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  integer(c_int8_t), intent(out) :: Q(C, R)
  real(rk), intent(out) :: scale(R)
  real(rk), intent(in) :: X(C, R)
  integer(c_int64_t) :: i, j
  real(ak) :: amax, s, v

  do i = 1, R
    amax = 0
    do j = 1, C
      if (abs(real(X(j, i), ak)) > amax) amax = abs(real(X(j, i), ak))
    end do
    if (amax > 0) then
      scale(i) = real(amax / 127, rk)
    else
      scale(i) = 1
    end if
    s = real(scale(i), ak)
    do j = 1, C
      v = ieee_rint(real(X(j, i), ak) / s)
      if (v > 127) then
        v = 127
      else if (v < -127) then
        v = -127
      end if
      Q(j, i) = int(v, c_int8_t)
    end do
  end do
end subroutine quantize_int8_rowwise
