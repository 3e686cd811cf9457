! bce_with_logits: binary cross-entropy with logits, loss[0] = mean over i of
! max(x, 0) - x t + log1p(exp(-|x|)), summed in order of i. Fortran 2008 has no log1p: the accurate
! form log1p(u) = u log(1 + u) / ((1 + u) - 1) (u itself when 1 + u rounds to 1) stands for it.
subroutine bce_with_logits(loss, X, T, N) bind(c, name="bce_with_logits")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: loss(1)
  real(rk), intent(in) :: X(N), T(N)
  integer(c_int64_t) :: i
  real(ak) :: acc, xv, tv, u, w

  acc = 0
  do i = 1, N
    xv = real(X(i), ak)
    tv = real(T(i), ak)
    u = exp(-abs(xv))
    w = 1 + u
    if (w /= 1) u = u * log(w) / (w - 1)
    acc = acc + (max(xv, 0.0_ak) - xv * tv + u)
  end do
  loss(1) = real(acc / real(N, ak), rk)
end subroutine bce_with_logits
