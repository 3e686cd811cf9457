! swiglu_up: fused SwiGLU up-projection H = silu(X Wg^T) * (X Wu^T) (X is M x K, Wg and Wu are F x K), sums in acc_t.
subroutine swiglu_up(H, X, Wg, Wu, M, F, K) bind(c, name="swiglu_up")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, F, K
  real(rk), intent(out) :: H(0:F - 1, 0:M - 1)
  real(rk), intent(in) :: X(0:K - 1, 0:M - 1)
  real(rk), intent(in) :: Wg(0:K - 1, 0:F - 1)
  real(rk), intent(in) :: Wu(0:K - 1, 0:F - 1)
  integer(c_int64_t) :: i, j, l
  real(ak) :: g, u, x1

  do i = 0, M - 1
    do j = 0, F - 1
      g = 0
      u = 0
      do l = 0, K - 1
        x1 = real(X(l, i), ak)
        g = g + x1 * real(Wg(l, j), ak)
        u = u + x1 * real(Wu(l, j), ak)
      end do
      H(j, i) = real(g / (1 + exp(-g)) * u, rk)
    end do
  end do
end subroutine swiglu_up
