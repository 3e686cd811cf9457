! lfk19_glre_two_sweeps: LFK 19: general linear recurrence equations: a forward then a backward sweep through stb5
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk19_glre_two_sweeps(b5, stb5, sa, sb, n) bind(c, name="lfk19_glre_two_sweeps")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: b5(0:*)
  real(rk), intent(inout) :: stb5(0:*)
  real(rk), intent(in) :: sa(0:*)
  real(rk), intent(in) :: sb(0:*)
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t) :: kb5i
  real(rk) :: st
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i

  kb5i = int(0, c_int64_t)
  st = real(stb5(0), rk)
  do k = 0, n - 1
    b5((k + kb5i)) = real((sa(k) + (st * sb(k))), rk)
    st = real((b5((k + kb5i)) - st), rk)
  end do
  do i = 1, n
    k = int((n - i), c_int64_t)
    b5((k + kb5i)) = real((sa(k) + (st * sb(k))), rk)
    st = real((b5((k + kb5i)) - st), rk)
  end do
  stb5(0) = real(st, rk)
end subroutine lfk19_glre_two_sweeps
