! lfk01_hydro: LFK 1: hydro fragment x[k] = q + y[k] * (r * z[k+10] + t * z[k+11])
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk01_hydro(x, y, z, n, q, r, t) bind(c, name="lfk01_hydro")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: x(0:*)
  real(rk), intent(in) :: y(0:*)
  real(rk), intent(in) :: z(0:*)
  integer(c_int64_t), value, intent(in) :: n
  real(rk), value, intent(in) :: q
  real(rk), value, intent(in) :: r
  real(rk), value, intent(in) :: t
  integer(c_int64_t) :: k

  do k = 0, n - 1
    x(k) = real((q + (y(k) * ((r * z((k + 10))) + (t * z((k + 11)))))), rk)
  end do
end subroutine lfk01_hydro
