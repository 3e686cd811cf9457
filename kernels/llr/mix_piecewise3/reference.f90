! mix_piecewise3: y = lo*exp(x-lo) if x < lo; x*(1 + x/2) if x <= hi; hi*(1 + hi/2) + sqrt(x - hi) else.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_piecewise3(x, y, LEN_1D, lo, hi) bind(c, name="mix_piecewise3")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: lo
  real(rk), value, intent(in) :: hi
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  real(rk), intent(out) :: y(0:LEN_1D - 1)
  real(rk) :: v, r
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    v = x(i)
    if (v < lo) then
      r = lo * exp(v - lo)
    else if (v <= hi) then
      r = v * (1.0_rk + 0.5_rk * v)
    else
      r = hi * (1.0_rk + 0.5_rk * hi) + sqrt(v - hi)
    end if
    y(i) = r
  end do
end subroutine mix_piecewise3
