! bmm_instancenorm_residual: KernelBench's BMM_InstanceNorm_Sum_ResidualAdd_Multiply on a batch of matrices.
! Z(:, :, n) = A[n] Bm[n] (M x K times K x N in C order), stored into Y and read back; each row (n, i) is one
! instance of N values: t = (Z - mean) / sqrt(var + eps) (biased variance, two passes, no affine);
! Y = (t + R) R.
subroutine bmm_instancenorm_residual(Y, A, Bm, R, NB, M, N, K, eps) bind(c, name="bmm_instancenorm_residual")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NB, M, N, K
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(N, M, NB)
  real(rk), intent(in) :: A(K, M, NB)
  real(rk), intent(in) :: Bm(N, K, NB)
  real(rk), intent(in) :: R(N, M, NB)
  integer(c_int64_t) :: ib, i, j, kk
  real(ak) :: s, mu, v, d, rs, t, q, inv

  do ib = 1, NB
    do i = 1, M
      do j = 1, N
        s = 0
        do kk = 1, K
          s = s + real(A(kk, i, ib), ak) * real(Bm(j, kk, ib), ak)
        end do
        Y(j, i, ib) = real(s, rk)
      end do
    end do
  end do
  inv = 1 / real(N, ak)
  do ib = 1, NB
    do i = 1, M
      mu = 0
      do j = 1, N
        mu = mu + real(Y(j, i, ib), ak)
      end do
      mu = mu * inv
      v = 0
      do j = 1, N
        d = real(Y(j, i, ib), ak) - mu
        v = v + d * d
      end do
      v = v * inv
      rs = 1 / sqrt(v + real(eps, ak))
      do j = 1, N
        t = (real(Y(j, i, ib), ak) - mu) * rs
        q = real(R(j, i, ib), ak)
        Y(j, i, ib) = real((t + q) * q, rk)
      end do
    end do
  end do
end subroutine bmm_instancenorm_residual
