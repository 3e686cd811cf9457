! avgpool3d: 3-D average pooling (torch.nn.AvgPool3d, count_include_pad=True, ceil_mode=False), NCDHW,
! K x K x K window, stride S, zero padding P, OS = (S3 + 2 P - K) / S + 1:
! Y[n, c, z, y, x] = (sum of X[n, c, zS+a-P, yS+i-P, xS+j-P] over the window inside the input) / K^3,
! summed in order of a, i, j.
subroutine avgpool3d(Y, X, B, C, S3, K, S, P, OS) bind(c, name="avgpool3d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, S3, K, S, P, OS
  real(rk), intent(out) :: Y(OS, OS, OS, C * B)
  real(rk), intent(in) :: X(S3, S3, S3, C * B)
  integer(c_int64_t) :: q, iz, iy, ix, a, ii, jj, pz, py, px
  real(ak) :: acc, dv

  dv = real(K * K * K, ak)
  do q = 1, B * C
    do iz = 0, OS - 1
      do iy = 0, OS - 1
        do ix = 0, OS - 1
          acc = 0.0_ak
          do a = 0, K - 1
            pz = iz * S + a - P
            if (pz < 0 .or. pz >= S3) cycle
            do ii = 0, K - 1
              py = iy * S + ii - P
              if (py < 0 .or. py >= S3) cycle
              do jj = 0, K - 1
                px = ix * S + jj - P
                if (px < 0 .or. px >= S3) cycle
                acc = acc + real(X(px + 1, py + 1, pz + 1, q), ak)
              end do
            end do
          end do
          Y(ix + 1, iy + 1, iz + 1, q) = real(acc / dv, rk)
        end do
      end do
    end do
  end do
end subroutine avgpool3d
