! s4112_rand: sparse saxpy a[i] += b[ip[i]] * s (gather) (ip: random permutation)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine s4112_rand(a, b, ip, LEN_1D, s) bind(c, name="s4112_rand")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int32_t), intent(in) :: ip(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: s
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    a(i) = real((a(i) + (b(ip(i)) * s)), rk)
  end do
end subroutine s4112_rand
