! boris_push: Boris particle push: half electric kick, magnetic rotation, half kick, then x += v dt (N particles)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine boris_push(x, y, z, vx, vy, vz, Ex, Ey, Ez, Bx, By, Bz, N, qm, dt) bind(c, name="boris_push")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: x(0:*)
  real(rk), intent(inout) :: y(0:*)
  real(rk), intent(inout) :: z(0:*)
  real(rk), intent(inout) :: vx(0:*)
  real(rk), intent(inout) :: vy(0:*)
  real(rk), intent(inout) :: vz(0:*)
  real(rk), intent(in) :: Ex(0:*)
  real(rk), intent(in) :: Ey(0:*)
  real(rk), intent(in) :: Ez(0:*)
  real(rk), intent(in) :: Bx(0:*)
  real(rk), intent(in) :: By(0:*)
  real(rk), intent(in) :: Bz(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: qm
  real(rk), value, intent(in) :: dt
  real(rk) :: h
  integer(c_int64_t) :: p
  real(rk) :: mx
  real(rk) :: my
  real(rk) :: mz
  real(rk) :: tx
  real(rk) :: ty
  real(rk) :: tz
  real(rk) :: f
  real(rk) :: sx
  real(rk) :: sy
  real(rk) :: sz
  real(rk) :: px
  real(rk) :: py
  real(rk) :: pz
  real(rk) :: ux
  real(rk) :: uy
  real(rk) :: uz

  h = real(((qm * dt) / 2), rk)
  do p = 0, N - 1
    mx = real((vx(p) + (h * Ex(p))), rk)
    my = real((vy(p) + (h * Ey(p))), rk)
    mz = real((vz(p) + (h * Ez(p))), rk)
    tx = real((h * Bx(p)), rk)
    ty = real((h * By(p)), rk)
    tz = real((h * Bz(p)), rk)
    f = real((2 / (((1 + (tx * tx)) + (ty * ty)) + (tz * tz))), rk)
    sx = real((f * tx), rk)
    sy = real((f * ty), rk)
    sz = real((f * tz), rk)
    px = real((mx + ((my * tz) - (mz * ty))), rk)
    py = real((my + ((mz * tx) - (mx * tz))), rk)
    pz = real((mz + ((mx * ty) - (my * tx))), rk)
    ux = real((mx + ((py * sz) - (pz * sy))), rk)
    uy = real((my + ((pz * sx) - (px * sz))), rk)
    uz = real((mz + ((px * sy) - (py * sx))), rk)
    vx(p) = real((ux + (h * Ex(p))), rk)
    vy(p) = real((uy + (h * Ey(p))), rk)
    vz(p) = real((uz + (h * Ez(p))), rk)
    x(p) = real((x(p) + (vx(p) * dt)), rk)
    y(p) = real((y(p) + (vy(p) * dt)), rk)
    z(p) = real((z(p) + (vz(p) * dt)), rk)
  end do
end subroutine boris_push
