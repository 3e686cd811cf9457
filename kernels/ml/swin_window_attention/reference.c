/* swin_window_attention: token (b, y, x) is row r = (b H + y) W + x; sums in acc_t, bias first, then
 * ascending; each stage reads the previous one as stored.
 *   QKV[r][k] = bqkv[k] + sum over c of Wqkv[k][c] X[r][c]   (columns [0, C) q, [C, 2C) k, [2C, 3C) v;
 *                                                            head h uses columns h DH .. h DH + DH - 1)
 *   window (wy, wx) holds the tokens y = wy WS + iy, x = wx WS + ix, local index i = iy WS + ix; for head h
 *   and local query i over local keys j = 0 .. N - 1 (rows r_i, r_j):
 *     s_j = (sum over d of q[r_i][d] k[r_j][d]) / sqrt(DH) + Bias[h][i][j], m = max s_j,
 *     p_j = exp(s_j - m), l = sum p_j, Att[r_i][h DH + d] = (sum over j of p_j v[r_j][d]) / l
 *   Y[r][e] = bo[e] + sum over k of Wo[e][k] Att[r][k]
 * Scores on the stack (N <= 64). */
#include "hpcab/kernel.h"

void swin_window_attention(real_t *restrict Y, real_t *restrict Att, real_t *restrict QKV, const real_t *restrict X,
                           const real_t *restrict Wqkv, const real_t *restrict bqkv, const real_t *restrict Bias,
                           const real_t *restrict Wo, const real_t *restrict bo, int64_t B, int64_t WS, int64_t NWH,
                           int64_t NWW, int64_t C, int64_t NH, int64_t H, int64_t W, int64_t N, int64_t DH,
                           int64_t C3)
{
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)DH);
  const int64_t R = B * H * W;
  acc_t p[64];
  int64_t rows[64];
  for (int64_t r = 0; r < R; r++)
    for (int64_t k = 0; k < C3; k++) {
      acc_t s = HPCAB_LD(bqkv[k]);
      for (int64_t c = 0; c < C; c++)
        s += HPCAB_LD(Wqkv[k * C + c]) * HPCAB_LD(X[r * C + c]);
      QKV[r * C3 + k] = HPCAB_ST(s);
    }
  for (int64_t b = 0; b < B; b++)
    for (int64_t wy = 0; wy < NWH; wy++)
      for (int64_t wx = 0; wx < NWW; wx++) {
        for (int64_t i = 0; i < N; i++)
          rows[i] = (b * H + wy * WS + i / WS) * W + wx * WS + i % WS;
        for (int64_t h = 0; h < NH; h++)
          for (int64_t i = 0; i < N; i++) {
            const real_t *q = QKV + rows[i] * C3 + h * DH;
            acc_t m = 0;
            for (int64_t j = 0; j < N; j++) {
              const real_t *k = QKV + rows[j] * C3 + C + h * DH;
              acc_t s = 0;
              for (int64_t d = 0; d < DH; d++)
                s += HPCAB_LD(q[d]) * HPCAB_LD(k[d]);
              p[j] = s * scale + HPCAB_LD(Bias[(h * N + i) * N + j]);
              if (j == 0 || p[j] > m)
                m = p[j];
            }
            acc_t l = 0;
            for (int64_t j = 0; j < N; j++) {
              p[j] = HPCAB_EXP(p[j] - m);
              l += p[j];
            }
            for (int64_t d = 0; d < DH; d++) {
              acc_t s = 0;
              for (int64_t j = 0; j < N; j++)
                s += p[j] * HPCAB_LD(QKV[rows[j] * C3 + 2 * C + h * DH + d]);
              Att[rows[i] * C + h * DH + d] = HPCAB_ST(s / l);
            }
          }
      }
  for (int64_t r = 0; r < R; r++)
    for (int64_t e = 0; e < C; e++) {
      acc_t s = HPCAB_LD(bo[e]);
      for (int64_t k = 0; k < C; k++)
        s += HPCAB_LD(Wo[e * C + k]) * HPCAB_LD(Att[r * C + k]);
      Y[r * C + e] = HPCAB_ST(s);
    }
}
