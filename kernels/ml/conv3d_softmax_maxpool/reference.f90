! conv3d_softmax_maxpool: KernelBench's Conv3d_Softmax_MaxPool_MaxPool with one pool.
! Z = bias(o) + sum over c, a, i, j (3 x 3 x 3) of X[n][c][z + a][y + i][x + j] Wt[o][c][a][i][j] (C order
! NCDHW, stride 1, no padding, OS = S3 - 2), stored into P; at each voxel, softmax over the CO channels in
! place in P (max-subtracted); Y = max of P over each 2 x 2 x 2 block, stride 2 (PS = OS / 2, floored).
subroutine conv3d_softmax_maxpool(Y, P, X, Wt, bias, B, CI, CO, S3, OS, PS) bind(c, name="conv3d_softmax_maxpool")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, S3, OS, PS
  real(rk), intent(out) :: Y(PS, PS, PS, CO, B)
  real(rk), intent(out) :: P(OS, OS, OS, CO, B)
  real(rk), intent(in) :: X(S3, S3, S3, CI, B)
  real(rk), intent(in) :: Wt(3, 3, 3, CI, CO)
  real(rk), intent(in) :: bias(CO)
  integer(c_int64_t) :: n, o, iz, iy, ix, c, a, i, j
  real(ak) :: s, mx, t, q

  do n = 1, B
    do o = 1, CO
      do iz = 1, OS
        do iy = 1, OS
          do ix = 1, OS
            s = real(bias(o), ak)
            do c = 1, CI
              do a = 1, 3
                do i = 1, 3
                  do j = 1, 3
                    s = s + real(X(ix + j - 1, iy + i - 1, iz + a - 1, c, n), ak) * real(Wt(j, i, a, c, o), ak)
                  end do
                end do
              end do
            end do
            P(ix, iy, iz, o, n) = real(s, rk)
          end do
        end do
      end do
    end do
  end do
  do n = 1, B
    do iz = 1, OS
      do iy = 1, OS
        do ix = 1, OS
          mx = real(P(ix, iy, iz, 1, n), ak)
          do o = 2, CO
            if (real(P(ix, iy, iz, o, n), ak) > mx) mx = real(P(ix, iy, iz, o, n), ak)
          end do
          t = 0
          do o = 1, CO
            t = t + exp(real(P(ix, iy, iz, o, n), ak) - mx)
          end do
          do o = 1, CO
            P(ix, iy, iz, o, n) = real(exp(real(P(ix, iy, iz, o, n), ak) - mx) / t, rk)
          end do
        end do
      end do
    end do
  end do
  do n = 1, B
    do o = 1, CO
      do iz = 1, PS
        do iy = 1, PS
          do ix = 1, PS
            mx = real(P(2 * ix - 1, 2 * iy - 1, 2 * iz - 1, o, n), ak)
            do a = 0, 1
              do i = 0, 1
                do j = 0, 1
                  q = real(P(2 * ix - 1 + j, 2 * iy - 1 + i, 2 * iz - 1 + a, o, n), ak)
                  if (q > mx) mx = q
                end do
              end do
            end do
            Y(ix, iy, iz, o, n) = real(mx, rk)
          end do
        end do
      end do
    end do
  end do
end subroutine conv3d_softmax_maxpool
