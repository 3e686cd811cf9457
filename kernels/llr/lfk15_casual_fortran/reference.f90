! lfk15_casual_fortran: LFK 15: casual Fortran, development version: branchy 7 x n stencil with sqrt
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk15_casual_fortran(vy, vs, vh, vf, vg, n) bind(c, name="lfk15_casual_fortran")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: vy(0:*)
  real(rk), intent(inout) :: vs(0:*)
  real(rk), intent(in) :: vh(0:*)
  real(rk), intent(in) :: vf(0:*)
  real(rk), intent(in) :: vg(0:*)
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t) :: ng
  integer(c_int64_t) :: nz
  real(rk) :: ar
  real(rk) :: br
  integer(c_int64_t) :: j
  integer(c_int64_t) :: k
  real(rk) :: r
  real(rk) :: s
  real(rk) :: t

  ng = int(7, c_int64_t)
  nz = int(n, c_int64_t)
  ar = real(real(0.053_c_double, rk), rk)
  br = real(real(0.073_c_double, rk), rk)
  do j = 1, ng - 1
    do k = 1, nz - 1
      if (((j + 1) >= ng)) then
        vy(((j * n) + k)) = real(real(0.0_c_double, rk), rk)
        cycle
      end if
      if ((vh((((j + 1) * n) + k)) > vh(((j * n) + k)))) then
        t = real(ar, rk)
      else
        t = real(br, rk)
      end if
      if ((vf(((j * n) + k)) < vf((((j * n) + k) - 1)))) then
        if ((vh((((j * n) + k) - 1)) > vh(((((j + 1) * n) + k) - 1)))) then
          r = real(vh((((j * n) + k) - 1)), rk)
        else
          r = real(vh(((((j + 1) * n) + k) - 1)), rk)
        end if
        s = real(vf((((j * n) + k) - 1)), rk)
      else
        if ((vh(((j * n) + k)) > vh((((j + 1) * n) + k)))) then
          r = real(vh(((j * n) + k)), rk)
        else
          r = real(vh((((j + 1) * n) + k)), rk)
        end if
        s = real(vf(((j * n) + k)), rk)
      end if
      vy(((j * n) + k)) = real(((sqrt(((vg(((j * n) + k)) * vg(((j * n) + k))) + (r * r))) * t) / s), rk)
      if (((k + 1) >= nz)) then
        vs(((j * n) + k)) = real(real(0.0_c_double, rk), rk)
        cycle
      end if
      if ((vf(((j * n) + k)) < vf((((j - 1) * n) + k)))) then
        if ((vg((((j - 1) * n) + k)) > vg(((((j - 1) * n) + k) + 1)))) then
          r = real(vg((((j - 1) * n) + k)), rk)
        else
          r = real(vg(((((j - 1) * n) + k) + 1)), rk)
        end if
        s = real(vf((((j - 1) * n) + k)), rk)
        t = real(br, rk)
      else
        if ((vg(((j * n) + k)) > vg((((j * n) + k) + 1)))) then
          r = real(vg(((j * n) + k)), rk)
        else
          r = real(vg((((j * n) + k) + 1)), rk)
        end if
        s = real(vf(((j * n) + k)), rk)
        t = real(ar, rk)
      end if
      vs(((j * n) + k)) = real(((sqrt(((vh(((j * n) + k)) * vh(((j * n) + k))) + (r * r))) * t) / s), rk)
    end do
  end do
end subroutine lfk15_casual_fortran
