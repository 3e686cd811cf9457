/* gpt2_block: everything in acc_t; sums bias first, then ascending; each stage reads the previous one
 * as stored. ln(x; g, b)[e] = (x[e] - mean) / sqrt(var + eps) g[e] + b[e] (two passes, biased variance).
 *   u = ln(X[t]; g1, be1);  QKV[t][k] = bqkv[k] + sum over e of Wqkv[k][e] u[e]
 *     (columns [0, E) are q, [E, 2E) k, [2E, 3E) v; head h uses columns h DH .. h DH + DH - 1 of each)
 *   for head h and query t, over keys j = 0 .. t:
 *     s_j = (sum over d of q[t][d] k[j][d]) / sqrt(DH), m = max s_j, p_j = exp(s_j - m), l = sum p_j
 *     Att[t][h DH + d] = (sum over j of p_j v[j][d]) / l
 *   X1[t][e] = X[t][e] + (bo[e] + sum over k of Wo[e][k] Att[t][k])
 *   u = ln(X1[t]; g2, be2);  hid[f] = gelu(b1[f] + W1[f] . u),  gelu(s) = 0.5 s (1 + tanh(sqrt(2/pi) (s + 0.044715 s^3)))
 *   Y[t][e] = X1[t][e] + (b2[e] + W2[e] . hid)
 * Workspace on the stack: u, hid, the scores (S <= 128, E <= 128). */
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

void gpt2_block(real_t *restrict Y, real_t *restrict X1, real_t *restrict Att, real_t *restrict QKV,
                const real_t *restrict X, const real_t *restrict g1, const real_t *restrict be1,
                const real_t *restrict Wqkv, const real_t *restrict bqkv, const real_t *restrict Wo,
                const real_t *restrict bo, const real_t *restrict g2, const real_t *restrict be2,
                const real_t *restrict W1, const real_t *restrict b1, const real_t *restrict W2,
                const real_t *restrict b2, int64_t S, int64_t E, int64_t NH, int64_t DH, int64_t E3, int64_t F,
                float eps)
{
  const acc_t c = (acc_t)0.79788456080286535588; /* sqrt(2 / pi) */
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)DH);
  acc_t u[128], hid[512], p[128];
  for (int64_t t = 0; t < S; t++) {
    ln_row(u, X + t * E, g1, be1, E, eps);
    for (int64_t k = 0; k < E3; k++) {
      acc_t s = HPCAB_LD(bqkv[k]);
      for (int64_t e = 0; e < E; e++)
        s += HPCAB_LD(Wqkv[k * E + e]) * u[e];
      QKV[t * E3 + k] = HPCAB_ST(s);
    }
  }
  for (int64_t h = 0; h < NH; h++)
    for (int64_t t = 0; t < S; t++) {
      const real_t *q = QKV + t * E3 + h * DH;
      acc_t m = 0;
      for (int64_t j = 0; j <= t; j++) {
        const real_t *k = QKV + j * E3 + E + h * DH;
        acc_t s = 0;
        for (int64_t d = 0; d < DH; d++)
          s += HPCAB_LD(q[d]) * HPCAB_LD(k[d]);
        p[j] = s * scale;
        if (j == 0 || p[j] > m)
          m = p[j];
      }
      acc_t l = 0;
      for (int64_t j = 0; j <= t; j++) {
        p[j] = HPCAB_EXP(p[j] - m);
        l += p[j];
      }
      for (int64_t d = 0; d < DH; d++) {
        acc_t s = 0;
        for (int64_t j = 0; j <= t; j++)
          s += p[j] * HPCAB_LD(QKV[j * E3 + 2 * E + h * DH + d]);
        Att[t * E + h * DH + d] = HPCAB_ST(s / l);
      }
    }
  for (int64_t t = 0; t < S; t++)
    for (int64_t e = 0; e < E; e++) {
      acc_t s = HPCAB_LD(bo[e]);
      for (int64_t k = 0; k < E; k++)
        s += HPCAB_LD(Wo[e * E + k]) * HPCAB_LD(Att[t * E + k]);
      X1[t * E + e] = HPCAB_ST(HPCAB_LD(X[t * E + e]) + s);
    }
  for (int64_t t = 0; t < S; t++) {
    ln_row(u, X1 + t * E, g2, be2, E, eps);
    for (int64_t f = 0; f < F; f++) {
      acc_t s = HPCAB_LD(b1[f]);
      for (int64_t e = 0; e < E; e++)
        s += HPCAB_LD(W1[f * E + e]) * u[e];
      hid[f] = (acc_t)0.5 * s * (1 + HPCAB_TANH(c * (s + (acc_t)0.044715 * s * s * s)));
    }
    for (int64_t e = 0; e < E; e++) {
      acc_t s = HPCAB_LD(b2[e]);
      for (int64_t f = 0; f < F; f++)
        s += HPCAB_LD(W2[e * F + f]) * hid[f];
      Y[t * E + e] = HPCAB_ST(HPCAB_LD(X1[t * E + e]) + s);
    }
  }
}
