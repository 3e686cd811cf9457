! adv_masked_argmax: xmax, imax = max and first index of b[i] over the i with a[i] > t.
! xmax = 0 and imax = -1 when no a[i] exceeds t. Arrays are 0-based, indexed as in the C reference.
subroutine adv_masked_argmax(a, b, xmax, imax, LEN_1D, t) bind(c, name="adv_masked_argmax")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: t
  real(rk), intent(in) :: a(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  real(rk), intent(out) :: xmax(0:0)
  integer(c_int64_t), intent(out) :: imax(0:0)
  real(rk) :: x
  integer(c_int64_t) :: i, index

  x = 0.0_rk
  index = -1
  do i = 0, LEN_1D - 1
    if (a(i) > t) then
      if (index < 0 .or. b(i) > x) then
        x = b(i)
        index = i
      end if
    end if
  end do
  xmax(0) = x
  imax(0) = index
end subroutine adv_masked_argmax
