! adv_stack_match: stack walk pairing each non-positive a[i] with the latest unmatched positive one.
! sp = 0; for each i: if a[i] > 0: stk[sp] = a[i], sp += 1, b[i] = 0; elif sp > 0: sp -= 1,
! b[i] = stk[sp] + a[i]; else b[i] = a[i]. depth[0] = the final sp. Arrays are 0-based, as in the C.
subroutine adv_stack_match(a, b, stk, depth, LEN_1D) bind(c, name="adv_stack_match")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(in) :: a(0:LEN_1D - 1)
  real(rk), intent(out) :: b(0:LEN_1D - 1)
  real(rk), intent(inout) :: stk(0:LEN_1D - 1)
  integer(c_int64_t), intent(out) :: depth(0:0)
  integer(c_int64_t) :: i, sp

  sp = 0
  do i = 0, LEN_1D - 1
    if (a(i) > 0.0_rk) then
      stk(sp) = a(i)
      sp = sp + 1
      b(i) = 0.0_rk
    else if (sp > 0) then
      sp = sp - 1
      b(i) = stk(sp) + a(i)
    else
      b(i) = a(i)
    end if
  end do
  depth(0) = sp
end subroutine adv_stack_match
