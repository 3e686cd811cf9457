! conv3d: 3-D convolution NCDHW with bias, K x K x K filters, stride 1, no padding:
! Y[n, o, z, y, x] = bias[o] + sum_{c, a, i, j} X[n, c, z + a, y + i, x + j] Wt[o, c, a, i, j].
subroutine conv3d(Y, X, Wt, bias, B, CI, CO, S3, K, OS) bind(c, name="conv3d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, S3, K, OS
  real(rk), intent(out) :: Y(OS, OS, OS, CO, B)
  real(rk), intent(in) :: X(S3, S3, S3, CI, B)
  real(rk), intent(in) :: Wt(K, K, K, CI, CO)
  real(rk), intent(in) :: bias(CO)
  integer(c_int64_t) :: n, o, iz, iy, ix, c, a, i, j
  real(ak) :: s

  do n = 1, B
    do o = 1, CO
      do iz = 0, OS - 1
        do iy = 0, OS - 1
          do ix = 0, OS - 1
            s = real(bias(o), ak)
            do c = 1, CI
              do a = 1, K
                do i = 1, K
                  do j = 1, K
                    s = s + real(X(ix + j, iy + i, iz + a, c, n), ak) * real(Wt(j, i, a, c, o), ak)
                  end do
                end do
              end do
            end do
            Y(ix + 1, iy + 1, iz + 1, o, n) = real(s, rk)
          end do
        end do
      end do
    end do
  end do
end subroutine conv3d
