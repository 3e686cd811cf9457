! s4115_rand: sparse dot product (ip: random permutation)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s4115_rand(a, b, ip, sum, LEN_1D) bind(c, name="s4115_rand")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int32_t), intent(in) :: ip(0:*)
  real(rk), intent(out) :: sum(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk) :: s
  integer(c_int64_t) :: i

  s = real(0.0_c_double, rk)
  do i = 0, LEN_1D - 1
    s = real((s + (a(i) * b(ip(i)))), rk)
  end do
  sum(0) = real(s, rk)
end subroutine s4115_rand
