! gelu_backward: gradient of the exact GELU, dX = dY (Phi(x) + x phi(x)), Phi and phi the standard normal CDF and density.
subroutine gelu_backward(dX, dY, X, N) bind(c, name="gelu_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: dX(N)
  real(rk), intent(in) :: dY(N)
  real(rk), intent(in) :: X(N)
  real(ak), parameter :: inv_sqrt2 = real(0.70710678118654752440_c_double, ak)
  real(ak), parameter :: inv_sqrt2pi = real(0.39894228040143267794_c_double, ak)
  integer(c_int64_t) :: i
  real(ak) :: xv, cdf, pdf

  do i = 1, N
    xv = real(X(i), ak)
    cdf = 0.5_ak * (1 + erf(xv * inv_sqrt2))
    pdf = inv_sqrt2pi * exp(-0.5_ak * xv * xv)
    dX(i) = real(real(dY(i), ak) * (cdf + xv * pdf), rk)
  end do
end subroutine gelu_backward
