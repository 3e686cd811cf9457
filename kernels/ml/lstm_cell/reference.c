/* lstm_cell: torch.nn.LSTMCell over a batch. Weight rows [0, D) are the input gate i, [D, 2D) the forget
 * gate f, [2D, 3D) the cell candidate g, [3D, 4D) the output gate o. For batch row b and unit j, with
 * p_q = (bih[qD + j] + bhh[qD + j]) + Wih[qD + j] . x + Whh[qD + j] . h  (acc_t, in that order):
 *   i = sigmoid(p_0), f = sigmoid(p_1), g = tanh(p_2), o = sigmoid(p_3)
 *   Cn[b][j] = f c[j] + i g,   Hn[b][j] = o tanh(Cn[b][j]) (the acc_t value, before rounding). */
#include "hpcab/kernel.h"

static acc_t preact(const real_t *wi, const real_t *x, int64_t E, const real_t *wh, const real_t *h, int64_t D,
                    acc_t bias)
{
  acc_t s = bias;
  for (int64_t k = 0; k < E; k++)
    s += HPCAB_LD(wi[k]) * HPCAB_LD(x[k]);
  for (int64_t k = 0; k < D; k++)
    s += HPCAB_LD(wh[k]) * HPCAB_LD(h[k]);
  return s;
}

static acc_t sigm(acc_t t)
{
  return 1 / (1 + HPCAB_EXP(-t));
}

void lstm_cell(real_t *restrict Hn, real_t *restrict Cn, const real_t *restrict X, const real_t *restrict H0,
               const real_t *restrict C0, const real_t *restrict Wih, const real_t *restrict Whh,
               const real_t *restrict bih, const real_t *restrict bhh, int64_t B, int64_t E, int64_t D)
{
  for (int64_t b = 0; b < B; b++) {
    const real_t *x = X + b * E, *h = H0 + b * D;
    for (int64_t j = 0; j < D; j++) {
      acc_t p[4];
      for (int64_t q = 0; q < 4; q++) {
        const int64_t r = q * D + j;
        p[q] = preact(Wih + r * E, x, E, Whh + r * D, h, D, HPCAB_LD(bih[r]) + HPCAB_LD(bhh[r]));
      }
      const acc_t ig = sigm(p[0]), fg = sigm(p[1]), gg = HPCAB_TANH(p[2]), og = sigm(p[3]);
      const acc_t c = fg * HPCAB_LD(C0[b * D + j]) + ig * gg;
      Cn[b * D + j] = HPCAB_ST(c);
      Hn[b * D + j] = HPCAB_ST(og * HPCAB_TANH(c));
    }
  }
}
