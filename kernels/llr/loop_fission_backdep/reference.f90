! loop_fission_backdep: a[i] = c[i-1] * d[i] + b[i]; c[i] = b[i] * e[i] - d[i] (backward dependence, no cycle).
subroutine loop_fission_backdep(a, c, b, d, e, LEN_1D) bind(c, name="loop_fission_backdep")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(out) :: a(0:LEN_1D - 1)
  real(rk), intent(out) :: c(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  real(rk), intent(in) :: d(0:LEN_1D - 1)
  real(rk), intent(in) :: e(0:LEN_1D - 1)
  integer(c_int64_t) :: i

  a(0) = b(0)
  c(0) = b(0) * e(0) - d(0)
  do i = 1, LEN_1D - 1
    a(i) = c(i - 1) * d(i) + b(i)
    c(i) = b(i) * e(i) - d(i)
  end do
end subroutine loop_fission_backdep
