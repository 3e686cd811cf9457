! tsp_bnb: shortest Hamiltonian cycle from city 0 over N <= 16 cities (asymmetric integer distances), depth-first branch and bound.
subroutine tsp_bnb(best, dist, N) bind(c, name="tsp_bnb")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), intent(out) :: best(1)
  integer(c_int32_t), intent(in) :: dist(N, N)
  integer(c_int64_t) :: bst

  if (N < 2 .or. N > 16) then
    best(1) = 0
    return
  end if
  bst = huge(bst)
  call dfs(0_c_int64_t, 1_c_int64_t, 0_c_int64_t)
  best(1) = bst

contains

  ! the cheapest dist[v][u] over u != v in the bit set allowed (C's dist[v][u] is dist(u + 1, v + 1))
  integer(c_int64_t) function cheapest_exit(v, allowed)
    integer(c_int64_t), intent(in) :: v, allowed
    integer(c_int64_t) :: u
    cheapest_exit = huge(cheapest_exit)
    do u = 0, N - 1
      if (u /= v .and. btest(allowed, u)) then
        if (dist(u + 1, v + 1) < cheapest_exit) cheapest_exit = dist(u + 1, v + 1)
      end if
    end do
  end function cheapest_exit

  recursive subroutine dfs(city, visited, cost)
    integer(c_int64_t), intent(in) :: city, visited, cost
    integer(c_int64_t) :: unvisited, bound, c, v

    unvisited = iand(maskr(int(N), c_int64_t), not(visited))
    if (unvisited == 0) then
      c = cost + dist(1, city + 1)
      if (c < bst) bst = c
      return
    end if
    bound = cost + cheapest_exit(city, unvisited)
    do v = 0, N - 1
      if (btest(unvisited, v)) bound = bound + cheapest_exit(v, ior(ibclr(unvisited, v), 1_c_int64_t))
    end do
    if (bound >= bst) return
    do v = 1, N - 1
      if (btest(unvisited, v)) call dfs(v, ibset(visited, v), cost + dist(v + 1, city + 1))
    end do
  end subroutine dfs
end subroutine tsp_bnb
