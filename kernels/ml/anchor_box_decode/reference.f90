! anchor_box_decode: torchvision BoxCoder.decode_single with weights (10, 10, 5, 5) and
! bbox_xform_clip = log(1000 / 16). Per row, in the accumulation kind: anchor (x1, y1, x2, y2): w = x2 - x1,
! h = y2 - y1, cx = x1 + 0.5 w, cy = y1 + 0.5 h; dx = d0 / 10, dy = d1 / 10, dw = min(d2 / 5, clip),
! dh = min(d3 / 5, clip); pcx = dx w + cx, pcy = dy h + cy, pw = exp(dw) w, ph = exp(dh) h;
! out = (pcx - 0.5 pw, pcy - 0.5 ph, pcx + 0.5 pw, pcy + 0.5 ph).
subroutine anchor_box_decode(OUT, anchors, deltas, N) bind(c, name="anchor_box_decode")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: OUT(4, N)
  real(rk), intent(in) :: anchors(4, N)
  real(rk), intent(in) :: deltas(4, N)
  integer(c_int64_t) :: i
  real(ak), parameter :: clip = 4.135166556742356_ak
  real(ak) :: x1, y1, w, h, cx, cy, dx, dy, dw, dh, pcx, pcy, pw, ph

  do i = 1, N
    x1 = real(anchors(1, i), ak)
    y1 = real(anchors(2, i), ak)
    w = real(anchors(3, i), ak) - x1
    h = real(anchors(4, i), ak) - y1
    cx = x1 + 0.5_ak * w
    cy = y1 + 0.5_ak * h
    dx = real(deltas(1, i), ak) / 10
    dy = real(deltas(2, i), ak) / 10
    dw = min(real(deltas(3, i), ak) / 5, clip)
    dh = min(real(deltas(4, i), ak) / 5, clip)
    pcx = dx * w + cx
    pcy = dy * h + cy
    pw = exp(dw) * w
    ph = exp(dh) * h
    OUT(1, i) = real(pcx - 0.5_ak * pw, rk)
    OUT(2, i) = real(pcy - 0.5_ak * ph, rk)
    OUT(3, i) = real(pcx + 0.5_ak * pw, rk)
    OUT(4, i) = real(pcy + 0.5_ak * ph, rk)
  end do
end subroutine anchor_box_decode
