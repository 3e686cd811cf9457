! rgb_to_grayscale: ITU-R 601 luma of an N x 3 x H x W RGB batch (channel 0 red, 1 green, 2 blue):
! y[n][h][w] = 0.299 r + 0.587 g + 0.114 b, summed left to right in the accumulation kind.
subroutine rgb_to_grayscale(Y, X, N, H, W) bind(c, name="rgb_to_grayscale")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: H
  integer(c_int64_t), value, intent(in) :: W
  real(rk), intent(out) :: Y(W, H, N)
  real(rk), intent(in) :: X(W, H, 3, N)
  integer(c_int64_t) :: n1, i, j
  real(ak), parameter :: kr = 0.299_ak, kg = 0.587_ak, kb = 0.114_ak

  do n1 = 1, N
    do i = 1, H
      do j = 1, W
        Y(j, i, n1) = real(kr * real(X(j, i, 1, n1), ak) + kg * real(X(j, i, 2, n1), ak) &
                           + kb * real(X(j, i, 3, n1), ak), rk)
      end do
    end do
  end do
end subroutine rgb_to_grayscale
