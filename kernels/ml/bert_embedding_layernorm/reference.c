/* bert_embedding_layernorm: per token (b, t), in acc_t:
 *   v[e] = (tok[ids[b][t]][e] + pos[t][e]) + typ[seg[b][t]][e]
 *   mean = sum v / E, var = sum (v - mean)^2 / E (biased), Y[b][t][e] = (v[e] - mean) / sqrt(var + eps) gamma[e] + beta[e]
 * v is kept in acc_t on the stack (E <= 768). */
#include "hpcab/kernel.h"

void bert_embedding_layernorm(real_t *restrict Y, const int32_t *restrict ids, const int32_t *restrict seg,
                              const real_t *restrict tok, const real_t *restrict pos, const real_t *restrict typ,
                              const real_t *restrict gamma, const real_t *restrict beta, int64_t B, int64_t S,
                              int64_t V, int64_t E, float eps)
{
  (void)V;
  acc_t v[768];
  for (int64_t b = 0; b < B; b++)
    for (int64_t t = 0; t < S; t++) {
      const real_t *tr = tok + (int64_t)ids[b * S + t] * E;
      const real_t *sr = typ + (int64_t)seg[b * S + t] * E;
      acc_t mean = 0, var = 0;
      for (int64_t e = 0; e < E; e++) {
        v[e] = HPCAB_LD(tr[e]) + HPCAB_LD(pos[t * E + e]) + HPCAB_LD(sr[e]);
        mean += v[e];
      }
      mean /= (acc_t)E;
      for (int64_t e = 0; e < E; e++) {
        const acc_t d = v[e] - mean;
        var += d * d;
      }
      var /= (acc_t)E;
      const acc_t inv = 1 / HPCAB_SQRT(var + (acc_t)eps);
      for (int64_t e = 0; e < E; e++)
        Y[(b * S + t) * E + e] = HPCAB_ST((v[e] - mean) * inv * HPCAB_LD(gamma[e]) + HPCAB_LD(beta[e]));
    }
}
