! prefix_scan: inclusive prefix sum out[i] = in[0] + ... + in[i]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine prefix_scan(out, in, N) bind(c, name="prefix_scan")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: out(0:*)
  real(rk), intent(in) :: in(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(rk) :: s
  integer(c_int64_t) :: i

  s = real(0, rk)
  do i = 0, N - 1
    s = real((s + in(i)), rk)
    out(i) = real(s, rk)
  end do
end subroutine prefix_scan
