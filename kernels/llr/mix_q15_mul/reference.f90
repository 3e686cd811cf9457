! mix_q15_mul: c(i) = sat16((a(i) * b(i) + 2^14) >> 15), Q15 multiply with rounding and saturation.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_q15_mul(a, b, c, LEN_1D) bind(c, name="mix_q15_mul")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int16_t), intent(in) :: a(0:LEN_1D - 1)
  integer(c_int16_t), intent(in) :: b(0:LEN_1D - 1)
  integer(c_int16_t), intent(out) :: c(0:LEN_1D - 1)
  integer(c_int64_t) :: i
  integer(c_int32_t) :: p, q

  do i = 0, LEN_1D - 1
    p = int(a(i), c_int32_t) * int(b(i), c_int32_t) + 16384_c_int32_t
    q = shifta(p, 15)
    if (q > 32767_c_int32_t) q = 32767_c_int32_t
    if (q < -32768_c_int32_t) q = -32768_c_int32_t
    c(i) = int(q, c_int16_t)
  end do
end subroutine mix_q15_mul
