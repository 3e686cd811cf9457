! field_embedding_bag_sum: field-aware embedding bag sum: out[b, f] = sum of T[f, ids[i]] over the ids of bag (b, f), one table per field
subroutine field_embedding_bag_sum(out, T, ids, offsets, B, F, V, D, NBAG, NNZ) bind(c, name="field_embedding_bag_sum")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B
  integer(c_int64_t), value, intent(in) :: F
  integer(c_int64_t), value, intent(in) :: V
  integer(c_int64_t), value, intent(in) :: D
  integer(c_int64_t), value, intent(in) :: NBAG
  integer(c_int64_t), value, intent(in) :: NNZ
  real(rk), intent(out) :: out(D, F, B)
  real(rk), intent(in) :: T(D, V, F)
  integer(c_int32_t), intent(in) :: ids(NNZ)
  integer(c_int32_t), intent(in) :: offsets(NBAG + 1)
  integer(c_int64_t) :: ib, jf, i, id, r

  do ib = 1, B
    do jf = 1, F
      do id = 1, D
        out(id, jf, ib) = 0
      end do
      do i = offsets((ib - 1) * F + jf) + 1, offsets((ib - 1) * F + jf + 1)
        r = ids(i) + 1
        do id = 1, D
          out(id, jf, ib) = out(id, jf, ib) + T(id, r, jf)
        end do
      end do
    end do
  end do
end subroutine field_embedding_bag_sum
