! flux_limited_advection: one van Leer flux-limited (second-order TVD) advection step of a tracer on NZ
! periodic 2-D levels (unsplit; upwind flux plus the limited anti-diffusive correction).
subroutine flux_limited_advection(qnew, q, u, v, NZ, NY, NX, cx, cy) bind(c, name="flux_limited_advection")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NZ, NY, NX
  real(rk), value, intent(in) :: cx, cy
  real(rk), intent(out) :: qnew(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(rk), intent(in) :: q(0:NX - 1, 0:NY - 1, 0:NZ - 1), u(0:NX - 1, 0:NY - 1, 0:NZ - 1), &
      v(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  integer(c_int64_t) :: k, j, i, jm2, jm, jp, jp2, im2, im, ip, ip2
  real(rk) :: fl, fr, gl, gr

  do k = 0, NZ - 1
    do j = 0, NY - 1
      jm2 = modulo(j + NY - 2, NY)
      jm = modulo(j + NY - 1, NY)
      jp = modulo(j + 1, NY)
      jp2 = modulo(j + 2, NY)
      do i = 0, NX - 1
        im2 = modulo(i + NX - 2, NX)
        im = modulo(i + NX - 1, NX)
        ip = modulo(i + 1, NX)
        ip2 = modulo(i + 2, NX)
        fl = face_flux(u(i, j, k), cx, q(im2, j, k), q(im, j, k), q(i, j, k), q(ip, j, k))
        fr = face_flux(u(ip, j, k), cx, q(im, j, k), q(i, j, k), q(ip, j, k), q(ip2, j, k))
        gl = face_flux(v(i, j, k), cy, q(i, jm2, k), q(i, jm, k), q(i, j, k), q(i, jp, k))
        gr = face_flux(v(i, jp, k), cy, q(i, jm, k), q(i, j, k), q(i, jp, k), q(i, jp2, k))
        qnew(i, j, k) = q(i, j, k) - cx * (fr - fl) - cy * (gr - gl)
      end do
    end do
  end do

contains

  pure real(rk) function face_flux(uf, c, qmm, qm, qp, qpp)
    real(rk), intent(in) :: uf, c, qmm, qm, qp, qpp
    real(rk) :: up, upup, down, a, b, lim

    if (uf >= 0) then
      up = qm
      upup = qmm
      down = qp
    else
      up = qp
      upup = qpp
      down = qm
    end if
    a = up - upup
    b = down - up
    if (a * b > 0) then
      lim = 2 * a * b / (a + b)
    else
      lim = 0
    end if
    face_flux = uf * (up + 0.5_rk * (1 - abs(uf) * c) * lim)
  end function face_flux
end subroutine flux_limited_advection
