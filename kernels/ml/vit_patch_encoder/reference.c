/* vit_patch_encoder: everything in acc_t; sums bias first, then ascending; each stage reads the previous
 * one as stored. Per image b:
 *   Z0[b][0][e] = cls[e] + pos[0][e]
 *   Z0[b][1 + gy GW + gx][e] = (bp[e] + sum over c, i, j of Wp[e][c][i][j] Img[b][c][gy P + i][gx P + j]) + pos[t][e]
 *   u = ln(Z0[b][t]; g1, be1);  QKV[b][t][k] = bqkv[k] + sum over e of Wqkv[k][e] u[e]
 *     (columns [0, E) q, [E, 2E) k, [2E, 3E) v; head h uses columns h DH .. h DH + DH - 1 of each)
 *   for head h and query t, over all keys j = 0 .. T - 1:
 *     s_j = (sum over d of q[t][d] k[j][d]) / sqrt(DH), m = max s_j, p_j = exp(s_j - m), l = sum p_j
 *     Att[b][t][h DH + d] = (sum over j of p_j v[j][d]) / l
 *   X1[b][t][e] = Z0[b][t][e] + (bo[e] + sum over k of Wo[e][k] Att[b][t][k])
 *   u = ln(X1[b][t]; g2, be2);  hid[f] = gelu(b1[f] + W1[f] . u),  gelu(s) = 0.5 s (1 + erf(s / sqrt(2)))
 *   Y[b][t][e] = X1[b][t][e] + (b2[e] + W2[e] . hid)
 * ln(x; g, b)[e] = (x[e] - mean) / sqrt(var + eps) g[e] + b[e] (two passes, biased variance).
 * Workspace on the stack: u, hid, the scores (T <= 65, E <= 128). */
#include "hpcab/kernel.h"

static void ln_row(acc_t *restrict u, const real_t *restrict x, const real_t *restrict g, const real_t *restrict b,
                   int64_t E, float eps)
{
  acc_t mean = 0, var = 0;
  for (int64_t e = 0; e < E; e++)
    mean += HPCAB_LD(x[e]);
  mean /= (acc_t)E;
  for (int64_t e = 0; e < E; e++) {
    const acc_t d = HPCAB_LD(x[e]) - mean;
    var += d * d;
  }
  var /= (acc_t)E;
  const acc_t inv = 1 / HPCAB_SQRT(var + (acc_t)eps);
  for (int64_t e = 0; e < E; e++)
    u[e] = (HPCAB_LD(x[e]) - mean) * inv * HPCAB_LD(g[e]) + HPCAB_LD(b[e]);
}

void vit_patch_encoder(real_t *restrict Y, real_t *restrict X1, real_t *restrict Att, real_t *restrict QKV,
                       real_t *restrict Z0, const real_t *restrict Img, const real_t *restrict Wp,
                       const real_t *restrict bp, const real_t *restrict cls, const real_t *restrict pos,
                       const real_t *restrict g1, const real_t *restrict be1, const real_t *restrict Wqkv,
                       const real_t *restrict bqkv, const real_t *restrict Wo, const real_t *restrict bo,
                       const real_t *restrict g2, const real_t *restrict be2, const real_t *restrict W1,
                       const real_t *restrict b1, const real_t *restrict W2, const real_t *restrict b2, int64_t B,
                       int64_t CI, int64_t P, int64_t GH, int64_t GW, int64_t E, int64_t NH, int64_t IH, int64_t IW,
                       int64_t T, int64_t DH, int64_t E3, int64_t F, float eps)
{
  const acc_t r2 = (acc_t)0.70710678118654752440; /* 1 / sqrt(2) */
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)DH);
  acc_t u[128], hid[512], p[65];
  for (int64_t b = 0; b < B; b++) {
    real_t *z = Z0 + b * T * E;
    real_t *qkv = QKV + b * T * E3;
    real_t *att = Att + b * T * E;
    real_t *x1 = X1 + b * T * E;
    real_t *y = Y + b * T * E;
    for (int64_t e = 0; e < E; e++)
      z[e] = HPCAB_ST(HPCAB_LD(cls[e]) + HPCAB_LD(pos[e]));
    for (int64_t gy = 0; gy < GH; gy++)
      for (int64_t gx = 0; gx < GW; gx++) {
        const int64_t t = 1 + gy * GW + gx;
        for (int64_t e = 0; e < E; e++) {
          acc_t s = HPCAB_LD(bp[e]);
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < P; i++)
              for (int64_t j = 0; j < P; j++)
                s += HPCAB_LD(Wp[((e * CI + c) * P + i) * P + j]) *
                     HPCAB_LD(Img[((b * CI + c) * IH + gy * P + i) * IW + gx * P + j]);
          z[t * E + e] = HPCAB_ST(s + HPCAB_LD(pos[t * E + e]));
        }
      }
    for (int64_t t = 0; t < T; t++) {
      ln_row(u, z + t * E, g1, be1, E, eps);
      for (int64_t k = 0; k < E3; k++) {
        acc_t s = HPCAB_LD(bqkv[k]);
        for (int64_t e = 0; e < E; e++)
          s += HPCAB_LD(Wqkv[k * E + e]) * u[e];
        qkv[t * E3 + k] = HPCAB_ST(s);
      }
    }
    for (int64_t h = 0; h < NH; h++)
      for (int64_t t = 0; t < T; t++) {
        const real_t *q = qkv + t * E3 + h * DH;
        acc_t m = 0;
        for (int64_t j = 0; j < T; j++) {
          const real_t *k = qkv + j * E3 + E + h * DH;
          acc_t s = 0;
          for (int64_t d = 0; d < DH; d++)
            s += HPCAB_LD(q[d]) * HPCAB_LD(k[d]);
          p[j] = s * scale;
          if (j == 0 || p[j] > m)
            m = p[j];
        }
        acc_t l = 0;
        for (int64_t j = 0; j < T; j++) {
          p[j] = HPCAB_EXP(p[j] - m);
          l += p[j];
        }
        for (int64_t d = 0; d < DH; d++) {
          acc_t s = 0;
          for (int64_t j = 0; j < T; j++)
            s += p[j] * HPCAB_LD(qkv[j * E3 + 2 * E + h * DH + d]);
          att[t * E + h * DH + d] = HPCAB_ST(s / l);
        }
      }
    for (int64_t t = 0; t < T; t++)
      for (int64_t e = 0; e < E; e++) {
        acc_t s = HPCAB_LD(bo[e]);
        for (int64_t k = 0; k < E; k++)
          s += HPCAB_LD(Wo[e * E + k]) * HPCAB_LD(att[t * E + k]);
        x1[t * E + e] = HPCAB_ST(HPCAB_LD(z[t * E + e]) + s);
      }
    for (int64_t t = 0; t < T; t++) {
      ln_row(u, x1 + t * E, g2, be2, E, eps);
      for (int64_t f = 0; f < F; f++) {
        acc_t s = HPCAB_LD(b1[f]);
        for (int64_t e = 0; e < E; e++)
          s += HPCAB_LD(W1[f * E + e]) * u[e];
        hid[f] = (acc_t)0.5 * s * (1 + HPCAB_ERF(s * r2));
      }
      for (int64_t e = 0; e < E; e++) {
        acc_t s = HPCAB_LD(b2[e]);
        for (int64_t f = 0; f < F; f++)
          s += HPCAB_LD(W2[e * F + f]) * hid[f];
        y[t * E + e] = HPCAB_ST(HPCAB_LD(x1[t * E + e]) + s);
      }
    }
  }
}
