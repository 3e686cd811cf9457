! rmsnorm_backward: RMS normalization backward from the saved per-row 1/rms rstd: dX = rstd dY weight - X b per row,
! b = rstd^3 mean_c(dY weight X), and dweight = sum over rows of dY X rstd.
subroutine rmsnorm_backward(dX, dweight, dY, X, rstd, weight, R, C) bind(c, name="rmsnorm_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(rk), intent(out) :: dX(0:C - 1, 0:R - 1)
  real(rk), intent(out) :: dweight(0:C - 1)
  real(rk), intent(in) :: dY(0:C - 1, 0:R - 1), X(0:C - 1, 0:R - 1)
  real(rk), intent(in) :: rstd(0:R - 1), weight(0:C - 1)
  integer(c_int64_t) :: i, j
  real(ak) :: s, b, sw

  do i = 0, R - 1
    s = real(rstd(i), ak)
    b = 0
    do j = 0, C - 1
      b = b + real(dY(j, i), ak) * real(weight(j), ak) * real(X(j, i), ak)
    end do
    b = b * (s * s * s / real(C, ak))
    do j = 0, C - 1
      dX(j, i) = real(s * real(dY(j, i), ak) * real(weight(j), ak) - real(X(j, i), ak) * b, rk)
    end do
  end do
  do j = 0, C - 1
    sw = 0
    do i = 0, R - 1
      sw = sw + real(dY(j, i), ak) * real(X(j, i), ak) * real(rstd(i), ak)
    end do
    dweight(j) = real(sw, rk)
  end do
end subroutine rmsnorm_backward
