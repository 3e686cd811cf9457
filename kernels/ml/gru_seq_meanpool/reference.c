/* gru_seq_meanpool: torch.nn.GRU, one layer, h_0 = 0. Weight rows [0, D) are the reset gate r, [D, 2D) the
 * update gate z, [2D, 3D) the candidate n. For batch row b, step t and unit j (dot products in acc_t,
 * bias first, then ascending), with x = X[b][t] and h = Hs[b][t - 1] as stored (zeros at t = 0):
 *   a_g = bih[gD + j] + Wih[gD + j] . x,   c_g = bhh[gD + j] + Whh[gD + j] . h   (g = 0, 1, 2)
 *   r = sigmoid(a_0 + c_0), z = sigmoid(a_1 + c_1), n = tanh(a_2 + r c_2)
 *   Hs[b][t][j] = (1 - z) n + z h[j],   sigmoid(s) = 1 / (1 + exp(-s))
 * P[b][j] = (sum over t ascending of Hs[b][t][j] as stored) / T. */
#include "hpcab/kernel.h"

static acc_t dot(acc_t s, const real_t *w, const real_t *v, int64_t n)
{
  for (int64_t k = 0; k < n; k++)
    s += HPCAB_LD(w[k]) * HPCAB_LD(v[k]);
  return s;
}

void gru_seq_meanpool(real_t *restrict P, real_t *restrict Hs, const real_t *restrict X, const real_t *restrict Wih,
                      const real_t *restrict Whh, const real_t *restrict bih, const real_t *restrict bhh, int64_t B,
                      int64_t T, int64_t E, int64_t D)
{
  for (int64_t b = 0; b < B; b++) {
    for (int64_t t = 0; t < T; t++) {
      const real_t *x = X + (b * T + t) * E;
      const real_t *h = Hs + (b * T + t - 1) * D;
      real_t *hn = Hs + (b * T + t) * D;
      for (int64_t j = 0; j < D; j++) {
        acc_t a[3], c[3];
        for (int64_t g = 0; g < 3; g++) {
          a[g] = dot(HPCAB_LD(bih[g * D + j]), Wih + (g * D + j) * E, x, E);
          c[g] = t > 0 ? dot(HPCAB_LD(bhh[g * D + j]), Whh + (g * D + j) * D, h, D) : HPCAB_LD(bhh[g * D + j]);
        }
        const acc_t r = 1 / (1 + HPCAB_EXP(-(a[0] + c[0])));
        const acc_t z = 1 / (1 + HPCAB_EXP(-(a[1] + c[1])));
        const acc_t n = HPCAB_TANH(a[2] + r * c[2]);
        const acc_t hp = t > 0 ? HPCAB_LD(h[j]) : (acc_t)0;
        hn[j] = HPCAB_ST((1 - z) * n + z * hp);
      }
    }
    for (int64_t j = 0; j < D; j++) {
      acc_t s = 0;
      for (int64_t t = 0; t < T; t++)
        s += HPCAB_LD(Hs[(b * T + t) * D + j]);
      P[b * D + j] = HPCAB_ST(s / (acc_t)T);
    }
  }
}
