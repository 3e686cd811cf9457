! add_rmsnorm: fused residual add + RMS normalization: S = X + Res (stored), Y = S / sqrt(mean(S^2) + eps) * weight.
subroutine add_rmsnorm(Y, S, X, Res, weight, R, C, eps) bind(c, name="add_rmsnorm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(C, R)
  real(rk), intent(out) :: S(C, R)
  real(rk), intent(in) :: X(C, R)
  real(rk), intent(in) :: Res(C, R)
  real(rk), intent(in) :: weight(C)
  integer(c_int64_t) :: i, j
  real(ak) :: ss, sv, inv

  do i = 1, R
    ss = 0
    do j = 1, C
      S(j, i) = real(real(X(j, i), ak) + real(Res(j, i), ak), rk)
      sv = real(S(j, i), ak)
      ss = ss + sv * sv
    end do
    inv = 1 / sqrt(ss / real(C, ak) + real(eps, ak))
    do j = 1, C
      Y(j, i) = real(real(S(j, i), ak) * inv * real(weight(j), ak), rk)
    end do
  end do
end subroutine add_rmsnorm
