! adv_masked_dot: masked dot product s = sum of b[i] * c[i] over the i with a[i] > t.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine adv_masked_dot(a, b, c, s, LEN_1D, t) bind(c, name="adv_masked_dot")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: t
  real(rk), intent(in) :: a(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  real(rk), intent(in) :: c(0:LEN_1D - 1)
  real(rk), intent(out) :: s(0:0)
  real(ak) :: acc
  integer(c_int64_t) :: i

  acc = 0.0_ak
  do i = 0, LEN_1D - 1
    if (a(i) > t) acc = acc + real(b(i), ak) * real(c(i), ak)
  end do
  s(0) = real(acc, rk)
end subroutine adv_masked_dot
