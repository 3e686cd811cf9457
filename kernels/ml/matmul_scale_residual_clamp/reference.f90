! matmul_scale_residual_clamp: Y = min(max(alpha (X W) + R, -c), c), X is M x K, W is K x N (no bias):
! a scaled matmul, a residual add and a symmetric clamp (the sum over k in the accumulation kind).
subroutine matmul_scale_residual_clamp(Y, X, W, R, M, N, K, alpha, c) bind(c, name="matmul_scale_residual_clamp")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), value, intent(in) :: alpha, c
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(K, M)
  real(rk), intent(in) :: W(N, K)
  real(rk), intent(in) :: R(N, M)
  integer(c_int64_t) :: i, j, kk
  real(ak) :: s, v, a, hi, lo

  a = real(alpha, ak)
  hi = real(c, ak)
  lo = -hi
  do i = 1, M
    do j = 1, N
      s = 0
      do kk = 1, K
        s = s + real(X(kk, i), ak) * real(W(j, kk), ak)
      end do
      v = a * s + real(R(j, i), ak)
      if (v < lo) v = lo
      if (v > hi) v = hi
      Y(j, i) = real(v, rk)
    end do
  end do
end subroutine matmul_scale_residual_clamp
