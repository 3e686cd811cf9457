! bpe_merge_step: counts(b, a) (C's counts[a][b]) = adjacent pairs (a, b) within the rows of ids; (a, b) = the
! most frequent pair (the lowest a * V + b on ties, 0-based ids); each row rewritten left to right with every
! non-overlapping a, b replaced by V, lens = the new lengths, the rest of each row -1.
subroutine bpe_merge_step(counts, pair, out, lens, ids, B, L, V) bind(c, name="bpe_merge_step")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, L, V
  integer(c_int32_t), intent(out) :: counts(V, V), pair(2), out(L, B), lens(B)
  integer(c_int32_t), intent(in) :: ids(L, B)
  integer(c_int64_t) :: ir, it, ia, ib, ba, bb, k, i
  integer(c_int32_t) :: a, bq

  counts = 0
  do ir = 1, B
    do it = 1, L - 1
      ia = int(ids(it, ir), c_int64_t) + 1
      ib = int(ids(it + 1, ir), c_int64_t) + 1
      counts(ib, ia) = counts(ib, ia) + 1
    end do
  end do
  ba = 1
  bb = 1
  do ia = 1, V
    do ib = 1, V
      if (counts(ib, ia) > counts(bb, ba)) then
        ba = ia
        bb = ib
      end if
    end do
  end do
  a = int(ba - 1, c_int32_t)
  bq = int(bb - 1, c_int32_t)
  pair(1) = a
  pair(2) = bq
  do ir = 1, B
    k = 0
    i = 1
    do while (i <= L)
      k = k + 1
      if (i + 1 <= L) then
        if (ids(i, ir) == a .and. ids(i + 1, ir) == bq) then
          out(k, ir) = int(V, c_int32_t)
          i = i + 2
          cycle
        end if
      end if
      out(k, ir) = ids(i, ir)
      i = i + 1
    end do
    lens(ir) = int(k, c_int32_t)
    out(k + 1:L, ir) = -1
  end do
end subroutine bpe_merge_step
