/* mlp3_layernorm: per row i: z = b + W x (acc_t, inputs ascending) stored in the output row; mean = sum z / n,
 * var = sum (z - mean)^2 / n (two passes, ascending), r = 1 / sqrt(var + eps); h = max((z - mean) r g + be, 0).
 * H1 from X (W1, b1, g1, be1), H2 from H1 as stored (W2, b2, g2, be2), Y = b3 + W3 H2 (no norm, no ReLU). */
#include "hpcab/kernel.h"

static void linear_row(real_t *restrict z, const real_t *restrict x, const real_t *restrict Wm,
                       const real_t *restrict bv, int64_t nin, int64_t nout)
{
  for (int64_t j = 0; j < nout; j++) {
    acc_t s = HPCAB_LD(bv[j]);
    for (int64_t k = 0; k < nin; k++)
      s += HPCAB_LD(x[k]) * HPCAB_LD(Wm[j * nin + k]);
    z[j] = HPCAB_ST(s);
  }
}

static void ln_relu_row(real_t *restrict z, const real_t *restrict g, const real_t *restrict be, int64_t n, float eps)
{
  acc_t s = 0;
  for (int64_t j = 0; j < n; j++)
    s += HPCAB_LD(z[j]);
  const acc_t mean = s / (acc_t)n;
  acc_t q = 0;
  for (int64_t j = 0; j < n; j++) {
    const acc_t d = HPCAB_LD(z[j]) - mean;
    q += d * d;
  }
  const acc_t r = 1 / HPCAB_SQRT(q / (acc_t)n + (acc_t)eps);
  for (int64_t j = 0; j < n; j++) {
    const acc_t v = (HPCAB_LD(z[j]) - mean) * r * HPCAB_LD(g[j]) + HPCAB_LD(be[j]);
    z[j] = HPCAB_ST(v > 0 ? v : (acc_t)0);
  }
}

void mlp3_layernorm(real_t *restrict Y, real_t *restrict H1, real_t *restrict H2, const real_t *restrict X,
                    const real_t *restrict W1, const real_t *restrict b1, const real_t *restrict g1,
                    const real_t *restrict be1, const real_t *restrict W2, const real_t *restrict b2,
                    const real_t *restrict g2, const real_t *restrict be2, const real_t *restrict W3,
                    const real_t *restrict b3, int64_t M, int64_t DI, int64_t HD, int64_t DO, float eps)
{
  for (int64_t i = 0; i < M; i++) {
    linear_row(H1 + i * HD, X + i * DI, W1, b1, DI, HD);
    ln_relu_row(H1 + i * HD, g1, be1, HD, eps);
    linear_row(H2 + i * HD, H1 + i * HD, W2, b2, HD, HD);
    ln_relu_row(H2 + i * HD, g2, be2, HD, eps);
    linear_row(Y + i * DO, H2 + i * HD, W3, b3, HD, DO);
  }
}
