! lj_cell_list: Lennard-Jones forces and energy with cell lists in the periodic box of side L = 1.1 NC: for every
! particle i (in index order), the 27 cells around i's cell (dx, dy, dz = -1, 0, 1 in that order, periodic) and
! every particle j != i of those cells (in cell order): d = r_i - r_j (minimum image); if |d|^2 < 6.25:
! s2 = 1/|d|^2, s6 = s2^3, F_i += 48 s6 (s6 - 1/2) s2 d, energy += 2 s6 (s6 - 1). Cells and particle indices
! in cell_start and cell_atoms are 0-based, as in C.
subroutine lj_cell_list(fx, fy, fz, energy, x, y, z, cell_start, cell_atoms, NC, N, NCS, NCELL) &
    bind(c, name="lj_cell_list")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NC, N, NCS, NCELL
  real(rk), intent(out) :: fx(0:N - 1), fy(0:N - 1), fz(0:N - 1), energy(1)
  real(rk), intent(in) :: x(0:N - 1), y(0:N - 1), z(0:N - 1)
  integer(c_int32_t), intent(in) :: cell_start(0:NCELL)
  integer(c_int32_t), intent(in) :: cell_atoms(0:N - 1)
  real(rk), parameter :: rc2 = 6.25_rk
  real(rk) :: L, e, sx, sy, sz, ddx, ddy, ddz, r2, s2, s6, f
  integer(c_int64_t) :: i, j, a, c, cx, cy, cz, dx, dy, dz

  L = real(1.1_c_double * real(NC, c_double), rk)
  e = 0
  do i = 0, N - 1
    cx = cell_coord(x(i))
    cy = cell_coord(y(i))
    cz = cell_coord(z(i))
    sx = 0
    sy = 0
    sz = 0
    do dx = -1, 1
      do dy = -1, 1
        do dz = -1, 1
          c = (mod(cx + dx + NCS, NCS) * NCS + mod(cy + dy + NCS, NCS)) * NCS + mod(cz + dz + NCS, NCS)
          do a = cell_start(c), cell_start(c + 1) - 1
            j = cell_atoms(a)
            if (j == i) cycle
            ddx = min_image(x(i) - x(j))
            ddy = min_image(y(i) - y(j))
            ddz = min_image(z(i) - z(j))
            r2 = ddx * ddx + ddy * ddy + ddz * ddz
            if (r2 >= rc2) cycle
            s2 = 1 / r2
            s6 = s2 * s2 * s2
            f = 48 * s6 * (s6 - 0.5_rk) * s2
            sx = sx + f * ddx
            sy = sy + f * ddy
            sz = sz + f * ddz
            e = e + 2 * s6 * (s6 - 1)
          end do
        end do
      end do
    end do
    fx(i) = sx
    fy(i) = sy
    fz(i) = sz
  end do
  energy(1) = e

contains

  real(rk) function min_image(d)
    real(rk), intent(in) :: d

    if (d > L / 2) then
      min_image = d - L
    else if (d < -L / 2) then
      min_image = d + L
    else
      min_image = d
    end if
  end function min_image

  integer(c_int64_t) function cell_coord(v)
    real(rk), intent(in) :: v

    cell_coord = int(v / L * real(NCS, rk), c_int64_t)
    if (cell_coord < 0) then
      cell_coord = 0
    else if (cell_coord >= NCS) then
      cell_coord = NCS - 1
    end if
  end function cell_coord
end subroutine lj_cell_list
