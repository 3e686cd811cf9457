! luby_mis: maximal independent set by Luby rounds with given priorities (ties to the smaller id).
! mis holds the state while the rounds run: 0 undecided, 1 in the set, 2 out, 3 undecided but beaten.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine luby_mis(mis, stats, prio, G_rowptr, G_col, N, NE) bind(c, name="luby_mis")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int32_t), intent(out) :: mis(0:*)
  integer(c_int64_t), intent(out) :: stats(0:*)
  real(rk), intent(in) :: prio(0:*)
  integer(c_int32_t), intent(in) :: G_rowptr(0:*)
  integer(c_int32_t), intent(in) :: G_col(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NE
  integer(c_int64_t) :: u, v, e, undecided, rounds, msize

  do v = 0, N - 1
    mis(v) = 0
  end do
  rounds = 0
  do
    undecided = 0
    do v = 0, N - 1
      if (mis(v) == 0) undecided = undecided + 1
    end do
    if (undecided == 0) exit
    rounds = rounds + 1
    do u = 0, N - 1
      if (mis(u) /= 0 .and. mis(u) /= 3) cycle
      do e = G_rowptr(u), G_rowptr(u + 1) - 1
        v = G_col(e)
        if (v == u) cycle
        if (mis(v) /= 0 .and. mis(v) /= 3) cycle
        if (prio(u) > prio(v) .or. (prio(u) == prio(v) .and. u > v)) then
          mis(u) = 3
        else
          mis(v) = 3
        end if
      end do
    end do
    do v = 0, N - 1
      if (mis(v) == 0) then
        mis(v) = 1
      else if (mis(v) == 3) then
        mis(v) = 0
      end if
    end do
    do u = 0, N - 1
      do e = G_rowptr(u), G_rowptr(u + 1) - 1
        v = G_col(e)
        if (v == u) cycle
        if (mis(u) == 1 .and. mis(v) == 0) then
          mis(v) = 2
        else if (mis(v) == 1 .and. mis(u) == 0) then
          mis(u) = 2
        end if
      end do
    end do
  end do
  msize = 0
  do v = 0, N - 1
    if (mis(v) == 1) then
      msize = msize + 1
    else
      mis(v) = 0
    end if
  end do
  stats(0) = msize
  stats(1) = rounds
end subroutine luby_mis
