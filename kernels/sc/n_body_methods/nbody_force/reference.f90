! nbody_force: direct-sum gravitational accelerations of N bodies with Plummer softening eps
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine nbody_force(ax, ay, az, px, py, pz, m, N, eps) bind(c, name="nbody_force")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: ax(0:*)
  real(rk), intent(out) :: ay(0:*)
  real(rk), intent(out) :: az(0:*)
  real(rk), intent(in) :: px(0:*)
  real(rk), intent(in) :: py(0:*)
  real(rk), intent(in) :: pz(0:*)
  real(rk), intent(in) :: m(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: eps
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
end subroutine nbody_force
