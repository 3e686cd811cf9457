/* covariance (PolyBench/C 4.2), float_n = N: mean[j] = sum_i data[i][j] / N; data[i][j] -= mean[j];
 * cov[i][j] = cov[j][i] = sum_k data[k][i] data[k][j] / (N - 1) for i <= j. */
#include "hpcab/kernel.h"

void covariance(real_t *restrict data, real_t *restrict cov, real_t *restrict mean, int64_t M, int64_t N)
{
  const real_t float_n = (real_t)N;
  for (int64_t j = 0; j < M; j++) {
    real_t s = 0;
    for (int64_t i = 0; i < N; i++)
      s += data[i * M + j];
    mean[j] = s / float_n;
  }
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < M; j++)
      data[i * M + j] -= mean[j];
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = i; j < M; j++) {
      real_t s = 0;
      for (int64_t k = 0; k < N; k++)
        s += data[k * M + i] * data[k * M + j];
      s /= (float_n - (real_t)1);
      cov[i * M + j] = s;
      cov[j * M + i] = s;
    }
}
