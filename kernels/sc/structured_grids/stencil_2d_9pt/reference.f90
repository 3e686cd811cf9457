! stencil_2d_9pt: one 2-D 9-point stencil sweep: c0 * centre + c1 * (4 edge neighbours) + c2 * (4 corners), boundary copied
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine stencil_2d_9pt(B, A, NY, NX, c0, c1, c2) bind(c, name="stencil_2d_9pt")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: B(0:*)
  real(rk), intent(in) :: A(0:*)
  integer(c_int64_t), value, intent(in) :: NY
  integer(c_int64_t), value, intent(in) :: NX
  real(rk), value, intent(in) :: c0
  real(rk), value, intent(in) :: c1
  real(rk), value, intent(in) :: c2
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  integer(c_int64_t) :: c

  do i = 0, NY - 1
    do j = 0, NX - 1
      c = int(((i * NX) + j), c_int64_t)
      if (((((i == 0) .or. (j == 0)) .or. (i == (NY - 1))) .or. (j == (NX - 1)))) then
        B(c) = real(A(c), rk)
        cycle
      end if
      B(c) = real((((c0 * A(c)) + (c1 * (((A((c - NX)) + A((c + NX))) + A((c - 1))) + A((c + 1))))) &
          + (c2 * (((A(((c - NX) - 1)) + A(((c - NX) + 1))) + A(((c + NX) - 1))) + A(((c + NX) + &
          1))))), rk)
    end do
  end do
end subroutine stencil_2d_9pt
