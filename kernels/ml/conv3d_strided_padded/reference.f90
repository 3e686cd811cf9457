! conv3d_strided_padded: 3-D convolution (cross-correlation) NCDHW, filters Wt[CO, CI, K, K, K], stride S in
! every dimension, zero padding P = K/2 on every side, OS = (S3 + 2 P - K) / S + 1, with bias:
! Y[n, o, z, y, x] = bias[o] + sum over c, a, i, j of X[n, c, zS+a-P, yS+i-P, xS+j-P] Wt[o, c, a, i, j]
! (terms outside the input skipped), summed in order of c, a, i, j after the bias.
subroutine conv3d_strided_padded(Y, X, Wt, bias, B, CI, CO, S3, K, S, P, OS) bind(c, name="conv3d_strided_padded")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, S3, K, S, P, OS
  real(rk), intent(out) :: Y(OS, OS, OS, CO, B)
  real(rk), intent(in) :: X(S3, S3, S3, CI, B)
  real(rk), intent(in) :: Wt(K, K, K, CI, CO)
  real(rk), intent(in) :: bias(CO)
  integer(c_int64_t) :: n, o, iz, iy, ix, c, a, ii, jj, pz, py, px
  real(ak) :: acc

  do n = 1, B
    do o = 1, CO
      do iz = 0, OS - 1
        do iy = 0, OS - 1
          do ix = 0, OS - 1
            acc = real(bias(o), ak)
            do c = 1, CI
              do a = 0, K - 1
                pz = iz * S + a - P
                if (pz < 0 .or. pz >= S3) cycle
                do ii = 0, K - 1
                  py = iy * S + ii - P
                  if (py < 0 .or. py >= S3) cycle
                  do jj = 0, K - 1
                    px = ix * S + jj - P
                    if (px < 0 .or. px >= S3) cycle
                    acc = acc + real(X(px + 1, py + 1, pz + 1, c, n), ak) * real(Wt(jj + 1, ii + 1, a + 1, c, o), ak)
                  end do
                end do
              end do
            end do
            Y(ix + 1, iy + 1, iz + 1, o, n) = real(acc, rk)
          end do
        end do
      end do
    end do
  end do
end subroutine conv3d_strided_padded
