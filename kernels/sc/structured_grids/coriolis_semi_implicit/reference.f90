! coriolis_semi_implicit: explicit pressure-gradient force (-grad phi, central differences) and the
! trapezoidal (Crank-Nicolson) Coriolis force on (u, v), solved exactly at every point of NZ doubly
! periodic levels: u1 = (ru + a rv) / (1 + a^2), v1 = (rv - a ru) / (1 + a^2), a = dt fcor[j] / 2.
subroutine coriolis_semi_implicit(u, v, phi, fcor, NZ, NY, NX, dt, dx, dy) bind(c, name="coriolis_semi_implicit")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NZ, NY, NX
  real(rk), value, intent(in) :: dt, dx, dy
  real(rk), intent(inout), dimension(0:NX - 1, 0:NY - 1, 0:NZ - 1) :: u, v
  real(rk), intent(in) :: phi(0:NX - 1, 0:NY - 1, 0:NZ - 1), fcor(0:NY - 1)
  integer(c_int64_t) :: i, j, k, ip, im, jp, jm
  real(rk) :: rx, ry, hdt, a, den, gx, gy, ru, rv

  rx = 1 / (2 * dx)
  ry = 1 / (2 * dy)
  hdt = 0.5_rk * dt
  do k = 0, NZ - 1
    do j = 0, NY - 1
      jp = modulo(j + 1, NY)
      jm = modulo(j - 1, NY)
      a = hdt * fcor(j)
      den = 1 / (1 + a * a)
      do i = 0, NX - 1
        ip = modulo(i + 1, NX)
        im = modulo(i - 1, NX)
        gx = -(phi(ip, j, k) - phi(im, j, k)) * rx
        gy = -(phi(i, jp, k) - phi(i, jm, k)) * ry
        ru = u(i, j, k) + dt * gx + a * v(i, j, k)
        rv = v(i, j, k) + dt * gy - a * u(i, j, k)
        u(i, j, k) = (ru + a * rv) * den
        v(i, j, k) = (rv - a * ru) * den
      end do
    end do
  end do
end subroutine coriolis_semi_implicit
