! mix_powlaw: y(i) = c * x(i) ** p (x > 0, runtime exponent p); s = sum y.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_powlaw(x, y, s, LEN_1D, c, p) bind(c, name="mix_powlaw")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: c
  real(rk), value, intent(in) :: p
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  real(rk), intent(out) :: y(0:LEN_1D - 1)
  real(rk), intent(out) :: s(0:0)
  real(ak) :: acc
  real(rk) :: v
  integer(c_int64_t) :: i

  acc = 0.0_ak
  do i = 0, LEN_1D - 1
    v = c * x(i) ** p
    y(i) = v
    acc = acc + real(v, ak)
  end do
  s(0) = real(acc, rk)
end subroutine mix_powlaw
