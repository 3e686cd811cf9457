! box_iou_cxcywh: pairwise intersection over union of boxes A[N] and B[M], each row (cx, cy, w, h) with
! w, h > 0, in the accumulation kind: x1 = cx - 0.5 w, x2 = cx + 0.5 w (y the same), area = w h;
! iw = max(min(ax2, bx2) - max(ax1, bx1), 0), ih likewise, inter = iw ih;
! iou[i][j] = inter / (areaA + areaB - inter).
subroutine box_iou_cxcywh(IOU, A, B, N, M) bind(c, name="box_iou_cxcywh")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: M
  real(rk), intent(out) :: IOU(M, N)
  real(rk), intent(in) :: A(4, N)
  real(rk), intent(in) :: B(4, M)
  integer(c_int64_t) :: i, j
  real(ak) :: ax1, ax2, ay1, ay2, aa, bx1, bx2, by1, by2, bw, bh, iw, ih, inter

  do i = 1, N
    ax1 = real(A(1, i), ak) - 0.5_ak * real(A(3, i), ak)
    ax2 = real(A(1, i), ak) + 0.5_ak * real(A(3, i), ak)
    ay1 = real(A(2, i), ak) - 0.5_ak * real(A(4, i), ak)
    ay2 = real(A(2, i), ak) + 0.5_ak * real(A(4, i), ak)
    aa = real(A(3, i), ak) * real(A(4, i), ak)
    do j = 1, M
      bw = real(B(3, j), ak)
      bh = real(B(4, j), ak)
      bx1 = real(B(1, j), ak) - 0.5_ak * bw
      bx2 = real(B(1, j), ak) + 0.5_ak * bw
      by1 = real(B(2, j), ak) - 0.5_ak * bh
      by2 = real(B(2, j), ak) + 0.5_ak * bh
      iw = max(min(ax2, bx2) - max(ax1, bx1), 0.0_ak)
      ih = max(min(ay2, by2) - max(ay1, by1), 0.0_ak)
      inter = iw * ih
      IOU(j, i) = real(inter / (aa + bw * bh - inter), rk)
    end do
  end do
end subroutine box_iou_cxcywh
