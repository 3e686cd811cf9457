! vas_rand: vector assignment, scatter (ip: random permutation)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine vas_rand(a, b, ip, LEN_1D) bind(c, name="vas_rand")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int32_t), intent(in) :: ip(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    a(ip(i)) = real(b(i), rk)
  end do
end subroutine vas_rand
