"""roi_align: torchvision roi_align with aligned=True, sampling_ratio=1 (one sample per bin), boxes given in
normalized coordinates (x1, y1, x2, y2) in [0, 1] scaled by W and H. Per box k (feature map bidx[k]):
x1 = b0 W - 0.5, y1 = b1 H - 0.5, x2 = b2 W - 0.5, y2 = b3 H - 0.5, bw = (x2 - x1) / P, bh = (y2 - y1) / P;
bin (i, j) samples at y = y1 + (i + 0.5) bh, x = x1 + (j + 0.5) bw, bilinearly as torchvision: 0 when y < -1,
y > H, x < -1 or x > W; else y, x clamped below at 0; y0 = int(y), y1 = y0 + 1, except when y0 >= H - 1:
y0 = y1 = H - 1 and y = y0 (x the same); ly = y - y0, lx = x - x0, hy = 1 - ly, hx = 1 - lx;
Y[k, c, i, j] = hy hx v(y0,x0) + hy lx v(y0,x1) + ly hx v(y1,x0) + ly lx v(y1,x1)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def roi_align(Y, X, boxes, bidx, N, C, H, W, K, P):
    for k in prange(K):
        b = bidx[k]
        rx1 = boxes[k, 0] * W - 0.5
        ry1 = boxes[k, 1] * H - 0.5
        rx2 = boxes[k, 2] * W - 0.5
        ry2 = boxes[k, 3] * H - 0.5
        bw = (rx2 - rx1) / P
        bh = (ry2 - ry1) / P
        for i in range(P):
            for j in range(P):
                y = ry1 + (i + 0.5) * bh
                x = rx1 + (j + 0.5) * bw
                if y < -1.0 or y > H or x < -1.0 or x > W:
                    Y[k, :, i, j] = 0.0
                    continue
                if y <= 0:
                    y = 0.0
                if x <= 0:
                    x = 0.0
                y0 = int(y)
                x0 = int(x)
                if y0 >= H - 1:
                    y0 = H - 1
                    y1 = H - 1
                    y = float(y0)
                else:
                    y1 = y0 + 1
                if x0 >= W - 1:
                    x0 = W - 1
                    x1 = W - 1
                    x = float(x0)
                else:
                    x1 = x0 + 1
                ly = y - y0
                lx = x - x0
                hy = 1.0 - ly
                hx = 1.0 - lx
                for c in range(C):
                    Y[k, c, i, j] = (hy * hx * X[b, c, y0, x0] + hy * lx * X[b, c, y0, x1]
                                     + ly * hx * X[b, c, y1, x0] + ly * lx * X[b, c, y1, x1])
