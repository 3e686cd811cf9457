/* rope_at_positions: c = cosT[pos[n]][i], s = sinT[pos[n]][i]; for each head,
 * Y[2i] = X[2i] c - X[2i+1] s, Y[2i+1] = X[2i] s + X[2i+1] c (in acc_t). */
#include "hpcab/kernel.h"

void rope_at_positions(real_t *restrict Y, const real_t *restrict X, const int32_t *restrict pos,
                       const real_t *restrict cosT, const real_t *restrict sinT, int64_t N, int64_t H, int64_t D,
                       int64_t P, int64_t DH)
{
  (void)P;
  for (int64_t n = 0; n < N; n++) {
    const real_t *ct = cosT + (int64_t)pos[n] * DH, *st = sinT + (int64_t)pos[n] * DH;
    for (int64_t h = 0; h < H; h++) {
      const real_t *x = X + (n * H + h) * D;
      real_t *y = Y + (n * H + h) * D;
      for (int64_t i = 0; i < DH; i++) {
        const acc_t c = HPCAB_LD(ct[i]), s = HPCAB_LD(st[i]);
        const acc_t x0 = HPCAB_LD(x[2 * i]), x1 = HPCAB_LD(x[2 * i + 1]);
        y[2 * i] = HPCAB_ST(x0 * c - x1 * s);
        y[2 * i + 1] = HPCAB_ST(x0 * s + x1 * c);
      }
    }
  }
}
