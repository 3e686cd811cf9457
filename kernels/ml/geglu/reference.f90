! geglu: GEGLU gate Y[r, j] = gelu(X[r, j]) * X[r, H + j], exact GELU gelu(a) = 0.5 a (1 + erf(a / sqrt(2))).
subroutine geglu(Y, X, R, H) bind(c, name="geglu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, H
  real(rk), intent(out) :: Y(H, R)
  real(rk), intent(in) :: X(2 * H, R)
  integer(c_int64_t) :: i, j
  real(ak) :: a, b

  do i = 1, R
    do j = 1, H
      a = real(X(j, i), ak)
      b = real(X(H + j, i), ak)
      Y(j, i) = real(0.5_ak * a * (1 + erf(a * 0.70710678118654752440_ak)) * b, rk)
    end do
  end do
end subroutine geglu
