! mix_newton_cubic: r(i) = root of x^3 + p*x = c(i) by niter Newton steps from x = c(i)/p.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_newton_cubic(c, r, LEN_1D, p, niter) bind(c, name="mix_newton_cubic")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: p
  integer(c_int32_t), value, intent(in) :: niter
  real(rk), intent(in) :: c(0:LEN_1D - 1)
  real(rk), intent(out) :: r(0:LEN_1D - 1)
  real(rk) :: ci, x, f, fp
  integer(c_int64_t) :: i
  integer(c_int32_t) :: it

  do i = 0, LEN_1D - 1
    ci = c(i)
    x = ci / p
    do it = 1, niter
      f = x * x * x + p * x - ci
      fp = 3.0_rk * x * x + p
      x = x - f / fp
    end do
    r(i) = x
  end do
end subroutine mix_newton_cubic
