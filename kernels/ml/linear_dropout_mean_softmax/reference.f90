! linear_dropout_mean_softmax: KernelBench's Matmul_Dropout_Mean_Softmax with the mean over the batch
! (dim 0) and the dropout's keep mask given (1 keep, 0 drop; X is M x K, W is N x K in C order).
! c(j) = sum over the kept rows i of b(j) + X(:, i) . W(:, j), times 1 / (1 - p) / M, stored into y;
! then y = softmax(y) (max-subtracted; exp(y - max) stored into y, then divided by their sum).
subroutine linear_dropout_mean_softmax(y, X, W, b, mask, M, N, K, p) bind(c, name="linear_dropout_mean_softmax")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), value, intent(in) :: p
  real(rk), intent(out) :: y(N)
  real(rk), intent(in) :: X(K, M)
  real(rk), intent(in) :: W(K, N)
  real(rk), intent(in) :: b(N)
  integer(c_int8_t), intent(in) :: mask(N, M)
  integer(c_int64_t) :: i, j, kk
  real(ak) :: s, c, keep, inv, mx, e, t

  keep = 1 / (1 - real(p, ak))
  inv = 1 / real(M, ak)
  do j = 1, N
    c = 0
    do i = 1, M
      if (mask(j, i) == 0) cycle
      s = real(b(j), ak)
      do kk = 1, K
        s = s + real(X(kk, i), ak) * real(W(kk, j), ak)
      end do
      c = c + s
    end do
    y(j) = real(c * keep * inv, rk)
  end do
  mx = real(y(1), ak)
  do j = 2, N
    if (real(y(j), ak) > mx) mx = real(y(j), ak)
  end do
  t = 0
  do j = 1, N
    e = exp(real(y(j), ak) - mx)
    y(j) = real(e, rk)
    t = t + e
  end do
  do j = 1, N
    y(j) = real(real(y(j), ak) / t, rk)
  end do
end subroutine linear_dropout_mean_softmax
