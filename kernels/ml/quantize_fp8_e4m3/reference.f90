! quantize_fp8_e4m3: Q = the fp8 E4M3 code of X / scale (sign bit 0x80, exponent bias 7, 3 fraction bits),
! rounded to nearest even (ieee_rint), saturating to +-448 (code 0x7e); subnormals in steps of 2^-9 below 2^-6.
! Q is uint8_t in C: the code 0..255 is stored in integer(c_int8_t) as code - 256 when it is 128 or more.
subroutine quantize_fp8_e4m3(Q, X, N, scale) bind(c, name="quantize_fp8_e4m3")
  use, intrinsic :: iso_c_binding
  use, intrinsic :: ieee_arithmetic, only: ieee_rint
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: scale
  integer(c_int8_t), intent(out) :: Q(0:N - 1)
  real(rk), intent(in) :: X(0:N - 1)
  integer(c_int64_t) :: i
  integer :: sgn, code, e, iq
  real(ak) :: v, a

  do i = 0, N - 1
    v = real(X(i), ak) / real(scale, ak)
    sgn = 0
    if (v < 0) sgn = 128
    a = abs(v)
    if (a >= 448) then
      code = 126
    else if (a < 0.015625_ak) then
      code = int(ieee_rint(a * 512.0_ak)) ! subnormal steps of 2^-9; 8 is the smallest normal
    else
      e = exponent(a) ! a in [2^(e-1), 2^e)
      iq = int(ieee_rint(a * 2.0_ak**(4 - e))) ! 8..16: the significand with 3 fraction bits
      code = ishft(e - 1 + 7, 3) + (iq - 8) ! iq = 16 carries into the exponent
      if (code > 126) code = 126
    end if
    code = ior(sgn, code)
    if (code >= 128) code = code - 256
    Q(i) = int(code, c_int8_t)
  end do
end subroutine quantize_fp8_e4m3
