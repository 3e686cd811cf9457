! masked_softmax_causal: causal softmax of square score matrices X (B, S, S): row i over columns 0..i, zeros above the diagonal.
subroutine masked_softmax_causal(Y, X, B, S) bind(c, name="masked_softmax_causal")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, S
  real(rk), intent(out) :: Y(S, S, B)
  real(rk), intent(in) :: X(S, S, B)
  integer(c_int64_t) :: p, i, j
  real(ak) :: m, acc

  do p = 1, B
    do i = 1, S
      m = real(X(1, i, p), ak)
      do j = 2, i
        if (real(X(j, i, p), ak) > m) m = real(X(j, i, p), ak)
      end do
      acc = 0
      do j = 1, i
        acc = acc + exp(real(X(j, i, p), ak) - m)
      end do
      do j = 1, i
        Y(j, i, p) = real(exp(real(X(j, i, p), ak) - m) / acc, rk)
      end do
      do j = i + 1, S
        Y(j, i, p) = 0
      end do
    end do
  end do
end subroutine masked_softmax_causal
