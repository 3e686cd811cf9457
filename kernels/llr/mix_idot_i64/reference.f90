! mix_idot_i64: s = sum (i64)a(i) * (i64)b(i) over i32 arrays (exact in i64); r = alpha * s.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_idot_i64(a, b, s, r, LEN_1D, alpha) bind(c, name="mix_idot_i64")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: alpha
  integer(c_int32_t), intent(in) :: a(0:LEN_1D - 1)
  integer(c_int32_t), intent(in) :: b(0:LEN_1D - 1)
  integer(c_int64_t), intent(out) :: s(0:0)
  real(rk), intent(out) :: r(0:0)
  integer(c_int64_t) :: i, acc

  acc = 0_c_int64_t
  do i = 0, LEN_1D - 1
    acc = acc + int(a(i), c_int64_t) * int(b(i), c_int64_t)
  end do
  s(0) = acc
  r(0) = alpha * real(acc, rk)
end subroutine mix_idot_i64
