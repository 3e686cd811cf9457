! int8_matmul: int8 x int8 matmul with int32 accumulation, dequantized by row and column scales:
! Y[i, j] = (sum_k Aq[i, k] Bq[j, k]) sa[i] sb[j].
subroutine int8_matmul(Y, Aq, Bq, sa, sb, M, N, K) bind(c, name="int8_matmul")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: Y(N, M)
  integer(c_int8_t), intent(in) :: Aq(K, M)
  integer(c_int8_t), intent(in) :: Bq(K, N)
  real(rk), intent(in) :: sa(M)
  real(rk), intent(in) :: sb(N)
  integer(c_int64_t) :: i, j, l
  integer(c_int32_t) :: s

  do i = 1, M
    do j = 1, N
      s = 0
      do l = 1, K
        s = s + int(Aq(l, i), c_int32_t) * int(Bq(l, j), c_int32_t)
      end do
      Y(j, i) = real(real(s, ak) * real(sa(i), ak) * real(sb(j), ak), rk)
    end do
  end do
end subroutine int8_matmul
