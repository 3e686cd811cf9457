! lfk18_hydro_2d_explicit: LFK 18: 2-D explicit hydrodynamics fragment: three sweeps over a 7 x n mesh
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk18_hydro_2d_explicit(za, zb, zu, zv, zr, zz, zp, zq, zm, n) bind(c, &
    name="lfk18_hydro_2d_explicit")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: za(0:*)
  real(rk), intent(inout) :: zb(0:*)
  real(rk), intent(inout) :: zu(0:*)
  real(rk), intent(inout) :: zv(0:*)
  real(rk), intent(inout) :: zr(0:*)
  real(rk), intent(inout) :: zz(0:*)
  real(rk), intent(in) :: zp(0:*)
  real(rk), intent(in) :: zq(0:*)
  real(rk), intent(in) :: zm(0:*)
  integer(c_int64_t), value, intent(in) :: n
  real(rk) :: t
  real(rk) :: s
  integer(c_int64_t) :: kn
  integer(c_int64_t) :: jn
  integer(c_int64_t) :: W
  integer(c_int64_t) :: k
  integer(c_int64_t) :: j

  t = real(real(0.0037_c_double, rk), rk)
  s = real(real(0.0041_c_double, rk), rk)
  kn = int(6, c_int64_t)
  jn = int(n, c_int64_t)
  W = int((n + 1), c_int64_t)
  do k = 1, kn - 1
    do j = 1, jn - 1
      za(((k * W) + j)) = real((((((zp((((k + 1) * W) + (j - 1))) + zq((((k + 1) * W) + (j - 1)))) &
          - zp(((k * W) + (j - 1)))) - zq(((k * W) + (j - 1)))) * (zr(((k * W) + j)) + zr(((k * W) &
          + (j - 1))))) / (zm(((k * W) + (j - 1))) + zm((((k + 1) * W) + (j - 1))))), rk)
      zb(((k * W) + j)) = real((((((zp(((k * W) + (j - 1))) + zq(((k * W) + (j - 1)))) - zp(((k * &
          W) + j))) - zq(((k * W) + j))) * (zr(((k * W) + j)) + zr((((k - 1) * W) + j)))) / (zm(((k &
          * W) + j)) + zm(((k * W) + (j - 1))))), rk)
    end do
  end do
  do k = 1, kn - 1
    do j = 1, jn - 1
      zu(((k * W) + j)) = real((zu(((k * W) + j)) + (s * ((((za(((k * W) + j)) * (zz(((k * W) + j)) &
          - zz(((k * W) + (j + 1))))) - (za(((k * W) + (j - 1))) * (zz(((k * W) + j)) - zz(((k * W) &
          + (j - 1)))))) - (zb(((k * W) + j)) * (zz(((k * W) + j)) - zz((((k - 1) * W) + j))))) + &
          (zb((((k + 1) * W) + j)) * (zz(((k * W) + j)) - zz((((k + 1) * W) + j))))))), rk)
      zv(((k * W) + j)) = real((zv(((k * W) + j)) + (s * ((((za(((k * W) + j)) * (zr(((k * W) + j)) &
          - zr(((k * W) + (j + 1))))) - (za(((k * W) + (j - 1))) * (zr(((k * W) + j)) - zr(((k * W) &
          + (j - 1)))))) - (zb(((k * W) + j)) * (zr(((k * W) + j)) - zr((((k - 1) * W) + j))))) + &
          (zb((((k + 1) * W) + j)) * (zr(((k * W) + j)) - zr((((k + 1) * W) + j))))))), rk)
    end do
  end do
  do k = 1, kn - 1
    do j = 1, jn - 1
      zr(((k * W) + j)) = real((zr(((k * W) + j)) + (t * zu(((k * W) + j)))), rk)
      zz(((k * W) + j)) = real((zz(((k * W) + j)) + (t * zv(((k * W) + j)))), rk)
    end do
  end do
end subroutine lfk18_hydro_2d_explicit
