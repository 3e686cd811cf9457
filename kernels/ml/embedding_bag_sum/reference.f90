! embedding_bag_sum: embedding bag, sum: out[b] = sum of table[ids[i]] for i in offsets[b] .. offsets[b+1]-1 (ids and offsets 0-based, as in C).
subroutine embedding_bag_sum(out, table, ids, offsets, V, D, NBAG, NNZ) bind(c, name="embedding_bag_sum")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: V, D, NBAG, NNZ
  real(rk), intent(out) :: out(D, NBAG)
  real(rk), intent(in) :: table(D, V)
  integer(c_int32_t), intent(in) :: ids(NNZ)
  integer(c_int32_t), intent(in) :: offsets(NBAG + 1)
  integer(c_int64_t) :: bag, k, i, i0, i1
  real(ak) :: s

  do bag = 1, NBAG
    i0 = offsets(bag)
    i1 = offsets(bag + 1)
    do k = 1, D
      s = 0
      do i = i0 + 1, i1
        s = s + real(table(k, ids(i) + 1), ak)
      end do
      out(k, bag) = real(s, rk)
    end do
  end do
end subroutine embedding_bag_sum
