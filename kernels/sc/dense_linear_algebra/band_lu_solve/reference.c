/* band_lu_solve: AB[i][KL] += S (every i); then for k ascending: piv = AB[k][KL]; for i = k+1 ..
 * min(N-1, k+KL): l = AB[i][KL+k-i] / piv, stored there; AB[i][KL+j-i] -= l * AB[k][KL+j-k] for
 * j = k+1 .. min(N-1, k+KU). Forward: b[i] -= AB[i][KL+j-i] b[j], j = max(0, i-KL) .. i-1 ascending;
 * backward (i descending): s = b[i] - sum_{j = i+1 .. min(N-1, i+KU)} AB[i][KL+j-i] b[j]; b[i] = s / AB[i][KL].
 * Band cells outside the matrix (j < 0 or j >= N) are not touched. */
#include "hpcab/kernel.h"

void band_lu_solve(real_t *restrict AB, real_t *restrict b, int64_t N, int64_t KL, int64_t KU,
                   int64_t WB, real_t S)
{
  for (int64_t i = 0; i < N; i++)
    AB[i * WB + KL] += S;
  for (int64_t k = 0; k < N; k++) {
    real_t piv = AB[k * WB + KL];
    int64_t iend = k + KL < N - 1 ? k + KL : N - 1;
    int64_t jend = k + KU < N - 1 ? k + KU : N - 1;
    for (int64_t i = k + 1; i <= iend; i++) {
      real_t l = AB[i * WB + KL + k - i] / piv;
      AB[i * WB + KL + k - i] = l;
      for (int64_t j = k + 1; j <= jend; j++)
        AB[i * WB + KL + j - i] -= l * AB[k * WB + KL + j - k];
    }
  }
  for (int64_t i = 0; i < N; i++) {
    real_t s = b[i];
    for (int64_t j = i - KL > 0 ? i - KL : 0; j < i; j++)
      s -= AB[i * WB + KL + j - i] * b[j];
    b[i] = s;
  }
  for (int64_t i = N - 1; i >= 0; i--) {
    real_t s = b[i];
    int64_t jend = i + KU < N - 1 ? i + KU : N - 1;
    for (int64_t j = i + 1; j <= jend; j++)
      s -= AB[i * WB + KL + j - i] * b[j];
    b[i] = s / AB[i * WB + KL];
  }
}
