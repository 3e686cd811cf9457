! roi_align: torchvision roi_align with aligned true, sampling_ratio 1 (one sample per bin), boxes given in
! normalized coordinates (x1, y1, x2, y2) in [0, 1] scaled by W and H. Per box k (feature map bidx[k], 0-based),
! in the accumulation kind: x1 = b0 W - 0.5, y1 = b1 H - 0.5, x2 = b2 W - 0.5, y2 = b3 H - 0.5,
! bw = (x2 - x1) / P, bh = (y2 - y1) / P; bin (i, j) samples at y = y1 + (i + 0.5) bh, x = x1 + (j + 0.5) bw,
! bilinearly as torchvision: 0 when y < -1, y > H, x < -1 or x > W; else y, x clamped below at 0;
! y0 = int(y), y1 = y0 + 1, except when y0 >= H - 1: y0 = y1 = H - 1 and y = y0 (x the same);
! ly = y - y0, lx = x - x0, hy = 1 - ly, hx = 1 - lx;
! Y[k][c][i][j] = hy hx v(y0,x0) + hy lx v(y0,x1) + ly hx v(y1,x0) + ly lx v(y1,x1) (0-based indices).
subroutine roi_align(Y, X, boxes, bidx, N, C, H, W, K, P) bind(c, name="roi_align")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: H
  integer(c_int64_t), value, intent(in) :: W
  integer(c_int64_t), value, intent(in) :: K
  integer(c_int64_t), value, intent(in) :: P
  real(rk), intent(out) :: Y(P, P, C, K)
  real(rk), intent(in) :: X(W, H, C, N)
  real(rk), intent(in) :: boxes(4, K)
  integer(c_int32_t), intent(in) :: bidx(K)
  integer(c_int64_t) :: k1, b, i, j, c1, y0, x0, y1, x1
  real(ak) :: rx1, ry1, rx2, ry2, bw, bh, yy, xx, ly, lx, hy, hx, w00, w01, w10, w11

  do k1 = 1, K
    b = int(bidx(k1), c_int64_t) + 1
    rx1 = real(boxes(1, k1), ak) * real(W, ak) - 0.5_ak
    ry1 = real(boxes(2, k1), ak) * real(H, ak) - 0.5_ak
    rx2 = real(boxes(3, k1), ak) * real(W, ak) - 0.5_ak
    ry2 = real(boxes(4, k1), ak) * real(H, ak) - 0.5_ak
    bw = (rx2 - rx1) / real(P, ak)
    bh = (ry2 - ry1) / real(P, ak)
    do i = 0, P - 1
      do j = 0, P - 1
        yy = ry1 + (real(i, ak) + 0.5_ak) * bh
        xx = rx1 + (real(j, ak) + 0.5_ak) * bw
        if (yy < -1 .or. yy > real(H, ak) .or. xx < -1 .or. xx > real(W, ak)) then
          do c1 = 1, C
            Y(j + 1, i + 1, c1, k1) = 0.0_rk
          end do
          cycle
        end if
        if (yy <= 0) yy = 0.0_ak
        if (xx <= 0) xx = 0.0_ak
        y0 = int(yy, c_int64_t)
        x0 = int(xx, c_int64_t)
        if (y0 >= H - 1) then
          y0 = H - 1
          y1 = H - 1
          yy = real(y0, ak)
        else
          y1 = y0 + 1
        end if
        if (x0 >= W - 1) then
          x0 = W - 1
          x1 = W - 1
          xx = real(x0, ak)
        else
          x1 = x0 + 1
        end if
        ly = yy - real(y0, ak)
        lx = xx - real(x0, ak)
        hy = 1 - ly
        hx = 1 - lx
        w00 = hy * hx
        w01 = hy * lx
        w10 = ly * hx
        w11 = ly * lx
        do c1 = 1, C
          Y(j + 1, i + 1, c1, k1) = real(w00 * real(X(x0 + 1, y0 + 1, c1, b), ak) &
                                         + w01 * real(X(x1 + 1, y0 + 1, c1, b), ak) &
                                         + w10 * real(X(x0 + 1, y1 + 1, c1, b), ak) &
                                         + w11 * real(X(x1 + 1, y1 + 1, c1, b), ak), rk)
        end do
      end do
    end do
  end do
end subroutine roi_align
