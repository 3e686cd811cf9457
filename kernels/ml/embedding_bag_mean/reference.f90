! embedding_bag_mean: out[b] = mean of the rows table[ids[i]] for i in offsets[b] .. offsets[b + 1] - 1 (zeros for an empty bag).
subroutine embedding_bag_mean(out, table, ids, offsets, V, D, NBAG, NNZ) bind(c, name="embedding_bag_mean")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: V, D, NBAG, NNZ
  real(rk), intent(out) :: out(0:D - 1, 0:NBAG - 1)
  real(rk), intent(in) :: table(0:D - 1, 0:V - 1)
  integer(c_int32_t), intent(in) :: ids(0:NNZ - 1)
  integer(c_int32_t), intent(in) :: offsets(0:NBAG)
  integer(c_int64_t) :: b, k, i, i0, i1
  real(ak) :: s

  do b = 0, NBAG - 1
    i0 = offsets(b)
    i1 = offsets(b + 1)
    do k = 0, D - 1
      s = 0
      do i = i0, i1 - 1
        s = s + real(table(k, ids(i)), ak)
      end do
      if (i1 > i0) then
        out(k, b) = real(s / real(i1 - i0, ak), rk)
      else
        out(k, b) = 0
      end if
    end do
  end do
end subroutine embedding_bag_mean
