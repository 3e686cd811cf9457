! adagrad: Adagrad step: sum += g^2; p -= lr g / (sqrt(sum) + eps)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine adagrad(p, sum, g, N, lr, eps) bind(c, name="adagrad")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: p(0:*)
  real(rk), intent(inout) :: sum(0:*)
  real(rk), intent(in) :: g(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: lr
  real(c_float), value, intent(in) :: eps
  integer(c_int64_t) :: i
  real(ak) :: gi
  real(ak) :: s

  do i = 0, N - 1
    gi = real(g(i), ak)
    s = real((sum(i) + (gi * gi)), ak)
    sum(i) = real(s, rk)
    p(i) = real((p(i) - ((real(lr, ak) * gi) / (sqrt(s) + real(eps, ak)))), rk)
  end do
end subroutine adagrad
