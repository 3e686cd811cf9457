! mix_logsigmoid: y = -log(1+exp(-x)) for x >= 0, x - log(1+exp(x)) for x < 0; s = sum y.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_logsigmoid(x, y, s, LEN_1D) bind(c, name="mix_logsigmoid")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  real(rk), intent(out) :: y(0:LEN_1D - 1)
  real(rk), intent(out) :: s(0:0)
  real(ak) :: acc
  real(rk) :: v, r
  integer(c_int64_t) :: i

  acc = 0.0_ak
  do i = 0, LEN_1D - 1
    v = x(i)
    if (v >= 0.0_rk) then
      r = -log(1.0_rk + exp(-v))
    else
      r = v - log(1.0_rk + exp(v))
    end if
    y(i) = r
    acc = acc + real(r, ak)
  end do
  s(0) = real(acc, rk)
end subroutine mix_logsigmoid
