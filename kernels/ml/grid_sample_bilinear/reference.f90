! grid_sample_bilinear: torch.nn.functional.grid_sample(mode "bilinear", padding_mode "zeros",
! align_corners false). Per output point (n, p, q), in the accumulation kind: (gx, gy) = grid[n][p][q];
! ix = ((gx + 1) W - 1) / 2, iy = ((gy + 1) H - 1) / 2; x0 = floor(ix), y0 = floor(iy), tx = ix - x0,
! ty = iy - y0; per channel Y = (1-tx)(1-ty) v(y0,x0) + tx(1-ty) v(y0,x0+1) + (1-tx)ty v(y0+1,x0)
! + tx ty v(y0+1,x0+1), where v is the input value (0-based indices) and 0 outside [0,H) x [0,W).
subroutine grid_sample_bilinear(Y, X, grid, N, C, H, W, OH, OW) bind(c, name="grid_sample_bilinear")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: H
  integer(c_int64_t), value, intent(in) :: W
  integer(c_int64_t), value, intent(in) :: OH
  integer(c_int64_t), value, intent(in) :: OW
  real(rk), intent(out) :: Y(OW, OH, C, N)
  real(rk), intent(in) :: X(W, H, C, N)
  real(rk), intent(in) :: grid(2, OW, OH, N)
  integer(c_int64_t) :: n1, c1, p, q, x0, y0, x1, y1
  logical :: vx0, vx1, vy0, vy1
  real(ak) :: ix, iy, tx, ty, w00, w01, w10, w11, v00, v01, v10, v11

  do n1 = 1, N
    do p = 1, OH
      do q = 1, OW
        ix = ((real(grid(1, q, p, n1), ak) + 1) * real(W, ak) - 1) / 2
        iy = ((real(grid(2, q, p, n1), ak) + 1) * real(H, ak) - 1) / 2
        x0 = floor(ix, c_int64_t)
        y0 = floor(iy, c_int64_t)
        x1 = x0 + 1
        y1 = y0 + 1
        tx = ix - real(x0, ak)
        ty = iy - real(y0, ak)
        w00 = (1 - tx) * (1 - ty)
        w01 = tx * (1 - ty)
        w10 = (1 - tx) * ty
        w11 = tx * ty
        vx0 = x0 >= 0 .and. x0 < W
        vx1 = x1 >= 0 .and. x1 < W
        vy0 = y0 >= 0 .and. y0 < H
        vy1 = y1 >= 0 .and. y1 < H
        do c1 = 1, C
          v00 = 0.0_ak
          v01 = 0.0_ak
          v10 = 0.0_ak
          v11 = 0.0_ak
          if (vy0 .and. vx0) v00 = real(X(x0 + 1, y0 + 1, c1, n1), ak)
          if (vy0 .and. vx1) v01 = real(X(x1 + 1, y0 + 1, c1, n1), ak)
          if (vy1 .and. vx0) v10 = real(X(x0 + 1, y1 + 1, c1, n1), ak)
          if (vy1 .and. vx1) v11 = real(X(x1 + 1, y1 + 1, c1, n1), ak)
          Y(q, p, c1, n1) = real(w00 * v00 + w01 * v01 + w10 * v10 + w11 * v11, rk)
        end do
      end do
    end do
  end do
end subroutine grid_sample_bilinear
