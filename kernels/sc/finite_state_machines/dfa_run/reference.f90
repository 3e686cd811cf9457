! dfa_run: run a table-driven DFA (NS states, NA symbols, start state 0) over N symbols: q = delta[q][c] per
! symbol c, accepted = the number of prefixes ending in an accepting state, final = the last state.
subroutine dfa_run(accepted, final, delta, accepting, text, N, NS, NA) bind(c, name="dfa_run")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NS, NA
  integer(c_int64_t), intent(out) :: accepted(1)
  integer(c_int32_t), intent(out) :: final(1)
  integer(c_int32_t), intent(in) :: delta(0:NA - 1, 0:NS - 1)
  integer(c_int8_t), intent(in) :: accepting(0:NS - 1), text(0:N - 1)
  integer(c_int64_t) :: acc, i
  integer(c_int32_t) :: q

  acc = 0
  q = 0
  do i = 0, N - 1
    q = delta(iand(int(text(i), c_int64_t), 255_c_int64_t), q)
    if (accepting(q) /= 0) acc = acc + 1
  end do
  accepted(1) = acc
  final(1) = q
end subroutine dfa_run
