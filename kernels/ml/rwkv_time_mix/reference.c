/* rwkv_time_mix: per sequence n, S[n] = (aa, bb, pp) starts at (0, 0, -1e38) per channel; for t ascending, for
 * each channel j: with xp = X[n][t-1] (zeros at t = 0) and, per input i, mix_q(i) = x[i] mq[i] + xp[i] (1 - mq[i]):
 * k = sum_i Wk[j][i] mix_k(i), v and r likewise (acc_t, i ascending); w = -exp(decay[j]), u = first[j];
 * q = max(pp, u + k), e1 = exp(pp - q), e2 = exp(u + k - q), wkv = (e1 aa + e2 v) / (e1 bb + e2);
 * Z[n][t][j] = wkv / (1 + exp(-r)); q' = max(pp + w, k), e1 = exp(pp + w - q'), e2 = exp(k - q');
 * aa = e1 aa + e2 v, bb = e1 bb + e2, pp = q' (kept in S). Then Y[n][t][j] = sum_i Wo[j][i] Z[n][t][i]. */
#include "hpcab/kernel.h"

static acc_t mixdot(const real_t *restrict w, const real_t *restrict x, const real_t *restrict xp,
                    const real_t *restrict m, int64_t C)
{
  acc_t s = 0;
  for (int64_t i = 0; i < C; i++) {
    const acc_t xi = HPCAB_LD(x[i]), pi = xp ? HPCAB_LD(xp[i]) : (acc_t)0, mi = HPCAB_LD(m[i]);
    s += HPCAB_LD(w[i]) * (xi * mi + pi * (1 - mi));
  }
  return s;
}

void rwkv_time_mix(real_t *restrict Y, real_t *restrict Z, real_t *restrict S, const real_t *restrict X,
                   const real_t *restrict mk, const real_t *restrict mv, const real_t *restrict mr,
                   const real_t *restrict Wk, const real_t *restrict Wv, const real_t *restrict Wr,
                   const real_t *restrict Wo, const real_t *restrict decay, const real_t *restrict first, int64_t B,
                   int64_t T, int64_t C)
{
  for (int64_t n = 0; n < B; n++) {
    real_t *aa = S + (n * 3 + 0) * C, *bb = S + (n * 3 + 1) * C, *pp = S + (n * 3 + 2) * C;
    for (int64_t j = 0; j < C; j++) {
      aa[j] = 0;
      bb[j] = 0;
      pp[j] = HPCAB_ST((acc_t)-1e38);
    }
    for (int64_t t = 0; t < T; t++) {
      const real_t *x = X + (n * T + t) * C, *xp = t > 0 ? X + (n * T + t - 1) * C : 0;
      real_t *z = Z + (n * T + t) * C;
      for (int64_t j = 0; j < C; j++) {
        const acc_t k = mixdot(Wk + j * C, x, xp, mk, C);
        const acc_t v = mixdot(Wv + j * C, x, xp, mv, C);
        const acc_t r = mixdot(Wr + j * C, x, xp, mr, C);
        const acc_t w = -HPCAB_EXP(HPCAB_LD(decay[j])), u = HPCAB_LD(first[j]);
        const acc_t a0 = HPCAB_LD(aa[j]), b0 = HPCAB_LD(bb[j]), p0 = HPCAB_LD(pp[j]);
        acc_t ww = u + k, q = p0 > ww ? p0 : ww;
        acc_t e1 = HPCAB_EXP(p0 - q), e2 = HPCAB_EXP(ww - q);
        const acc_t wkv = (e1 * a0 + e2 * v) / (e1 * b0 + e2);
        z[j] = HPCAB_ST(wkv / (1 + HPCAB_EXP(-r)));
        ww = p0 + w;
        q = ww > k ? ww : k;
        e1 = HPCAB_EXP(ww - q);
        e2 = HPCAB_EXP(k - q);
        aa[j] = HPCAB_ST(e1 * a0 + e2 * v);
        bb[j] = HPCAB_ST(e1 * b0 + e2);
        pp[j] = HPCAB_ST(q);
      }
      real_t *y = Y + (n * T + t) * C;
      for (int64_t j = 0; j < C; j++) {
        acc_t s = 0;
        for (int64_t i = 0; i < C; i++)
          s += HPCAB_LD(Wo[j * C + i]) * HPCAB_LD(z[i]);
        y[j] = HPCAB_ST(s);
      }
    }
  }
}
