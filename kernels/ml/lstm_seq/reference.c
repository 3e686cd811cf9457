/* lstm_seq: one LSTM layer over T steps (torch.nn.LSTM, one bias vector; weight rows [0, D) input gate i,
 * [D, 2D) forget gate f, [2D, 3D) cell candidate g, [3D, 4D) output gate o). h_{-1} = H0, c_{-1} = C0.
 * Step t, batch row b, unit j: p_q = bias[qD + j] + Wih[qD + j] . x_t + Whh[qD + j] . h_{t-1} (acc_t,
 * in that order); c_t = sigmoid(p_1) c_{t-1} + sigmoid(p_0) tanh(p_2); h_t = sigmoid(p_3) tanh(c_t).
 * Y[t] holds h_t (as stored: step t+1 reads h_t back from Y[t]); the cell state is kept in Cn, which holds
 * c_{T-1} at the end. */
#include "hpcab/kernel.h"

static acc_t preact(const real_t *wi, const real_t *x, int64_t E, const real_t *wh, const real_t *h, int64_t D,
                    acc_t s)
{
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

void lstm_seq(real_t *restrict Y, real_t *restrict Cn, const real_t *restrict X, const real_t *restrict H0,
              const real_t *restrict C0, const real_t *restrict Wih, const real_t *restrict Whh,
              const real_t *restrict bias, int64_t T, int64_t B, int64_t E, int64_t D)
{
  for (int64_t t = 0; t < T; t++)
    for (int64_t b = 0; b < B; b++) {
      const real_t *x = X + (t * B + b) * E;
      const real_t *h = t == 0 ? H0 + b * D : Y + ((t - 1) * B + b) * D;
      const real_t *cp = t == 0 ? C0 + b * D : Cn + b * D;
      for (int64_t j = 0; j < D; j++) {
        acc_t p[4];
        for (int64_t q = 0; q < 4; q++) {
          const int64_t r = q * D + j;
          p[q] = preact(Wih + r * E, x, E, Whh + r * D, h, D, HPCAB_LD(bias[r]));
        }
        const acc_t c = sigm(p[1]) * HPCAB_LD(cp[j]) + sigm(p[0]) * HPCAB_TANH(p[2]);
        Cn[b * D + j] = HPCAB_ST(c);
        Y[(t * B + b) * D + j] = HPCAB_ST(sigm(p[3]) * HPCAB_TANH(c));
      }
    }
}
