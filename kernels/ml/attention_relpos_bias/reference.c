/* attention_relpos_bias: per (b, h, query i), for keys j ascending: s = sum_d Q[i][d] K[j][d] / sqrt(DH)
 * (acc_t, d ascending) + table[h][min(max(j - i, -MAXD), MAXD) + MAXD]; online softmax with the output row as
 * accumulator: m' = max(m, s), c = exp(m - m'), p = exp(s - m'), l = l c + p, O[i][d] = O[i][d] c + p V[j][d]
 * (m from the first key: c = 0 there); finally O[i][d] /= l. */
#include "hpcab/kernel.h"

void attention_relpos_bias(real_t *restrict O, const real_t *restrict Q, const real_t *restrict K,
                           const real_t *restrict V, const real_t *restrict table, int64_t B, int64_t NH, int64_t S,
                           int64_t DH, int64_t MAXD, int64_t TB)
{
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)DH);
  for (int64_t b = 0; b < B; b++)
    for (int64_t h = 0; h < NH; h++) {
      const int64_t base = (b * NH + h) * S * DH;
      for (int64_t i = 0; i < S; i++) {
        const real_t *q = Q + base + i * DH;
        real_t *o = O + base + i * DH;
        acc_t m = 0, l = 0;
        for (int64_t j = 0; j < S; j++) {
          const real_t *k = K + base + j * DH, *v = V + base + j * DH;
          acc_t s = 0;
          for (int64_t d = 0; d < DH; d++)
            s += HPCAB_LD(q[d]) * HPCAB_LD(k[d]);
          int64_t rel = j - i;
          rel = rel < -MAXD ? -MAXD : (rel > MAXD ? MAXD : rel);
          s = s * scale + HPCAB_LD(table[h * TB + rel + MAXD]);
          if (j == 0) {
            m = s;
            l = 1;
            for (int64_t d = 0; d < DH; d++)
              o[d] = v[d];
            continue;
          }
          const acc_t mn = s > m ? s : m, c = HPCAB_EXP(m - mn), p = HPCAB_EXP(s - mn);
          l = l * c + p;
          for (int64_t d = 0; d < DH; d++)
            o[d] = HPCAB_ST(HPCAB_LD(o[d]) * c + p * HPCAB_LD(v[d]));
          m = mn;
        }
        for (int64_t d = 0; d < DH; d++)
          o[d] = HPCAB_ST(HPCAB_LD(o[d]) / l);
      }
    }
}
