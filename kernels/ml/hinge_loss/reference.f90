! hinge_loss: multi-class hinge (margin) loss per row (PyTorch MultiMarginLoss, p = 1, reduction none):
! L[n] = sum over c != y[n] of max(0, margin - X[n][y[n]] + X[n][c]) / C, in the accumulation kind.
subroutine hinge_loss(L, X, y, N, C, margin) bind(c, name="hinge_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: C
  real(c_float), value, intent(in) :: margin
  real(rk), intent(out) :: L(N)
  real(rk), intent(in) :: X(C, N)
  integer(c_int32_t), intent(in) :: y(N)
  integer(c_int64_t) :: i, j, yi
  real(ak) :: mg, xy, s, h

  mg = real(margin, ak)
  do i = 1, N
    yi = int(y(i), c_int64_t) + 1
    xy = real(X(yi, i), ak)
    s = 0.0_ak
    do j = 1, C
      if (j == yi) cycle
      h = mg - xy + real(X(j, i), ak)
      if (h > 0) s = s + h
    end do
    L(i) = real(s / real(C, ak), rk)
  end do
end subroutine hinge_loss
