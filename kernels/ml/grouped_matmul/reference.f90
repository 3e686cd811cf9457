! grouped_matmul: grouped GEMM (mixture-of-experts FFN): rows offsets[e] .. offsets[e+1]-1 of X (T, K) times W[e] (K, N) into the same rows of Y (T, N); offsets 0-based, as in C.
subroutine grouped_matmul(Y, X, W, offsets, T, K, N, E) bind(c, name="grouped_matmul")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, K, N, E
  real(rk), intent(out) :: Y(N, T)
  real(rk), intent(in) :: X(K, T)
  real(rk), intent(in) :: W(N, K, E)
  integer(c_int32_t), intent(in) :: offsets(E + 1)
  integer(c_int64_t) :: ex, i, j, kk
  real(ak) :: s

  do ex = 1, E
    do i = int(offsets(ex), c_int64_t) + 1, int(offsets(ex + 1), c_int64_t)
      do j = 1, N
        s = 0
        do kk = 1, K
          s = s + real(X(kk, i), ak) * real(W(j, kk, ex), ak)
        end do
        Y(j, i) = real(s, rk)
      end do
    end do
  end do
end subroutine grouped_matmul
