/* anchor_box_decode: torchvision BoxCoder.decode_single with weights (10, 10, 5, 5) and
 * bbox_xform_clip = log(1000 / 16). Per row, in acc_t: anchor (x1, y1, x2, y2): w = x2 - x1, h = y2 - y1,
 * cx = x1 + 0.5 w, cy = y1 + 0.5 h; dx = d0 / 10, dy = d1 / 10, dw = min(d2 / 5, clip), dh = min(d3 / 5, clip);
 * pcx = dx w + cx, pcy = dy h + cy, pw = exp(dw) w, ph = exp(dh) h;
 * out = (pcx - 0.5 pw, pcy - 0.5 ph, pcx + 0.5 pw, pcy + 0.5 ph). */
#include "hpcab/kernel.h"

void anchor_box_decode(real_t *restrict OUT, const real_t *restrict anchors, const real_t *restrict deltas, int64_t N)
{
  const acc_t clip = (acc_t)4.135166556742356; /* log(1000 / 16) */
  for (int64_t i = 0; i < N; i++) {
    const acc_t x1 = HPCAB_LD(anchors[4 * i]), y1 = HPCAB_LD(anchors[4 * i + 1]);
    const acc_t w = HPCAB_LD(anchors[4 * i + 2]) - x1, h = HPCAB_LD(anchors[4 * i + 3]) - y1;
    const acc_t cx = x1 + (acc_t)0.5 * w, cy = y1 + (acc_t)0.5 * h;
    const acc_t dx = HPCAB_LD(deltas[4 * i]) / 10, dy = HPCAB_LD(deltas[4 * i + 1]) / 10;
    acc_t dw = HPCAB_LD(deltas[4 * i + 2]) / 5, dh = HPCAB_LD(deltas[4 * i + 3]) / 5;
    if (dw > clip)
      dw = clip;
    if (dh > clip)
      dh = clip;
    const acc_t pcx = dx * w + cx, pcy = dy * h + cy;
    const acc_t pw = HPCAB_EXP(dw) * w, ph = HPCAB_EXP(dh) * h;
    OUT[4 * i] = HPCAB_ST(pcx - (acc_t)0.5 * pw);
    OUT[4 * i + 1] = HPCAB_ST(pcy - (acc_t)0.5 * ph);
    OUT[4 * i + 2] = HPCAB_ST(pcx + (acc_t)0.5 * pw);
    OUT[4 * i + 3] = HPCAB_ST(pcy + (acc_t)0.5 * ph);
  }
}
