! mix_quant_rne: q(i) = clamp(round_half_even(x(i) * scale), -128, 127) as i8; nsat = how many clamped.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_quant_rne(x, q, nsat, LEN_1D, scale) bind(c, name="mix_quant_rne")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: scale
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  integer(c_int8_t), intent(out) :: q(0:LEN_1D - 1)
  integer(c_int64_t), intent(out) :: nsat(0:0)
  integer(c_int64_t) :: i, n
  real(rk) :: v
  real(c_double) :: f, d, r

  n = 0
  do i = 0, LEN_1D - 1
    v = x(i) * scale
    f = floor(real(v, c_double))
    d = real(v, c_double) - f
    if (d > 0.5_c_double) then
      r = f + 1.0_c_double
    else if (d < 0.5_c_double) then
      r = f
    else if (modulo(f, 2.0_c_double) < 0.5_c_double) then
      r = f
    else
      r = f + 1.0_c_double
    end if
    if (r > 127.0_c_double) then
      r = 127.0_c_double
      n = n + 1
    else if (r < -128.0_c_double) then
      r = -128.0_c_double
      n = n + 1
    end if
    q(i) = int(r, c_int8_t)
  end do
  nsat(0) = n
end subroutine mix_quant_rne
