! max_clique: maximum clique size of each of NG random graphs (N <= 64 vertices, adjacency as 64-bit rows), branch and bound.
! The C's uint64_t rows are integer(c_int64_t) here: only bit operations touch them (popcnt, trailz,
! ibclr, iand, maskr), never signed arithmetic, so the bit patterns are the C's.
subroutine max_clique(size, adj, NG, N, DENS) bind(c, name="max_clique")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NG
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: DENS
  integer(c_int64_t), intent(out) :: size(NG)
  integer(c_int64_t), intent(in) :: adj(N, NG)
  integer(c_int64_t) :: g, best

  if (DENS < 0) continue
  do g = 1, NG
    best = 0
    if (N <= 64) call expand(g, 0_c_int64_t, maskr(int(N), c_int64_t), best)
    size(g) = best
  end do

contains

  recursive subroutine expand(gr, k, P0, bst)
    integer(c_int64_t), intent(in) :: gr, k, P0
    integer(c_int64_t), intent(inout) :: bst
    integer(c_int64_t) :: P
    integer :: v

    P = P0
    if (P == 0) then
      if (k > bst) bst = k
      return
    end if
    do while (P /= 0)
      if (k + popcnt(P) <= bst) return
      v = trailz(P)
      call expand(gr, k + 1, iand(P, adj(v + 1, gr)), bst)
      P = ibclr(P, v)
    end do
  end subroutine expand
end subroutine max_clique
