/* gru_cell: torch.nn.GRUCell over a batch. Weight rows [0, D) are the reset gate r, [D, 2D) the update
 * gate z, [2D, 3D) the candidate n. For batch row b and unit j (every dot product in acc_t, bias first):
 *   a_g = bih[gD + j] + Wih[gD + j] . x,   c_g = bhh[gD + j] + Whh[gD + j] . h   (g = 0, 1, 2)
 *   r = sigmoid(a_0 + c_0), z = sigmoid(a_1 + c_1), n = tanh(a_2 + r c_2)
 *   Hn[b][j] = (1 - z) n + z h[j],   sigmoid(t) = 1 / (1 + exp(-t)). */
#include "hpcab/kernel.h"

static acc_t dot(acc_t s, const real_t *w, const real_t *v, int64_t n)
{
  for (int64_t k = 0; k < n; k++)
    s += HPCAB_LD(w[k]) * HPCAB_LD(v[k]);
  return s;
}

void gru_cell(real_t *restrict Hn, const real_t *restrict X, const real_t *restrict H0,
              const real_t *restrict Wih, const real_t *restrict Whh, const real_t *restrict bih,
              const real_t *restrict bhh, int64_t B, int64_t E, int64_t D)
{
  for (int64_t b = 0; b < B; b++) {
    const real_t *x = X + b * E, *h = H0 + b * D;
    for (int64_t j = 0; j < D; j++) {
      const int64_t jr = j, jz = D + j, jn = 2 * D + j;
      const acc_t ar = dot(HPCAB_LD(bih[jr]), Wih + jr * E, x, E), cr = dot(HPCAB_LD(bhh[jr]), Whh + jr * D, h, D);
      const acc_t az = dot(HPCAB_LD(bih[jz]), Wih + jz * E, x, E), cz = dot(HPCAB_LD(bhh[jz]), Whh + jz * D, h, D);
      const acc_t an = dot(HPCAB_LD(bih[jn]), Wih + jn * E, x, E), cn = dot(HPCAB_LD(bhh[jn]), Whh + jn * D, h, D);
      const acc_t r = 1 / (1 + HPCAB_EXP(-(ar + cr)));
      const acc_t z = 1 / (1 + HPCAB_EXP(-(az + cz)));
      const acc_t n = HPCAB_TANH(an + r * cn);
      Hn[b * D + j] = HPCAB_ST((1 - z) * n + z * HPCAB_LD(h[j]));
    }
  }
}
