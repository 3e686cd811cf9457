! smagorinsky_viscosity: on a doubly periodic grid, tension D_T = du/dx - dv/dy and shear
! D_S = du/dy + dv/dx (central differences), nu = (cs dx)^2 sqrt(D_T^2 + D_S^2), tau_t = nu D_T,
! tau_s = nu D_S, du = d tau_t/dx + d tau_s/dy, dv = d tau_s/dx - d tau_t/dy.
subroutine smagorinsky_viscosity(nu, tau_t, tau_s, du, dv, u, v, NY, NX, cs, dx) bind(c, name="smagorinsky_viscosity")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NY, NX
  real(rk), value, intent(in) :: cs, dx
  real(rk), intent(out), dimension(0:NX - 1, 0:NY - 1) :: nu, tau_t, tau_s, du, dv
  real(rk), intent(in), dimension(0:NX - 1, 0:NY - 1) :: u, v
  integer(c_int64_t) :: i, j, ip, im, jp, jm
  real(rk) :: r, l, l2, dudx, dudy, dvdx, dvdy, dt, ds, n

  r = 1 / (2 * dx)
  l = cs * dx
  l2 = l * l
  do j = 0, NY - 1
    jp = modulo(j + 1, NY)
    jm = modulo(j - 1, NY)
    do i = 0, NX - 1
      ip = modulo(i + 1, NX)
      im = modulo(i - 1, NX)
      dudx = (u(ip, j) - u(im, j)) * r
      dudy = (u(i, jp) - u(i, jm)) * r
      dvdx = (v(ip, j) - v(im, j)) * r
      dvdy = (v(i, jp) - v(i, jm)) * r
      dt = dudx - dvdy
      ds = dudy + dvdx
      n = l2 * sqrt(dt * dt + ds * ds)
      nu(i, j) = n
      tau_t(i, j) = n * dt
      tau_s(i, j) = n * ds
    end do
  end do
  do j = 0, NY - 1
    jp = modulo(j + 1, NY)
    jm = modulo(j - 1, NY)
    do i = 0, NX - 1
      ip = modulo(i + 1, NX)
      im = modulo(i - 1, NX)
      du(i, j) = (tau_t(ip, j) - tau_t(im, j)) * r + (tau_s(i, jp) - tau_s(i, jm)) * r
      dv(i, j) = (tau_s(ip, j) - tau_s(im, j)) * r - (tau_t(i, jp) - tau_t(i, jm)) * r
    end do
  end do
end subroutine smagorinsky_viscosity
