! image_normalize: per-channel normalization of an NCHW image batch (torchvision Normalize):
! y[n][c][h][w] = (x[n][c][h][w] - mean[c]) / std[c], in the accumulation kind.
subroutine image_normalize(Y, X, mean, std, N, C, H, W) bind(c, name="image_normalize")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: H
  integer(c_int64_t), value, intent(in) :: W
  real(rk), intent(out) :: Y(W, H, C, N)
  real(rk), intent(in) :: X(W, H, C, N)
  real(rk), intent(in) :: mean(C)
  real(rk), intent(in) :: std(C)
  integer(c_int64_t) :: n1, c1, i, j
  real(ak) :: m, s

  do n1 = 1, N
    do c1 = 1, C
      m = real(mean(c1), ak)
      s = real(std(c1), ak)
      do i = 1, H
        do j = 1, W
          Y(j, i, c1, n1) = real((real(X(j, i, c1, n1), ak) - m) / s, rk)
        end do
      end do
    end do
  end do
end subroutine image_normalize
