! bead_spring_verlet: NT velocity-Verlet steps of bead-spring polymer chains (harmonic bonds kb (r - 1)^2,
! cosine angle bending ka (1 + cos theta)) and the final potential energy.
subroutine bead_spring_verlet(x, y, z, vx, vy, vz, fx, fy, fz, epot, NT, NCH, NB, kb, ka, dt) &
    bind(c, name="bead_spring_verlet")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NT, NCH, NB
  real(rk), value, intent(in) :: kb, ka, dt
  real(rk), intent(inout) :: x(0:NB - 1, 0:NCH - 1), y(0:NB - 1, 0:NCH - 1), z(0:NB - 1, 0:NCH - 1)
  real(rk), intent(inout) :: vx(0:NB - 1, 0:NCH - 1), vy(0:NB - 1, 0:NCH - 1), vz(0:NB - 1, 0:NCH - 1)
  real(rk), intent(inout) :: fx(0:NB - 1, 0:NCH - 1), fy(0:NB - 1, 0:NCH - 1), fz(0:NB - 1, 0:NCH - 1)
  real(rk), intent(out) :: epot(1)
  integer(c_int64_t) :: t, c, b, m
  real(rk) :: h, e, dx, dy, dz, r, dr, g, d1x, d1y, d1z, d2x, d2y, d2z, r1s, r2s, s, cs, c1, c2
  real(rk) :: ax, ay, az, cx, cy, cz

  h = dt / 2
  e = 0
  do t = 1, NT
    vx = vx + h * fx
    vy = vy + h * fy
    vz = vz + h * fz
    x = x + dt * vx
    y = y + dt * vy
    z = z + dt * vz
    e = 0
    fx = 0
    fy = 0
    fz = 0
    do c = 0, NCH - 1
      do b = 0, NB - 2
        dx = x(b, c) - x(b + 1, c)
        dy = y(b, c) - y(b + 1, c)
        dz = z(b, c) - z(b + 1, c)
        r = sqrt(dx * dx + dy * dy + dz * dz)
        dr = r - 1
        e = e + kb * dr * dr
        g = -2 * kb * dr / r
        fx(b, c) = fx(b, c) + g * dx
        fy(b, c) = fy(b, c) + g * dy
        fz(b, c) = fz(b, c) + g * dz
        fx(b + 1, c) = fx(b + 1, c) - g * dx
        fy(b + 1, c) = fy(b + 1, c) - g * dy
        fz(b + 1, c) = fz(b + 1, c) - g * dz
      end do
      do m = 1, NB - 2
        d1x = x(m - 1, c) - x(m, c)
        d1y = y(m - 1, c) - y(m, c)
        d1z = z(m - 1, c) - z(m, c)
        d2x = x(m + 1, c) - x(m, c)
        d2y = y(m + 1, c) - y(m, c)
        d2z = z(m + 1, c) - z(m, c)
        r1s = d1x * d1x + d1y * d1y + d1z * d1z
        r2s = d2x * d2x + d2y * d2y + d2z * d2z
        s = 1 / sqrt(r1s * r2s)
        cs = (d1x * d2x + d1y * d2y + d1z * d2z) * s
        e = e + ka * (1 + cs)
        c1 = cs / r1s
        c2 = cs / r2s
        ax = -ka * (s * d2x - c1 * d1x)
        ay = -ka * (s * d2y - c1 * d1y)
        az = -ka * (s * d2z - c1 * d1z)
        cx = -ka * (s * d1x - c2 * d2x)
        cy = -ka * (s * d1y - c2 * d2y)
        cz = -ka * (s * d1z - c2 * d2z)
        fx(m - 1, c) = fx(m - 1, c) + ax
        fy(m - 1, c) = fy(m - 1, c) + ay
        fz(m - 1, c) = fz(m - 1, c) + az
        fx(m + 1, c) = fx(m + 1, c) + cx
        fy(m + 1, c) = fy(m + 1, c) + cy
        fz(m + 1, c) = fz(m + 1, c) + cz
        fx(m, c) = fx(m, c) - (ax + cx)
        fy(m, c) = fy(m, c) - (ay + cy)
        fz(m, c) = fz(m, c) - (az + cz)
      end do
    end do
    vx = vx + h * fx
    vy = vy + h * fy
    vz = vz + h * fz
  end do
  epot(1) = e
end subroutine bead_spring_verlet
