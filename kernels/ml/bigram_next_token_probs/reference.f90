! bigram_next_token_probs: counts(b, a) (C's counts[a][b]) = the number of adjacent pairs (a, b) within the rows
! of ids; Pn(b, a) = counts(b, a) / (the total over b), 0 where that total is 0.
subroutine bigram_next_token_probs(counts, Pn, ids, B, L, V) bind(c, name="bigram_next_token_probs")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, L, V
  integer(c_int64_t), intent(out) :: counts(V, V)
  real(rk), intent(out) :: Pn(V, V)
  integer(c_int32_t), intent(in) :: ids(L, B)
  integer(c_int64_t) :: ir, it, ia, ib, n

  counts = 0
  do ir = 1, B
    do it = 1, L - 1
      ia = int(ids(it, ir), c_int64_t) + 1
      ib = int(ids(it + 1, ir), c_int64_t) + 1
      counts(ib, ia) = counts(ib, ia) + 1
    end do
  end do
  do ia = 1, V
    n = sum(counts(:, ia))
    do ib = 1, V
      if (n > 0) then
        Pn(ib, ia) = real(real(counts(ib, ia), ak) / real(n, ak), rk)
      else
        Pn(ib, ia) = 0
      end if
    end do
  end do
end subroutine bigram_next_token_probs
