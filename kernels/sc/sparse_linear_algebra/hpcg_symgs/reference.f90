! hpcg_symgs: HPCG's symmetric Gauss-Seidel smoother, one forward then one backward sweep on the 27-point HPCG matrix (matrix-free).
subroutine hpcg_symgs(x, r, NX, NY, NZ) bind(c, name="hpcg_symgs")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NX
  integer(c_int64_t), value, intent(in) :: NY
  integer(c_int64_t), value, intent(in) :: NZ
  real(rk), intent(inout) :: x(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(rk), intent(in) :: r(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  integer(c_int64_t) :: ix, iy, iz

  ! C's x[iz][iy][ix] is x(ix, iy, iz)
  do iz = 0, NZ - 1
    do iy = 0, NY - 1
      do ix = 0, NX - 1
        call relax(iz, iy, ix)
      end do
    end do
  end do
  do iz = NZ - 1, 0, -1
    do iy = NY - 1, 0, -1
      do ix = NX - 1, 0, -1
        call relax(iz, iy, ix)
      end do
    end do
  end do

contains

  ! x at (iz, iy, ix) = (r + the sum of x over the in-grid neighbours, lexicographic (z, y, x) order) / 26
  subroutine relax(kz, ky, kx)
    integer(c_int64_t), intent(in) :: kz, ky, kx
    integer(c_int64_t) :: dz, dy, dx
    real(rk) :: s
    s = 0
    do dz = -1, 1
      if (kz + dz < 0 .or. kz + dz >= NZ) cycle
      do dy = -1, 1
        if (ky + dy < 0 .or. ky + dy >= NY) cycle
        do dx = -1, 1
          if (kx + dx < 0 .or. kx + dx >= NX .or. (dz == 0 .and. dy == 0 .and. dx == 0)) cycle
          s = s + x(kx + dx, ky + dy, kz + dz)
        end do
      end do
    end do
    x(kx, ky, kz) = (r(kx, ky, kz) + s) / 26
  end subroutine relax
end subroutine hpcg_symgs
