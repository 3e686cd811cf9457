! mix_logaddexp: c(i) = max(a(i), b(i)) + log(1 + exp(-|a(i) - b(i)|)); s = sum c.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_logaddexp(a, b, c, s, LEN_1D) bind(c, name="mix_logaddexp")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(in) :: a(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  real(rk), intent(out) :: c(0:LEN_1D - 1)
  real(rk), intent(out) :: s(0:0)
  real(ak) :: acc
  real(rk) :: m, d, v
  integer(c_int64_t) :: i

  acc = 0.0_ak
  do i = 0, LEN_1D - 1
    if (a(i) > b(i)) then
      m = a(i)
    else
      m = b(i)
    end if
    d = abs(a(i) - b(i))
    v = m + log(1.0_rk + exp(-d))
    c(i) = v
    acc = acc + real(v, ak)
  end do
  s(0) = real(acc, rk)
end subroutine mix_logaddexp
