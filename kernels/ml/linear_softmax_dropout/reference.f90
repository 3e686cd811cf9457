! linear_softmax_dropout: fused linear + row softmax + dropout with a given mask:
! Y = softmax(X W^T + b) * mask / (1 - p), the softmax max-subtracted per row.
subroutine linear_softmax_dropout(Y, X, W, b, mask, M, N, K, p) bind(c, name="linear_softmax_dropout")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(c_float), value, intent(in) :: p
  real(rk), intent(out) :: Y(0:N - 1, 0:M - 1)
  real(rk), intent(in) :: X(0:K - 1, 0:M - 1), W(0:K - 1, 0:N - 1), b(0:N - 1)
  integer(c_int8_t), intent(in) :: mask(0:N - 1, 0:M - 1)
  integer(c_int64_t) :: i, j, kk
  real(ak) :: z, mx, e, s, scale

  do i = 0, M - 1
    mx = 0
    do j = 0, N - 1
      z = b(j)
      do kk = 0, K - 1
        z = z + X(kk, i) * W(kk, j)
      end do
      Y(j, i) = real(z, rk)
      if (j == 0 .or. z > mx) mx = z
    end do
    s = 0
    do j = 0, N - 1
      e = exp(real(Y(j, i), ak) - mx)
      Y(j, i) = real(e, rk)
      s = s + e
    end do
    scale = 1 / (s * (1 - real(p, ak)))
    do j = 0, N - 1
      if (mask(j, i) /= 0) then
        Y(j, i) = real(Y(j, i) * scale, rk)
      else
        Y(j, i) = 0
      end if
    end do
  end do
end subroutine linear_softmax_dropout
