! embedding_bag_weighted: embedding bag, weighted sum: out[b, d] = sum of w[i] table[ids[i], d] over the
! bag's entries i in [offsets[b], offsets[b + 1]) (0 for an empty bag), summed in order of i.
subroutine embedding_bag_weighted(out, table, ids, offsets, w, V, D, NBAG, NNZ) &
    bind(c, name="embedding_bag_weighted")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: V, D, NBAG, NNZ
  real(rk), intent(out) :: out(D, NBAG)
  real(rk), intent(in) :: table(D, V), w(NNZ)
  integer(c_int32_t), intent(in) :: ids(NNZ), offsets(NBAG + 1)
  integer(c_int64_t) :: ib, id, i
  real(ak) :: acc

  do ib = 1, NBAG
    do id = 1, D
      acc = 0
      do i = int(offsets(ib), c_int64_t) + 1, int(offsets(ib + 1), c_int64_t)
        acc = acc + real(w(i), ak) * real(table(id, ids(i) + 1), ak)
      end do
      out(id, ib) = real(acc, rk)
    end do
  end do
end subroutine embedding_bag_weighted
