! adv_alias_window: a[i + WOFF] = a[i + ROFF] * s + b[i] on one array, both offsets drawn.
! i runs from 0 to LEN_1D - max(WOFF, ROFF) - 1 in ascending order (a do loop, not an array
! assignment: a read must see what earlier iterations wrote). Arrays are 0-based, as in the C reference.
subroutine adv_alias_window(a, b, LEN_1D, WOFF, ROFF, s) bind(c, name="adv_alias_window")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: WOFF
  integer(c_int64_t), value, intent(in) :: ROFF
  real(rk), value, intent(in) :: s
  real(rk), intent(inout) :: a(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  integer(c_int64_t) :: i, n

  n = LEN_1D - max(WOFF, ROFF)
  do i = 0, n - 1
    a(i + WOFF) = a(i + ROFF) * s + b(i)
  end do
end subroutine adv_alias_window
