! cell_list_build: counting sort of N particles in [0, 1)^3 into NCS^3 cells (cell coordinate = floor(v NCS) in
! the run precision, clamped): cell_start[c] = the first slot of cell c (cell_start[NCELL] = N), cell_atoms = the
! 0-based particle indices by cell, in index order within a cell (all indices 0-based, as in C).
subroutine cell_list_build(cell_start, cell_atoms, x, y, z, N, NCS, NCELL) bind(c, name="cell_list_build")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NCS, NCELL
  integer(c_int32_t), intent(out) :: cell_start(0:NCELL)
  integer(c_int32_t), intent(out) :: cell_atoms(0:N - 1)
  real(rk), intent(in) :: x(0:N - 1)
  real(rk), intent(in) :: y(0:N - 1)
  real(rk), intent(in) :: z(0:N - 1)
  integer(c_int64_t) :: p, c

  cell_start = 0
  do p = 0, N - 1
    c = cell_of(p)
    cell_start(c + 1) = cell_start(c + 1) + 1
  end do
  do c = 0, NCELL - 1
    cell_start(c + 1) = cell_start(c + 1) + cell_start(c)
  end do
  do p = 0, N - 1  ! cell_start(c) runs ahead as c's insertion point
    c = cell_of(p)
    cell_atoms(cell_start(c)) = int(p, c_int32_t)
    cell_start(c) = cell_start(c) + 1
  end do
  do c = NCELL, 1, -1  ! now cell_start(c) is the end of c = the start of c + 1
    cell_start(c) = cell_start(c - 1)
  end do
  cell_start(0) = 0

contains

  integer(c_int64_t) function cell_coord(v)
    real(rk), intent(in) :: v

    cell_coord = int(v * real(NCS, rk), c_int64_t)
    if (cell_coord < 0) then
      cell_coord = 0
    else if (cell_coord >= NCS) then
      cell_coord = NCS - 1
    end if
  end function cell_coord

  integer(c_int64_t) function cell_of(i)
    integer(c_int64_t), intent(in) :: i

    cell_of = (cell_coord(x(i)) * NCS + cell_coord(y(i))) * NCS + cell_coord(z(i))
  end function cell_of
end subroutine cell_list_build
