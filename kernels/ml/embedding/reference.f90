! embedding: embedding lookup, out[t, :] = table[ids[t], :] (row gather, values copied as stored).
subroutine embedding(out, table, ids, V, D, T) bind(c, name="embedding")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: V, D, T
  real(rk), intent(out) :: out(D, T)
  real(rk), intent(in) :: table(D, V)
  integer(c_int32_t), intent(in) :: ids(T)
  integer(c_int64_t) :: it

  do it = 1, T
    out(:, it) = table(:, ids(it) + 1)
  end do
end subroutine embedding
