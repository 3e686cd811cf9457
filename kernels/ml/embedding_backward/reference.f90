! embedding_backward: embedding gradient: dW = 0, then dW[ids[t]] += dY[t] for t in order.
subroutine embedding_backward(dW, dY, ids, V, D, T) bind(c, name="embedding_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: V, D, T
  real(rk), intent(out) :: dW(D, V)
  real(rk), intent(in) :: dY(D, T)
  integer(c_int32_t), intent(in) :: ids(T)
  integer(c_int64_t) :: it, k, row

  dW = 0
  do it = 1, T
    row = int(ids(it), c_int64_t) + 1
    do k = 1, D
      dW(k, row) = dW(k, row) + dY(k, it)
    end do
  end do
end subroutine embedding_backward
