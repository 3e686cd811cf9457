! bin_packing_bnb: the fewest bins of capacity CAP for each of NINST instances of N items: items in
! decreasing size, each placed in an open bin (in order, 0-based) or a new one, depth first, twin placements
! skipped and branches cut by bins + ceil((rest - free) / CAP) >= best; also the number of placements tried.
subroutine bin_packing_bnb(bins, nodes, w, NINST, N, CAP) bind(c, name="bin_packing_bnb")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NINST, N
  integer(c_int32_t), value, intent(in) :: CAP
  integer(c_int32_t), intent(out) :: bins(0:NINST - 1)
  integer(c_int64_t), intent(out) :: nodes(0:NINST - 1)
  integer(c_int32_t), intent(in) :: w(0:N - 1, 0:NINST - 1)
  integer(c_int64_t) :: a(0:31), load(0:31), pre(0:32), nb0(0:31), ch(0:31)
  integer(c_int64_t) :: g, i, j, x, total, lb, best, visited, d, c, k, e, need, extra, cap8
  logical :: same

  cap8 = CAP
  do g = 0, NINST - 1
    do i = 0, N - 1
      x = w(i, g)
      j = i
      do while (j > 0)
        if (a(j - 1) >= x) exit
        a(j) = a(j - 1)
        j = j - 1
      end do
      a(j) = x
    end do
    pre(0) = 0
    do i = 0, N - 1
      pre(i + 1) = pre(i) + a(i)
    end do
    total = pre(N)
    lb = (total + cap8 - 1) / cap8
    best = N + 1
    visited = 0
    d = 0
    load(0:N - 1) = 0
    nb0(0) = 0
    ch(0) = -1
    do while (d >= 0 .and. best > lb)
      if (ch(d) >= 0) load(ch(d)) = load(ch(d)) - a(d)
      c = ch(d) + 1
      k = 0
      do while (c <= nb0(d))
        if (load(c) + a(d) > cap8) then
          c = c + 1
          cycle
        end if
        if (d > 0) then
          if (a(d) == a(d - 1) .and. c < ch(d - 1)) then
            c = c + 1
            cycle
          end if
        end if
        same = .false.
        if (c < nb0(d)) then
          do e = 0, c - 1
            if (load(e) == load(c)) same = .true.
          end do
        end if
        if (same) then
          c = c + 1
          cycle
        end if
        k = max(nb0(d), c + 1)
        need = (total - pre(d + 1)) - (k * cap8 - pre(d + 1))
        extra = 0
        if (need > 0) extra = (need + cap8 - 1) / cap8
        if (k + extra < best) exit
        c = c + 1
      end do
      ch(d) = c
      if (c > nb0(d)) then
        ch(d) = -1
        d = d - 1
        cycle
      end if
      visited = visited + 1
      load(c) = load(c) + a(d)
      if (d == N - 1) then
        best = k
        cycle
      end if
      d = d + 1
      nb0(d) = k
      ch(d) = -1
    end do
    bins(g) = int(best, c_int32_t)
    nodes(g) = visited
  end do
end subroutine bin_packing_bnb
