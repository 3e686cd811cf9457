! cerjan_sponge: Cerjan absorbing sponge, per-axis profiles g(d) = exp(-(a (NB - d))^2) within NB cells
! of the five absorbing faces (the top, k = 0, is a free surface), applied to three velocity fields.
subroutine cerjan_sponge(gx, gy, gz, vx, vy, vz, NZ, NY, NX, NB, a) bind(c, name="cerjan_sponge")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NZ, NY, NX, NB
  real(rk), value, intent(in) :: a
  real(rk), intent(out) :: gx(0:NX - 1), gy(0:NY - 1), gz(0:NZ - 1)
  real(rk), intent(inout), dimension(0:NX - 1, 0:NY - 1, 0:NZ - 1) :: vx, vy, vz
  integer(c_int64_t) :: i, j, k
  real(rk) :: gzy, g

  do i = 0, NX - 1
    gx(i) = damp(min(i, NX - 1 - i))
  end do
  do j = 0, NY - 1
    gy(j) = damp(min(j, NY - 1 - j))
  end do
  do k = 0, NZ - 1
    gz(k) = damp(NZ - 1 - k)
  end do
  do k = 0, NZ - 1
    do j = 0, NY - 1
      gzy = gz(k) * gy(j)
      do i = 0, NX - 1
        g = gzy * gx(i)
        vx(i, j, k) = vx(i, j, k) * g
        vy(i, j, k) = vy(i, j, k) * g
        vz(i, j, k) = vz(i, j, k) * g
      end do
    end do
  end do
contains
  real(rk) function damp(d)
    integer(c_int64_t), intent(in) :: d
    real(rk) :: s
    if (d >= NB) then
      damp = 1
    else
      s = a * real(NB - d, rk)
      damp = exp(-(s * s))
    end if
  end function damp
end subroutine cerjan_sponge
