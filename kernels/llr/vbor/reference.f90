! vbor: basic operation rates: 59 flops for 6 loads and 1 store (reads row 0 of aa)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine vbor(a, b, c, d, e, aa, x, LEN_2D) bind(c, name="vbor")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  real(rk), intent(in) :: e(0:*)
  real(rk), intent(in) :: aa(0:*)
  real(rk), intent(out) :: x(0:*)
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t) :: i
  real(rk) :: a1
  real(rk) :: b1
  real(rk) :: c1
  real(rk) :: d1
  real(rk) :: e1
  real(rk) :: f1

  do i = 0, LEN_2D - 1
    a1 = real(a(i), rk)
    b1 = real(b(i), rk)
    c1 = real(c(i), rk)
    d1 = real(d(i), rk)
    e1 = real(e(i), rk)
    f1 = real(aa(((0 * LEN_2D) + i)), rk)
    a1 = real((((((((((((a1 * b1) * c1) + ((a1 * b1) * d1)) + ((a1 * b1) * e1)) + ((a1 * b1) * f1)) &
        + ((a1 * c1) * d1)) + ((a1 * c1) * e1)) + ((a1 * c1) * f1)) + ((a1 * d1) * e1)) + ((a1 * &
        d1) * f1)) + ((a1 * e1) * f1)), rk)
    b1 = real((((((((b1 * c1) * d1) + ((b1 * c1) * e1)) + ((b1 * c1) * f1)) + ((b1 * d1) * e1)) + &
        ((b1 * d1) * f1)) + ((b1 * e1) * f1)), rk)
    c1 = real(((((c1 * d1) * e1) + ((c1 * d1) * f1)) + ((c1 * e1) * f1)), rk)
    d1 = real(((d1 * e1) * f1), rk)
    x(i) = real((((a1 * b1) * c1) * d1), rk)
  end do
end subroutine vbor
