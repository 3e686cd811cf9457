"""box_iou_cxcywh: pairwise intersection over union of boxes A[N] and B[M], each row (cx, cy, w, h) with
w, h > 0 (torchvision box_iou after box_convert cxcywh -> xyxy): x1 = cx - 0.5 w, x2 = cx + 0.5 w (y the same),
area = w h; iw = max(min(ax2, bx2) - max(ax1, bx1), 0), ih likewise, inter = iw ih;
iou[i, j] = inter / (areaA + areaB - inter)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def box_iou_cxcywh(IOU, A, B, N, M):
    for i in prange(N):
        ax1 = A[i, 0] - 0.5 * A[i, 2]
        ax2 = A[i, 0] + 0.5 * A[i, 2]
        ay1 = A[i, 1] - 0.5 * A[i, 3]
        ay2 = A[i, 1] + 0.5 * A[i, 3]
        aa = A[i, 2] * A[i, 3]
        for j in range(M):
            bx1 = B[j, 0] - 0.5 * B[j, 2]
            bx2 = B[j, 0] + 0.5 * B[j, 2]
            by1 = B[j, 1] - 0.5 * B[j, 3]
            by2 = B[j, 1] + 0.5 * B[j, 3]
            iw = max(min(ax2, bx2) - max(ax1, bx1), 0.0)
            ih = max(min(ay2, by2) - max(ay1, by1), 0.0)
            inter = iw * ih
            IOU[i, j] = inter / (aa + B[j, 2] * B[j, 3] - inter)
