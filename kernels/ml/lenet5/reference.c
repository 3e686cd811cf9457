/* lenet5: sums in acc_t, bias first, then the taps/inputs ascending.
 *   a1(n, o, y, x) = c1[o] + sum over i, j of X[n][y + i][x + j] K1[o][i][j]                  (y, x < 28)
 *   P1[n][o][p][q] = max(max over a, b in {0, 1} of a1(n, o, 2p + a, 2q + b), 0)  (a, b ascending, a major)
 *   a2(n, o, y, x) = c2[o] + sum over c, i, j of P1[n][c][y + i][x + j] K2[o][c][i][j]         (y, x < 10)
 *   P2[n][o][p][q] = max(max over a, b of a2(n, o, 2p + a, 2q + b), 0)
 *   H1[n][k] = max(g1[k] + sum over m < 400 of F1[k][m] P2flat[n][m], 0)   (P2flat[n][m] = P2 in C order)
 *   H2[n][k] = max(g2[k] + sum over m < 120 of F2[k][m] H1[n][m], 0)
 *   Y[n][k]  = g3[k] + sum over m < 84 of F3[k][m] H2[n][m]
 * Each stage reads the previous one as stored. */
#include "hpcab/kernel.h"

void lenet5(real_t *restrict Y, real_t *restrict P1, real_t *restrict P2, real_t *restrict H1, real_t *restrict H2,
            const real_t *restrict X, const real_t *restrict K1, const real_t *restrict c1, const real_t *restrict K2,
            const real_t *restrict c2, const real_t *restrict F1, const real_t *restrict g1,
            const real_t *restrict F2, const real_t *restrict g2, const real_t *restrict F3,
            const real_t *restrict g3, int64_t B, int64_t NC)
{
  for (int64_t n = 0; n < B; n++) {
    for (int64_t o = 0; o < 6; o++)
      for (int64_t p = 0; p < 14; p++)
        for (int64_t q = 0; q < 14; q++) {
          acc_t m = 0;
          for (int64_t a = 0; a < 2; a++)
            for (int64_t b = 0; b < 2; b++) {
              const int64_t y = 2 * p + a, x = 2 * q + b;
              acc_t s = HPCAB_LD(c1[o]);
              for (int64_t i = 0; i < 5; i++)
                for (int64_t j = 0; j < 5; j++)
                  s += HPCAB_LD(X[(n * 32 + y + i) * 32 + x + j]) * HPCAB_LD(K1[(o * 5 + i) * 5 + j]);
              if ((a == 0 && b == 0) || s > m)
                m = s;
            }
          P1[((n * 6 + o) * 14 + p) * 14 + q] = HPCAB_ST(m > 0 ? m : (acc_t)0);
        }
    for (int64_t o = 0; o < 16; o++)
      for (int64_t p = 0; p < 5; p++)
        for (int64_t q = 0; q < 5; q++) {
          acc_t m = 0;
          for (int64_t a = 0; a < 2; a++)
            for (int64_t b = 0; b < 2; b++) {
              const int64_t y = 2 * p + a, x = 2 * q + b;
              acc_t s = HPCAB_LD(c2[o]);
              for (int64_t c = 0; c < 6; c++)
                for (int64_t i = 0; i < 5; i++)
                  for (int64_t j = 0; j < 5; j++)
                    s += HPCAB_LD(P1[((n * 6 + c) * 14 + y + i) * 14 + x + j]) *
                         HPCAB_LD(K2[((o * 6 + c) * 5 + i) * 5 + j]);
              if ((a == 0 && b == 0) || s > m)
                m = s;
            }
          P2[((n * 16 + o) * 5 + p) * 5 + q] = HPCAB_ST(m > 0 ? m : (acc_t)0);
        }
    for (int64_t k = 0; k < 120; k++) {
      acc_t s = HPCAB_LD(g1[k]);
      for (int64_t m = 0; m < 400; m++)
        s += HPCAB_LD(F1[k * 400 + m]) * HPCAB_LD(P2[n * 400 + m]);
      H1[n * 120 + k] = HPCAB_ST(s > 0 ? s : (acc_t)0);
    }
    for (int64_t k = 0; k < 84; k++) {
      acc_t s = HPCAB_LD(g2[k]);
      for (int64_t m = 0; m < 120; m++)
        s += HPCAB_LD(F2[k * 120 + m]) * HPCAB_LD(H1[n * 120 + m]);
      H2[n * 84 + k] = HPCAB_ST(s > 0 ? s : (acc_t)0);
    }
    for (int64_t k = 0; k < NC; k++) {
      acc_t s = HPCAB_LD(g3[k]);
      for (int64_t m = 0; m < 84; m++)
        s += HPCAB_LD(F3[k * 84 + m]) * HPCAB_LD(H2[n * 84 + m]);
      Y[n * NC + k] = HPCAB_ST(s);
    }
  }
}
