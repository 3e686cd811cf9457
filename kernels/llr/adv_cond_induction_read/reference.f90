! adv_cond_induction_read: a[i] = b[j] * c[i]; j += 1 only when c[i] > t (j starts at 0; nj[0] = final j).
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine adv_cond_induction_read(a, b, c, nj, LEN_1D, t) bind(c, name="adv_cond_induction_read")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: t
  real(rk), intent(out) :: a(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  real(rk), intent(in) :: c(0:LEN_1D - 1)
  integer(c_int64_t), intent(out) :: nj(0:0)
  integer(c_int64_t) :: i, j

  j = 0
  do i = 0, LEN_1D - 1
    a(i) = b(j) * c(i)
    if (c(i) > t) j = j + 1
  end do
  nj(0) = j
end subroutine adv_cond_induction_read
