! s4116_rand: more complicated sparse sdot over row j-1 of aa (ip: random indices)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s4116_rand(a, aa, ip, sum, LEN_2D, j, inc) bind(c, name="s4116_rand")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(in) :: aa(0:*)
  integer(c_int32_t), intent(in) :: ip(0:*)
  real(rk), intent(out) :: sum(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t), value, intent(in) :: j
  integer(c_int64_t), value, intent(in) :: inc
  real(rk) :: s
  integer(c_int64_t) :: i
  integer(c_int64_t) :: off

  s = real(0.0_c_double, rk)
  do i = 0, (LEN_2D - 1) - 1
    off = int((inc + i), c_int64_t)
    s = real((s + (a(off) * aa((((j - 1) * LEN_2D) + ip(i))))), rk)
  end do
  sum(0) = real(s, rk)
end subroutine s4116_rand
