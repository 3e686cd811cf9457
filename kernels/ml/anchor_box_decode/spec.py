"""anchor_box_decode: torchvision BoxCoder.decode_single with weights (10, 10, 5, 5) and
bbox_xform_clip = log(1000 / 16). Per row: anchor (x1, y1, x2, y2): w = x2 - x1, h = y2 - y1, cx = x1 + 0.5 w,
cy = y1 + 0.5 h; dx = d0 / 10, dy = d1 / 10, dw = min(d2 / 5, clip), dh = min(d3 / 5, clip);
pcx = dx w + cx, pcy = dy h + cy, pw = exp(dw) w, ph = exp(dh) h;
out = (pcx - 0.5 pw, pcy - 0.5 ph, pcx + 0.5 pw, pcy + 0.5 ph)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

CLIP = 4.135166556742356  # log(1000 / 16)


def anchor_box_decode(OUT, anchors, deltas, N):
    for i in prange(N):
        x1 = anchors[i, 0]
        y1 = anchors[i, 1]
        w = anchors[i, 2] - x1
        h = anchors[i, 3] - y1
        cx = x1 + 0.5 * w
        cy = y1 + 0.5 * h
        dx = deltas[i, 0] / 10.0
        dy = deltas[i, 1] / 10.0
        dw = min(deltas[i, 2] / 5.0, CLIP)
        dh = min(deltas[i, 3] / 5.0, CLIP)
        pcx = dx * w + cx
        pcy = dy * h + cy
        pw = np.exp(dw) * w
        ph = np.exp(dh) * h
        OUT[i, 0] = pcx - 0.5 * pw
        OUT[i, 1] = pcy - 0.5 * ph
        OUT[i, 2] = pcx + 0.5 * pw
        OUT[i, 3] = pcy + 0.5 * ph
