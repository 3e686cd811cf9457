! elastic_wave_2d: NT staggered-grid P-SV elastic wave steps (Virieux): velocities from stresses, then stresses
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine elastic_wave_2d(vx, vz, txx, tzz, txz, buoy, lam, mu, NT, NZ, NX, r) bind(c, name="elastic_wave_2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: vx(0:*)
  real(rk), intent(inout) :: vz(0:*)
  real(rk), intent(inout) :: txx(0:*)
  real(rk), intent(inout) :: tzz(0:*)
  real(rk), intent(inout) :: txz(0:*)
  real(rk), intent(in) :: buoy(0:*)
  real(rk), intent(in) :: lam(0:*)
  real(rk), intent(in) :: mu(0:*)
  integer(c_int64_t), value, intent(in) :: NT
  integer(c_int64_t), value, intent(in) :: NZ
  integer(c_int64_t), value, intent(in) :: NX
  real(rk), value, intent(in) :: r
  integer(c_int64_t) :: t
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  integer(c_int64_t) :: c
  real(rk) :: rb
  real(rk) :: dx
  real(rk) :: dz
  real(rk) :: l
  real(rk) :: m2

  do t = 0, NT - 1
    do i = 1, (NZ - 1) - 1
      do j = 1, (NX - 1) - 1
        c = int(((i * NX) + j), c_int64_t)
        rb = real((r * buoy(c)), rk)
        vx(c) = real((vx(c) + (rb * (((txx((c + 1)) - txx(c)) + txz(c)) - txz((c - NX))))), rk)
        vz(c) = real((vz(c) + (rb * (((txz(c) - txz((c - 1))) + tzz((c + NX))) - tzz(c)))), rk)
      end do
    end do
    do i = 1, (NZ - 1) - 1
      do j = 1, (NX - 1) - 1
        c = int(((i * NX) + j), c_int64_t)
        dx = real((vx(c) - vx((c - 1))), rk)
        dz = real((vz(c) - vz((c - NX))), rk)
        l = real(lam(c), rk)
        m2 = real((l + (2 * mu(c))), rk)
        txx(c) = real((txx(c) + (r * ((m2 * dx) + (l * dz)))), rk)
        tzz(c) = real((tzz(c) + (r * ((l * dx) + (m2 * dz)))), rk)
        txz(c) = real((txz(c) + ((r * mu(c)) * (((vx((c + NX)) - vx(c)) + vz((c + 1))) - vz(c)))), rk)
      end do
    end do
  end do
end subroutine elastic_wave_2d
