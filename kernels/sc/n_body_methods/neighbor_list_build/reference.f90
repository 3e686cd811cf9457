! neighbor_list_build: full Verlet neighbour list by cell binning in the periodic unit cube (cutoff
! rc = rcf / NCS, minimum image): nn(i) the neighbour count, row i of nlist the MAXNB smallest
! neighbour ids (0-based) in ascending order, padded with -1.
subroutine neighbor_list_build(nn, nlist, x, y, z, N, NCS, MAXNB, rcf) bind(c, name="neighbor_list_build")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NCS, MAXNB
  real(rk), value, intent(in) :: rcf
  integer(c_int32_t), intent(out) :: nn(0:N - 1), nlist(0:MAXNB - 1, 0:N - 1)
  real(rk), intent(in) :: x(0:N - 1), y(0:N - 1), z(0:N - 1)
  integer(c_int64_t), allocatable :: start(:), atoms(:), cell(:)
  integer(c_int64_t) :: ncell, p, c, i, j, k, q, cnt, ln, pos, cx, cy, cz, ox, oy, oz
  real(rk) :: rc, rc2, dx, dy, dz

  ncell = NCS * NCS * NCS
  allocate(start(0:ncell), atoms(0:max(N, 1_c_int64_t) - 1), cell(0:max(N, 1_c_int64_t) - 1))
  start = 0
  do p = 0, N - 1
    cell(p) = (cc(x(p)) * NCS + cc(y(p))) * NCS + cc(z(p))
    start(cell(p) + 1) = start(cell(p) + 1) + 1
  end do
  do c = 0, ncell - 1
    start(c + 1) = start(c + 1) + start(c)
  end do
  do p = 0, N - 1
    atoms(start(cell(p))) = p
    start(cell(p)) = start(cell(p)) + 1
  end do
  do c = ncell, 1, -1
    start(c) = start(c - 1)
  end do
  start(0) = 0

  rc = rcf / real(NCS, rk)
  rc2 = rc * rc
  do i = 0, N - 1
    nlist(:, i) = -1
    cnt = 0
    ln = 0
    cx = cc(x(i))
    cy = cc(y(i))
    cz = cc(z(i))
    do ox = -1, 1
      do oy = -1, 1
        do oz = -1, 1
          c = (modulo(cx + ox, NCS) * NCS + modulo(cy + oy, NCS)) * NCS + modulo(cz + oz, NCS)
          do q = start(c), start(c + 1) - 1
            j = atoms(q)
            if (j == i) cycle
            dx = mic(x(j) - x(i))
            dy = mic(y(j) - y(i))
            dz = mic(z(j) - z(i))
            if (dx * dx + dy * dy + dz * dz >= rc2) cycle
            cnt = cnt + 1
            if (ln == MAXNB) then
              if (j > nlist(MAXNB - 1, i)) cycle
              pos = MAXNB - 1
            else
              pos = ln
              ln = ln + 1
            end if
            do k = pos, 1, -1
              if (nlist(k - 1, i) <= j) exit
              nlist(k, i) = nlist(k - 1, i)
              pos = k - 1
            end do
            nlist(pos, i) = int(j, c_int32_t)
          end do
        end do
      end do
    end do
    nn(i) = int(cnt, c_int32_t)
  end do
  deallocate(start, atoms, cell)
contains
  integer(c_int64_t) function cc(v)
    real(rk), intent(in) :: v
    cc = int(v * real(NCS, rk), c_int64_t)
    if (cc < 0) cc = 0
    if (cc >= NCS) cc = NCS - 1
  end function cc
  real(rk) function mic(d)
    real(rk), intent(in) :: d
    mic = d
    if (d > 0.5_rk) then
      mic = d - 1
    else if (d < -0.5_rk) then
      mic = d + 1
    end if
  end function mic
end subroutine neighbor_list_build
