/* box_iou_cxcywh: pairwise intersection over union of boxes A[N] and B[M], each row (cx, cy, w, h) with
 * w, h > 0 (torchvision box_iou after box_convert cxcywh -> xyxy). In acc_t: x1 = cx - 0.5 w, x2 = cx + 0.5 w
 * (y the same), area = w h; iw = max(min(ax2, bx2) - max(ax1, bx1), 0), ih likewise, inter = iw ih;
 * iou[i][j] = inter / (areaA + areaB - inter). */
#include "hpcab/kernel.h"

void box_iou_cxcywh(real_t *restrict IOU, const real_t *restrict A, const real_t *restrict B, int64_t N, int64_t M)
{
  for (int64_t i = 0; i < N; i++) {
    const acc_t acx = HPCAB_LD(A[4 * i]), acy = HPCAB_LD(A[4 * i + 1]);
    const acc_t aw = HPCAB_LD(A[4 * i + 2]), ah = HPCAB_LD(A[4 * i + 3]);
    const acc_t ax1 = acx - (acc_t)0.5 * aw, ax2 = acx + (acc_t)0.5 * aw;
    const acc_t ay1 = acy - (acc_t)0.5 * ah, ay2 = acy + (acc_t)0.5 * ah;
    const acc_t aa = aw * ah;
    for (int64_t j = 0; j < M; j++) {
      const acc_t bcx = HPCAB_LD(B[4 * j]), bcy = HPCAB_LD(B[4 * j + 1]);
      const acc_t bw = HPCAB_LD(B[4 * j + 2]), bh = HPCAB_LD(B[4 * j + 3]);
      const acc_t bx1 = bcx - (acc_t)0.5 * bw, bx2 = bcx + (acc_t)0.5 * bw;
      const acc_t by1 = bcy - (acc_t)0.5 * bh, by2 = bcy + (acc_t)0.5 * bh;
      acc_t iw = (ax2 < bx2 ? ax2 : bx2) - (ax1 > bx1 ? ax1 : bx1);
      acc_t ih = (ay2 < by2 ? ay2 : by2) - (ay1 > by1 ? ay1 : by1);
      if (iw < 0)
        iw = 0;
      if (ih < 0)
        ih = 0;
      const acc_t inter = iw * ih;
      IOU[i * M + j] = HPCAB_ST(inter / (aa + bw * bh - inter));
    }
  }
}
