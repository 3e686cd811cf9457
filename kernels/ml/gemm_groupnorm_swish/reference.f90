! gemm_groupnorm_swish: fused linear + group normalization + swish: z = X W^T + b; each row's N = G CG
! features normalized in G groups of CG (mean, biased variance, eps inside the square root), then
! v = zhat gamma + beta and Y = v sigmoid(v).
subroutine gemm_groupnorm_swish(Y, X, W, b, gamma, beta, M, K, G, CG, N, eps) bind(c, name="gemm_groupnorm_swish")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, K, G, CG, N
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(0:N - 1, 0:M - 1)
  real(rk), intent(in) :: X(0:K - 1, 0:M - 1), W(0:K - 1, 0:N - 1), b(0:N - 1), gamma(0:N - 1), beta(0:N - 1)
  integer(c_int64_t) :: i, j, kk, ig, c
  real(ak) :: z, s, mean, q, d, r, v

  do i = 0, M - 1
    do j = 0, N - 1
      z = b(j)
      do kk = 0, K - 1
        z = z + X(kk, i) * W(kk, j)
      end do
      Y(j, i) = real(z, rk)
    end do
    do ig = 0, G - 1
      s = 0
      do c = 0, CG - 1
        s = s + Y(ig * CG + c, i)
      end do
      mean = s / real(CG, ak)
      q = 0
      do c = 0, CG - 1
        d = Y(ig * CG + c, i) - mean
        q = q + d * d
      end do
      r = 1 / sqrt(q / real(CG, ak) + real(eps, ak))
      do c = 0, CG - 1
        j = ig * CG + c
        v = (Y(j, i) - mean) * r * gamma(j) + beta(j)
        Y(j, i) = real(v / (1 + exp(-v)), rk)
      end do
    end do
  end do
end subroutine gemm_groupnorm_swish
