/* alibi_bias: m_h = exp(-8 (h + 1) / H * ln 2) in acc_t, stored in slopes[h]; for query i at position
 * q = Sk - Sq + i and key j, bias[h][i][j] = -m_h * |q - j| (the integer distance converted to acc_t). */
#include "hpcab/kernel.h"

void alibi_bias(real_t *restrict bias, real_t *restrict slopes, int64_t H, int64_t Sq, int64_t Sk)
{
  const acc_t ln2 = (acc_t)0.69314718055994530942;
  for (int64_t h = 0; h < H; h++) {
    const acc_t m = HPCAB_EXP(-(acc_t)(8 * (h + 1)) / (acc_t)H * ln2);
    slopes[h] = HPCAB_ST(m);
    for (int64_t i = 0; i < Sq; i++) {
      const int64_t q = Sk - Sq + i;
      for (int64_t j = 0; j < Sk; j++) {
        const int64_t d = q >= j ? q - j : j - q;
        bias[(h * Sq + i) * Sk + j] = HPCAB_ST(-m * (acc_t)d);
      }
    }
  }
}
