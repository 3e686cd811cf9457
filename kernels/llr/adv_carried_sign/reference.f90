! adv_carried_sign: a[i] = a[i-1] > 0 ? b[i] - s * a[i-1] : c[i] + s * a[i-1], i = 1 .. LEN_1D - 1 in
! order (the branch is on the value the previous iteration wrote). Arrays are 0-based, as in the C.
subroutine adv_carried_sign(a, b, c, LEN_1D, s) bind(c, name="adv_carried_sign")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: s
  real(rk), intent(inout) :: a(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  real(rk), intent(in) :: c(0:LEN_1D - 1)
  integer(c_int64_t) :: i

  do i = 1, LEN_1D - 1
    if (a(i - 1) > 0.0_rk) then
      a(i) = b(i) - s * a(i - 1)
    else
      a(i) = c(i) + s * a(i - 1)
    end if
  end do
end subroutine adv_carried_sign
