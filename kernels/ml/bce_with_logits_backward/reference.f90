! bce_with_logits_backward: gradient of BCE with logits and pos_weight pw (reduction 'none'): dX = dY ((pw t + 1 - t) sigmoid(x) - pw t).
! Element-wise in real(ak).
subroutine bce_with_logits_backward(dX, dY, X, T, N, pw) bind(c, name="bce_with_logits_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: pw
  real(rk), intent(out) :: dX(N)
  real(rk), intent(in) :: dY(N)
  real(rk), intent(in) :: X(N)
  real(rk), intent(in) :: T(N)
  integer(c_int64_t) :: i
  real(ak) :: tv, sv, a

  a = real(pw, ak)
  do i = 1, N
    tv = real(T(i), ak)
    sv = 1 / (1 + exp(-real(X(i), ak)))
    dX(i) = real(real(dY(i), ak) * ((a * tv + 1 - tv) * sv - a * tv), rk)
  end do
end subroutine bce_with_logits_backward
