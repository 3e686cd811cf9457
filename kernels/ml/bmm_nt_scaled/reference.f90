! bmm_nt_scaled: batched scaled product S[b] = alpha Q[b] Kt[b]^T (attention scores), Q (B, M, D), Kt (B, N, D).
subroutine bmm_nt_scaled(S, Q, Kt, B, M, N, D, alpha) bind(c, name="bmm_nt_scaled")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, M, N, D
  real(c_float), value, intent(in) :: alpha
  real(rk), intent(out) :: S(N, M, B)
  real(rk), intent(in) :: Q(D, M, B)
  real(rk), intent(in) :: Kt(D, N, B)
  integer(c_int64_t) :: p, i, j, k
  real(ak) :: a

  do p = 1, B
    do i = 1, M
      do j = 1, N
        a = 0
        do k = 1, D
          a = a + real(Q(k, i, p), ak) * real(Kt(k, j, p), ak)
        end do
        S(j, i, p) = real(a * real(alpha, ak), rk)
      end do
    end do
  end do
end subroutine bmm_nt_scaled
