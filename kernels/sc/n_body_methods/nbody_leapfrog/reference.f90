! nbody_leapfrog: NT kick-drift-kick leapfrog steps of N gravitating bodies (direct-sum accelerations, Plummer softening)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine nbody_leapfrog(px, py, pz, vx, vy, vz, ax, ay, az, m, NT, N, dt, eps) bind(c, name="nbody_leapfrog")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: px(0:*)
  real(rk), intent(inout) :: py(0:*)
  real(rk), intent(inout) :: pz(0:*)
  real(rk), intent(inout) :: vx(0:*)
  real(rk), intent(inout) :: vy(0:*)
  real(rk), intent(inout) :: vz(0:*)
  real(rk), intent(inout) :: ax(0:*)
  real(rk), intent(inout) :: ay(0:*)
  real(rk), intent(inout) :: az(0:*)
  real(rk), intent(in) :: m(0:*)
  integer(c_int64_t), value, intent(in) :: NT
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: dt
  real(rk), value, intent(in) :: eps
  real(rk) :: half
  integer(c_int64_t) :: t
  integer(c_int64_t) :: i
  real(rk) :: sx
  real(rk) :: sy
  real(rk) :: sz
  integer(c_int64_t) :: j
  real(rk) :: dx
  real(rk) :: dy
  real(rk) :: dz
  real(rk) :: d2
  real(rk) :: inv
  real(rk) :: w

  half = real((dt / 2), rk)
  do t = 0, NT - 1
    do i = 0, N - 1
      vx(i) = real((vx(i) + (half * ax(i))), rk)
      vy(i) = real((vy(i) + (half * ay(i))), rk)
      vz(i) = real((vz(i) + (half * az(i))), rk)
      px(i) = real((px(i) + (dt * vx(i))), rk)
      py(i) = real((py(i) + (dt * vy(i))), rk)
      pz(i) = real((pz(i) + (dt * vz(i))), rk)
    end do
    do i = 0, N - 1
      sx = real(0, rk)
      sy = real(0, rk)
      sz = real(0, rk)
      do j = 0, N - 1
        dx = real((px(j) - px(i)), rk)
        dy = real((py(j) - py(i)), rk)
        dz = real((pz(j) - pz(i)), rk)
        d2 = real(((((dx * dx) + (dy * dy)) + (dz * dz)) + (eps * eps)), rk)
        inv = real(real((1.0_c_double / sqrt(real(d2, c_double))), rk), rk)
        w = real((((m(j) * inv) * inv) * inv), rk)
        sx = real((sx + (w * dx)), rk)
        sy = real((sy + (w * dy)), rk)
        sz = real((sz + (w * dz)), rk)
      end do
      ax(i) = real(sx, rk)
      ay(i) = real(sy, rk)
      az(i) = real(sz, rk)
    end do
    do i = 0, N - 1
      vx(i) = real((vx(i) + (half * ax(i))), rk)
      vy(i) = real((vy(i) + (half * ay(i))), rk)
      vz(i) = real((vz(i) + (half * az(i))), rk)
    end do
  end do
end subroutine nbody_leapfrog
