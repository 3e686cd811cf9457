/* transformer_ffn_block: per row x of X (all in acc_t; u and hid never rounded to real_t):
 *   mean = sum x / E, var = sum (x - mean)^2 / E (biased), u[e] = (x[e] - mean) / sqrt(var + eps) gamma[e] + beta[e]
 *   hid[f] = gelu(b1[f] + W1[f] . u),  gelu(s) = 0.5 s (1 + tanh(sqrt(2/pi) (s + 0.044715 s^3)))
 *   Y[e] = x[e] + (b2[e] + W2[e] . hid)
 * Weights are row-major [out, in] as in torch.nn.Linear. Workspace: u and hid on the stack (E <= 512). */
#include "hpcab/kernel.h"

void transformer_ffn_block(real_t *restrict Y, const real_t *restrict X, const real_t *restrict gamma,
                           const real_t *restrict beta, const real_t *restrict W1, const real_t *restrict b1,
                           const real_t *restrict W2, const real_t *restrict b2, int64_t M, int64_t E, int64_t F,
                           float eps)
{
  const acc_t c = (acc_t)0.79788456080286535588; /* sqrt(2 / pi) */
  acc_t u[512], hid[2048];
  for (int64_t i = 0; i < M; i++) {
    const real_t *x = X + i * E;
    acc_t mean = 0, var = 0;
    for (int64_t e = 0; e < E; e++)
      mean += HPCAB_LD(x[e]);
    mean /= (acc_t)E;
    for (int64_t e = 0; e < E; e++) {
      acc_t d = HPCAB_LD(x[e]) - mean;
      var += d * d;
    }
    var /= (acc_t)E;
    const acc_t inv = 1 / HPCAB_SQRT(var + (acc_t)eps);
    for (int64_t e = 0; e < E; e++)
      u[e] = (HPCAB_LD(x[e]) - mean) * inv * HPCAB_LD(gamma[e]) + HPCAB_LD(beta[e]);
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
      Y[i * E + e] = HPCAB_ST(HPCAB_LD(x[e]) + s);
    }
  }
}
