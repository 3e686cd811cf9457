! maxpool3d: 2 x 2 x 2 max pooling with stride 2 of NCDHW: Y[n, c, z, y, x] = max of
! X[n, c, 2z + a, 2y + i, 2x + j] over a, i, j in {0, 1} (the first maximum kept, values copied as stored).
subroutine maxpool3d(Y, X, B, C, S3, OS) bind(c, name="maxpool3d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, S3, OS
  real(rk), intent(out) :: Y(OS, OS, OS, C * B)
  real(rk), intent(in) :: X(S3, S3, S3, C * B)
  integer(c_int64_t) :: q, iz, iy, ix, a, i, j
  real(rk) :: best, val

  do q = 1, B * C
    do iz = 0, OS - 1
      do iy = 0, OS - 1
        do ix = 0, OS - 1
          best = X(2 * ix + 1, 2 * iy + 1, 2 * iz + 1, q)
          do a = 0, 1
            do i = 0, 1
              do j = 0, 1
                val = X(2 * ix + j + 1, 2 * iy + i + 1, 2 * iz + a + 1, q)
                if (val > best) best = val
              end do
            end do
          end do
          Y(ix + 1, iy + 1, iz + 1, q) = best
        end do
      end do
    end do
  end do
end subroutine maxpool3d
