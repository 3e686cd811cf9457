/* relu_backward_bias_grad: the backward of y = relu(x W^T + b) up to the bias, as fused by training
 * frameworks: dX[i][j] = dY[i][j] where X[i][j] > 0, else 0 (X is the pre-activation), and the bias
 * gradient db[j] = sum over the rows i of dX[i][j]. db is zeroed, then row by row db[j] += dX[i][j]
 * (rounded to real_t at each step, rows in order). */
#include "hpcab/kernel.h"

void relu_backward_bias_grad(real_t *restrict dX, real_t *restrict db, const real_t *restrict dY,
                             const real_t *restrict X, int64_t M, int64_t N)
{
  for (int64_t j = 0; j < N; j++)
    db[j] = HPCAB_ST((acc_t)0);
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      const acc_t g = HPCAB_LD(X[i * N + j]) > 0 ? HPCAB_LD(dY[i * N + j]) : (acc_t)0;
      dX[i * N + j] = HPCAB_ST(g);
      db[j] = HPCAB_ST(HPCAB_LD(db[j]) + g);
    }
}
