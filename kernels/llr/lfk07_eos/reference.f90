! lfk07_eos: LFK 7: equation of state fragment (u[k..k+6], two nested Horner forms)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk07_eos(x, u, y, z, n, q, r, t) bind(c, name="lfk07_eos")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: x(0:*)
  real(rk), intent(in) :: u(0:*)
  real(rk), intent(in) :: y(0:*)
  real(rk), intent(in) :: z(0:*)
  integer(c_int64_t), value, intent(in) :: n
  real(rk), value, intent(in) :: q
  real(rk), value, intent(in) :: r
  real(rk), value, intent(in) :: t
  integer(c_int64_t) :: k

  do k = 0, n - 1
    x(k) = real(((u(k) + (r * (z(k) + (r * y(k))))) + (t * ((u((k + 3)) + (r * (u((k + 2)) + (r * &
        u((k + 1)))))) + (t * (u((k + 6)) + (q * (u((k + 5)) + (q * u((k + 4)))))))))), rk)
  end do
end subroutine lfk07_eos
