! s4114_rand: indirect addressing with variable bounds (ip: random permutation)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s4114_rand(a, b, c, d, ip, LEN_1D, n1) bind(c, name="s4114_rand")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int32_t), intent(in) :: ip(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: n1
  integer(c_int64_t) :: i
  integer(c_int64_t) :: k

  do i = (n1 - 1), LEN_1D - 1
    k = int(ip(i), c_int64_t)
    a(i) = real((b(i) + (c((((LEN_1D - k) + 1) - 2)) * d(i))), rk)
    k = int((k + 5), c_int64_t)
  end do
end subroutine s4114_rand
