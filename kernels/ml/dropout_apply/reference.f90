! dropout_apply: apply a dropout mask: Y[i] = X[i] / (1 - p) where mask[i] is nonzero, else 0.
! mask is C uint8_t, read as integer(c_int8_t): only its test against 0 is used, which the sign does not change.
subroutine dropout_apply(Y, X, mask, N, p) bind(c, name="dropout_apply")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: p
  real(rk), intent(out) :: Y(N)
  real(rk), intent(in) :: X(N)
  integer(c_int8_t), intent(in) :: mask(N)
  integer(c_int64_t) :: i
  real(ak) :: keep

  keep = 1 / (1 - real(p, ak))
  do i = 1, N
    if (mask(i) /= 0) then
      Y(i) = real(real(X(i), ak) * keep, rk)
    else
      Y(i) = 0
    end if
  end do
end subroutine dropout_apply
