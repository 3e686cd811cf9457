! felsenstein_pruning: Felsenstein's pruning algorithm on the complete rooted binary tree of NT tips
! (internal node NT + j joins nodes 2j and 2j + 1, 0-based): rescaled conditional likelihoods of the
! internal nodes and per-site log-likelihoods (log scale factors included). Tip state 4: unknown base.
subroutine felsenstein_pruning(partials, lnl, tips, P, freq, NT, NS, NB) bind(c, name="felsenstein_pruning")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NT, NS, NB
  real(rk), intent(out) :: partials(0:3, 0:NS - 1, 0:NT - 2), lnl(0:NS - 1)
  integer(c_int8_t), intent(in) :: tips(0:NS - 1, 0:NT - 1)
  real(rk), intent(in) :: P(0:3, 0:3, 0:NB - 1), freq(0:3)
  integer(c_int64_t) :: j, s, c0, c1
  integer :: a, b
  real(rk) :: v0(0:3), v1(0:3), L(0:3), l0, l1, m, t

  lnl = 0
  do j = 0, NT - 2
    c0 = 2 * j
    c1 = 2 * j + 1
    do s = 0, NS - 1
      call child(c0, s, v0)
      call child(c1, s, v1)
      do a = 0, 3
        l0 = 0
        l1 = 0
        do b = 0, 3
          l0 = l0 + P(b, a, c0) * v0(b)
          l1 = l1 + P(b, a, c1) * v1(b)
        end do
        L(a) = l0 * l1
      end do
      m = L(0)
      do a = 1, 3
        if (L(a) > m) m = L(a)
      end do
      do a = 0, 3
        partials(a, s, j) = L(a) / m
      end do
      lnl(s) = lnl(s) + log(m)
    end do
  end do
  do s = 0, NS - 1
    t = 0
    do a = 0, 3
      t = t + freq(a) * partials(a, s, NT - 2)
    end do
    lnl(s) = log(t) + lnl(s)
  end do

contains

  subroutine child(c, site, v)
    integer(c_int64_t), intent(in) :: c, site
    real(rk), intent(out) :: v(0:3)
    integer :: st, k

    if (c < NT) then
      st = int(tips(site, c))
      do k = 0, 3
        if (st == 4 .or. st == k) then
          v(k) = 1
        else
          v(k) = 0
        end if
      end do
    else
      v = partials(:, site, c - NT)
    end if
  end subroutine child
end subroutine felsenstein_pruning
