/* autoencoder_mse: per row i (sums in acc_t, bias first, inputs ascending; each layer reads the previous
 * one as stored):
 *   Ha[i][h] = max(be1[h] + sum over d of We1[h][d] X[i][d], 0)
 *   Z[i][l]  = be2[l] + sum over h of We2[l][h] Ha[i][h]
 *   Hb[i][h] = max(bd1[h] + sum over l of Wd1[h][l] Z[i][l], 0)
 *   R[i][d]  = 1 / (1 + exp(-(bd2[d] + sum over h of Wd2[d][h] Hb[i][h])))
 * loss[0] = (sum over i, d in row-major order of (R[i][d] - X[i][d])^2, R as stored) / (M D). */
#include "hpcab/kernel.h"

void autoencoder_mse(real_t *restrict loss, real_t *restrict R, real_t *restrict Z, real_t *restrict Ha,
                     real_t *restrict Hb, const real_t *restrict X, const real_t *restrict We1,
                     const real_t *restrict be1, const real_t *restrict We2, const real_t *restrict be2,
                     const real_t *restrict Wd1, const real_t *restrict bd1, const real_t *restrict Wd2,
                     const real_t *restrict bd2, int64_t M, int64_t D, int64_t HD, int64_t L)
{
  acc_t err = 0;
  for (int64_t i = 0; i < M; i++) {
    for (int64_t h = 0; h < HD; h++) {
      acc_t s = HPCAB_LD(be1[h]);
      for (int64_t d = 0; d < D; d++)
        s += HPCAB_LD(We1[h * D + d]) * HPCAB_LD(X[i * D + d]);
      Ha[i * HD + h] = HPCAB_ST(s > 0 ? s : (acc_t)0);
    }
    for (int64_t l = 0; l < L; l++) {
      acc_t s = HPCAB_LD(be2[l]);
      for (int64_t h = 0; h < HD; h++)
        s += HPCAB_LD(We2[l * HD + h]) * HPCAB_LD(Ha[i * HD + h]);
      Z[i * L + l] = HPCAB_ST(s);
    }
    for (int64_t h = 0; h < HD; h++) {
      acc_t s = HPCAB_LD(bd1[h]);
      for (int64_t l = 0; l < L; l++)
        s += HPCAB_LD(Wd1[h * L + l]) * HPCAB_LD(Z[i * L + l]);
      Hb[i * HD + h] = HPCAB_ST(s > 0 ? s : (acc_t)0);
    }
    for (int64_t d = 0; d < D; d++) {
      acc_t s = HPCAB_LD(bd2[d]);
      for (int64_t h = 0; h < HD; h++)
        s += HPCAB_LD(Wd2[d * HD + h]) * HPCAB_LD(Hb[i * HD + h]);
      R[i * D + d] = HPCAB_ST(1 / (1 + HPCAB_EXP(-s)));
      const acc_t e = HPCAB_LD(R[i * D + d]) - HPCAB_LD(X[i * D + d]);
      err += e * e;
    }
  }
  loss[0] = HPCAB_ST(err / (acc_t)(M * D));
}
