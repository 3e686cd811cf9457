! graph_coloring_count: the number of proper K-colourings of a graph of N <= 64 vertices (adjacency bit rows),
! by backtracking: vertices coloured in index order, vertex v may take colour c when no coloured neighbour has it
! (per-colour bit sets of the coloured vertices). The unsigned 64-bit rows are held in integer(c_int64_t).
subroutine graph_coloring_count(count, adj, N, K, DENS) bind(c, name="graph_coloring_count")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K, DENS
  integer(c_int64_t), intent(out) :: count(1)
  integer(c_int64_t), intent(in) :: adj(0:N - 1)
  integer(c_int64_t) :: used(0:63)

  if (DENS < 0) continue  ! DENS only sizes the drawn graph (the C reference ignores it too)
  used = 0
  if (N <= 64 .and. K <= 64) then
    count(1) = colour(0_c_int64_t)
  else
    count(1) = 0
  end if

contains

  recursive function colour(v) result(total)
    integer(c_int64_t), intent(in) :: v
    integer(c_int64_t) :: total, c

    if (v == N) then
      total = 1
      return
    end if
    total = 0
    do c = 0, K - 1
      if (iand(adj(v), used(c)) /= 0) cycle
      used(c) = ibset(used(c), int(v))
      total = total + colour(v + 1)
      used(c) = ibclr(used(c), int(v))
    end do
  end function colour
end subroutine graph_coloring_count
