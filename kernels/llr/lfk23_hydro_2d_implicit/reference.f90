! lfk23_hydro_2d_implicit: LFK 23: 2-D implicit hydrodynamics fragment: one in-place relaxation sweep over 5 x n
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk23_hydro_2d_implicit(za, zr, zb, zu, zv, zz, n) bind(c, &
    name="lfk23_hydro_2d_implicit")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: za(0:*)
  real(rk), intent(in) :: zr(0:*)
  real(rk), intent(in) :: zb(0:*)
  real(rk), intent(in) :: zu(0:*)
  real(rk), intent(in) :: zv(0:*)
  real(rk), intent(in) :: zz(0:*)
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t) :: W
  integer(c_int64_t) :: j
  integer(c_int64_t) :: k
  real(rk) :: qa

  W = int((n + 1), c_int64_t)
  do j = 1, 6 - 1
    do k = 1, n - 1
      qa = real((((((za((((j + 1) * W) + k)) * zr(((j * W) + k))) + (za((((j - 1) * W) + k)) * &
          zb(((j * W) + k)))) + (za((((j * W) + k) + 1)) * zu(((j * W) + k)))) + (za((((j * W) + k) &
          - 1)) * zv(((j * W) + k)))) + zz(((j * W) + k))), rk)
      za(((j * W) + k)) = real((za(((j * W) + k)) + (real(0.175_c_double, rk) * (qa - za(((j * W) + &
          k))))), rk)
    end do
  end do
end subroutine lfk23_hydro_2d_implicit
