! upwind_advection: one first-order upwind (donor-cell) flux-form advection step of a tracer on NZ periodic
! levels: F(i) = u(i) q(i-1) if u(i) >= 0 else u(i) q(i) (the flux through the face left of i), G(j) likewise with
! v along y; qnew = q - cx (F(i+1) - F(i)) - cy (G(j+1) - G(j)), periodic in x and y.
subroutine upwind_advection(qnew, q, u, v, NZ, NY, NX, cx, cy) bind(c, name="upwind_advection")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NZ, NY, NX
  real(rk), value, intent(in) :: cx, cy
  real(rk), intent(out) :: qnew(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(rk), intent(in) :: q(0:NX - 1, 0:NY - 1, 0:NZ - 1), u(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(rk), intent(in) :: v(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(rk) :: fl, fr, gl, gr
  integer(c_int64_t) :: k, j, i, jm, jp, im, ip

  do k = 0, NZ - 1
    do j = 0, NY - 1
      jm = j - 1
      if (j == 0) jm = NY - 1
      jp = j + 1
      if (j == NY - 1) jp = 0
      do i = 0, NX - 1
        im = i - 1
        if (i == 0) im = NX - 1
        ip = i + 1
        if (i == NX - 1) ip = 0
        fl = flux(u(i, j, k), q(im, j, k), q(i, j, k))
        fr = flux(u(ip, j, k), q(i, j, k), q(ip, j, k))
        gl = flux(v(i, j, k), q(i, jm, k), q(i, j, k))
        gr = flux(v(i, jp, k), q(i, j, k), q(i, jp, k))
        qnew(i, j, k) = q(i, j, k) - cx * (fr - fl) - cy * (gr - gl)
      end do
    end do
  end do

contains

  pure function flux(vel, up, down) result(r)
    real(rk), intent(in) :: vel, up, down
    real(rk) :: r
    if (vel >= 0) then
      r = vel * up
    else
      r = vel * down
    end if
  end function flux
end subroutine upwind_advection
