! adamw: AdamW step: decoupled weight decay p *= 1 - lr wd, then the Adam update
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine adamw(p, m, v, g, N, lr, beta1, beta2, eps, step, wd) bind(c, name="adamw")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: p(0:*)
  real(rk), intent(inout) :: m(0:*)
  real(rk), intent(inout) :: v(0:*)
  real(rk), intent(in) :: g(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: lr
  real(c_float), value, intent(in) :: beta1
  real(c_float), value, intent(in) :: beta2
  real(c_float), value, intent(in) :: eps
  integer(c_int32_t), value, intent(in) :: step
  real(c_float), value, intent(in) :: wd
  real(ak) :: b1
  real(ak) :: b2
  real(ak) :: e
  real(ak) :: a
  real(ak) :: c1
  real(ak) :: c2
  integer(c_int64_t) :: i
  real(ak) :: gi
  real(ak) :: mi
  real(ak) :: vi
  real(ak) :: pi

  b1 = real(real(beta1, ak), ak)
  b2 = real(real(beta2, ak), ak)
  e = real(real(eps, ak), ak)
  a = real(real(lr, ak), ak)
  c1 = real((1 - real((real(b1, c_double) ** real(step, c_double)), ak)), ak)
  c2 = real((1 - real((real(b2, c_double) ** real(step, c_double)), ak)), ak)
  do i = 0, N - 1
    gi = real(g(i), ak)
    mi = real(((b1 * m(i)) + ((1 - b1) * gi)), ak)
    vi = real(((b2 * v(i)) + (((1 - b2) * gi) * gi)), ak)
    m(i) = real(mi, rk)
    v(i) = real(vi, rk)
    pi = real(p(i), ak)
    pi = real((pi * (1 - (a * real(wd, ak)))), ak)
    p(i) = real((pi - ((a * (mi / c1)) / (sqrt((vi / c2)) + e))), rk)
  end do
end subroutine adamw
