! pat_oddeven_pass: one odd-even transposition sort round, compare-and-swap (0,1), (2,3), ... then
! (1,2), (3,4), ..., in place. Arrays are 0-based, indexed as in the C reference.
subroutine pat_oddeven_pass(a, N) bind(c, name="pat_oddeven_pass")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(inout) :: a(0:N - 1)
  integer(c_int64_t) :: ph, i
  real(rk) :: p, q

  do ph = 0, 1
    do i = ph, N - 2, 2
      p = a(i)
      q = a(i + 1)
      if (p > q) then
        a(i) = q
        a(i + 1) = p
      end if
    end do
  end do
end subroutine pat_oddeven_pass
