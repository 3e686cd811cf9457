! lfk03_inner_product: LFK 3: inner product q = sum z[k] * x[k]
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk03_inner_product(q, z, x, n) bind(c, name="lfk03_inner_product")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: q(0:*)
  real(rk), intent(in) :: z(0:*)
  real(rk), intent(in) :: x(0:*)
  integer(c_int64_t), value, intent(in) :: n
  real(rk) :: s
  integer(c_int64_t) :: k

  s = real(0, rk)
  do k = 0, n - 1
    s = real((s + (z(k) * x(k))), rk)
  end do
  q(0) = real(s, rk)
end subroutine lfk03_inner_product
