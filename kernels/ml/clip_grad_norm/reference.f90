! clip_grad_norm: clip a gradient by its global L2 norm: g *= min(1, max_norm / (|g| + 1e-6)); the norm is output
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine clip_grad_norm(g, norm, N, max_norm) bind(c, name="clip_grad_norm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: g(0:*)
  real(rk), intent(out) :: norm(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: max_norm
  real(ak) :: ss
  integer(c_int64_t) :: i
  real(ak) :: total
  real(ak) :: coef

  ss = real(0, ak)
  do i = 0, N - 1
    ss = real((ss + (g(i) * g(i))), ak)
  end do
  total = real(sqrt(ss), ak)
  coef = real((real(max_norm, ak) / (total + real(1e-6_c_double, ak))), ak)
  norm(0) = real(total, rk)
  if ((coef < 1)) then
    do i = 0, N - 1
      g(i) = real((g(i) * coef), rk)
    end do
  end if
end subroutine clip_grad_norm
