! knapsack_bnb: 0/1 knapsack optimum (capacity floor(sum w / 2)) of each of NINST instances of N <= 64 items:
! items ordered by v/w descending (stable), depth first take-then-skip, a branch cut when val + the greedy
! (Dantzig) bound of the items left, the first misfit taken fractionally (floor), is <= the best so far.
! The C recursion dfs(k, cap, val) runs on an explicit stack of calls (skip pushed below take).
subroutine knapsack_bnb(best, w, v, NINST, N) bind(c, name="knapsack_bnb")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NINST, N
  integer(c_int64_t), intent(out) :: best(0:NINST - 1)
  integer(c_int64_t), intent(in) :: w(0:N - 1, 0:NINST - 1)
  integer(c_int64_t), intent(in) :: v(0:N - 1, 0:NINST - 1)
  integer(c_int64_t) :: sw(0:63), sv(0:63), sk(0:129), sc(0:129), sval(0:129)
  integer(c_int64_t) :: g, i, j, k, total, top, cap, val, bound, room, b

  do g = 0, NINST - 1
    if (N > 64) then
      best(g) = 0
      cycle
    end if
    total = 0
    do i = 0, N - 1
      j = i
      do while (j > 0)
        if (v(i, g) * sw(j - 1) <= sv(j - 1) * w(i, g)) exit
        sw(j) = sw(j - 1)
        sv(j) = sv(j - 1)
        j = j - 1
      end do
      sw(j) = w(i, g)
      sv(j) = v(i, g)
      total = total + w(i, g)
    end do
    b = 0
    sk(0) = 0
    sc(0) = total / 2
    sval(0) = 0
    top = 1
    do while (top > 0)
      top = top - 1
      k = sk(top)
      cap = sc(top)
      val = sval(top)
      if (val > b) b = val
      if (k == N) cycle
      bound = val
      room = cap
      do j = k, N - 1
        if (sw(j) <= room) then
          room = room - sw(j)
          bound = bound + sv(j)
        else
          bound = bound + sv(j) * room / sw(j)
          exit
        end if
      end do
      if (bound <= b) cycle
      sk(top) = k + 1
      sc(top) = cap
      sval(top) = val
      top = top + 1
      if (sw(k) <= cap) then
        sk(top) = k + 1
        sc(top) = cap - sw(k)
        sval(top) = val + sv(k)
        top = top + 1
      end if
    end do
    best(g) = b
  end do
end subroutine knapsack_bnb
