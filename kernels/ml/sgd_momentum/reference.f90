! sgd_momentum: SGD step with momentum and weight decay: d = g + wd p; buf = mu buf + d; p -= lr buf
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine sgd_momentum(p, buf, g, N, lr, momentum, wd) bind(c, name="sgd_momentum")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: p(0:*)
  real(rk), intent(inout) :: buf(0:*)
  real(rk), intent(in) :: g(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: lr
  real(c_float), value, intent(in) :: momentum
  real(c_float), value, intent(in) :: wd
  real(ak) :: a
  real(ak) :: mu
  real(ak) :: w
  integer(c_int64_t) :: i
  real(ak) :: d
  real(ak) :: b

  a = real(real(lr, ak), ak)
  mu = real(real(momentum, ak), ak)
  w = real(real(wd, ak), ak)
  do i = 0, N - 1
    d = real((g(i) + (w * p(i))), ak)
    b = real(((mu * buf(i)) + d), ak)
    buf(i) = real(b, rk)
    p(i) = real((p(i) - (a * b)), rk)
  end do
end subroutine sgd_momentum
