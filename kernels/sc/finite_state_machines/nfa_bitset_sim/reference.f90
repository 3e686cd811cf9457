! nfa_bitset_sim: unanchored simulation of an NS-state NFA (two labelled edges and one epsilon edge per
! state, 0-based states) over N symbols with state sets as 64-bit masks (bit t = state t): epsilon
! closures, the number of positions after which the accepting state NS - 1 is active, the final set.
subroutine nfa_bitset_sim(count, final, closure, to, label, eps, text, N, NS) bind(c, name="nfa_bitset_sim")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NS
  integer(c_int64_t), intent(out) :: count(1), final(1), closure(0:NS - 1)
  integer(c_int32_t), intent(in) :: to(0:1, 0:NS - 1), eps(0:NS - 1)
  integer(c_int8_t), intent(in) :: label(0:1, 0:NS - 1), text(0:N - 1)
  integer(c_int64_t) :: s, i, m, S_, T, A, nmatch
  integer :: b
  integer(c_int8_t) :: c
  logical :: changed

  do s = 0, NS - 1
    closure(s) = ibset(0_c_int64_t, int(s))
  end do
  changed = .true.
  do while (changed)
    changed = .false.
    do s = 0, NS - 1
      m = ior(closure(s), closure(eps(s)))
      if (m /= closure(s)) then
        closure(s) = m
        changed = .true.
      end if
    end do
  end do
  S_ = closure(0)
  nmatch = 0
  do i = 0, N - 1
    c = text(i)
    T = 0
    A = S_
    do while (A /= 0)
      b = trailz(A)
      A = ibclr(A, b)
      if (label(0, b) == c) T = ior(T, closure(to(0, b)))
      if (label(1, b) == c) T = ior(T, closure(to(1, b)))
    end do
    S_ = ior(T, closure(0))
    if (btest(S_, int(NS - 1))) nmatch = nmatch + 1
  end do
  count(1) = nmatch
  final(1) = S_
end subroutine nfa_bitset_sim
