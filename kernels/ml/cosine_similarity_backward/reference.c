/* cosine_similarity_backward: gradient of c_i = a_i . b_i / max(|a_i| |b_i|, 1e-8) (rows of A, B) given
 * the upstream gradient dC. Per row, in acc_t: w = sum_k a_k b_k, sa = sum_k a_k^2, sb = sum_k b_k^2 (k in
 * order), q = sqrt(sa) sqrt(sb). Where q > 1e-8: c = w / q, dA_k = g (b_k / q - c a_k / sa),
 * dB_k = g (a_k / q - c b_k / sb); else (clamped) dA_k = g b_k / 1e-8, dB_k = g a_k / 1e-8. */
#include "hpcab/kernel.h"

void cosine_similarity_backward(real_t *restrict dA, real_t *restrict dB, const real_t *restrict dC,
                                const real_t *restrict A, const real_t *restrict B, int64_t M, int64_t D)
{
  const acc_t eps = (acc_t)1e-8;
  for (int64_t i = 0; i < M; i++) {
    const real_t *a = A + i * D, *b = B + i * D;
    acc_t w = 0, sa = 0, sb = 0;
    for (int64_t k = 0; k < D; k++) {
      const acc_t av = HPCAB_LD(a[k]), bv = HPCAB_LD(b[k]);
      w += av * bv;
      sa += av * av;
      sb += bv * bv;
    }
    const acc_t g = HPCAB_LD(dC[i]), q = HPCAB_SQRT(sa) * HPCAB_SQRT(sb);
    if (q > eps) {
      const acc_t c = w / q;
      for (int64_t k = 0; k < D; k++) {
        const acc_t av = HPCAB_LD(a[k]), bv = HPCAB_LD(b[k]);
        dA[i * D + k] = HPCAB_ST(g * (bv / q - c * av / sa));
        dB[i * D + k] = HPCAB_ST(g * (av / q - c * bv / sb));
      }
    } else {
      for (int64_t k = 0; k < D; k++) {
        dA[i * D + k] = HPCAB_ST(g * HPCAB_LD(b[k]) / eps);
        dB[i * D + k] = HPCAB_ST(g * HPCAB_LD(a[k]) / eps);
      }
    }
  }
}
