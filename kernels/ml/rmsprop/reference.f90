! rmsprop: RMSprop step: sq = alpha sq + (1 - alpha) g^2; p -= lr g / (sqrt(sq) + eps)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine rmsprop(p, sq, g, N, lr, alpha, eps) bind(c, name="rmsprop")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: p(0:*)
  real(rk), intent(inout) :: sq(0:*)
  real(rk), intent(in) :: g(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: lr
  real(c_float), value, intent(in) :: alpha
  real(c_float), value, intent(in) :: eps
  real(ak) :: al
  integer(c_int64_t) :: i
  real(ak) :: gi
  real(ak) :: s

  al = real(real(alpha, ak), ak)
  do i = 0, N - 1
    gi = real(g(i), ak)
    s = real(((al * sq(i)) + (((1 - al) * gi) * gi)), ak)
    sq(i) = real(s, rk)
    p(i) = real((p(i) - ((real(lr, ak) * gi) / (sqrt(s) + real(eps, ak)))), rk)
  end do
end subroutine rmsprop
