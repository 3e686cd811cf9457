! focal_loss: binary focal loss (alpha 0.25, gamma 2), mean of -alpha_t (1 - p_t)^2 log p_t, p = sigmoid(X), T the 0/1 targets.
! Fortran has no log1p: log(1 + y) is computed as log(w) y / (w - 1), w = 1 + y (Kahan's accurate form, y
! itself when w rounds to 1), as accurate as the C reference's log1p.
subroutine focal_loss(loss, X, T, N) bind(c, name="focal_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: loss(0:0)
  real(rk), intent(in) :: X(0:N - 1)
  integer(c_int8_t), intent(in) :: T(0:N - 1)
  integer(c_int64_t) :: i
  real(ak) :: s, x1, p, sp_neg, sp_pos

  s = 0
  do i = 0, N - 1
    x1 = real(X(i), ak)
    p = 1 / (1 + exp(-x1))
    ! log p = -softplus(-x), log(1 - p) = -softplus(x)
    if (x1 < -20) then
      sp_neg = -x1
    else
      sp_neg = log1p_acc(exp(-x1))
    end if
    if (x1 > 20) then
      sp_pos = x1
    else
      sp_pos = log1p_acc(exp(x1))
    end if
    if (T(i) /= 0) then
      s = s + 0.25_ak * (1 - p) * (1 - p) * sp_neg
    else
      s = s + 0.75_ak * p * p * sp_pos
    end if
  end do
  loss(0) = real(s / real(N, ak), rk)

contains

  pure function log1p_acc(y) result(r)
    real(ak), intent(in) :: y
    real(ak) :: r, w

    w = 1 + y
    if (w < 1 .or. w > 1) then
      r = log(w) * y / (w - 1)
    else
      r = y
    end if
  end function log1p_acc
end subroutine focal_loss
