! affine_grid: torch.nn.functional.affine_grid for 2-D with align_corners false. Normalized pixel centers
! x_j = (2 j + 1) / W - 1, y_i = (2 i + 1) / H - 1 (0-based, in the accumulation kind); for batch n with
! theta t (2 x 3): G[n][i][j][0] = t00 x_j + t01 y_i + t02, G[n][i][j][1] = t10 x_j + t11 y_i + t12.
subroutine affine_grid(G, theta, N, H, W) bind(c, name="affine_grid")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: H
  integer(c_int64_t), value, intent(in) :: W
  real(rk), intent(out) :: G(2, W, H, N)
  real(rk), intent(in) :: theta(3, 2, N)
  integer(c_int64_t) :: n1, i, j
  real(ak) :: t00, t01, t02, t10, t11, t12, x, y

  do n1 = 1, N
    t00 = real(theta(1, 1, n1), ak)
    t01 = real(theta(2, 1, n1), ak)
    t02 = real(theta(3, 1, n1), ak)
    t10 = real(theta(1, 2, n1), ak)
    t11 = real(theta(2, 2, n1), ak)
    t12 = real(theta(3, 2, n1), ak)
    do i = 0, H - 1
      y = real(2 * i + 1, ak) / real(H, ak) - 1
      do j = 0, W - 1
        x = real(2 * j + 1, ak) / real(W, ak) - 1
        G(1, j + 1, i + 1, n1) = real(t00 * x + t01 * y + t02, rk)
        G(2, j + 1, i + 1, n1) = real(t10 * x + t11 * y + t12, rk)
      end do
    end do
  end do
end subroutine affine_grid
