/* correlation (PolyBench/C 4.2), float_n = N, eps = 0.1:
 * mean[j] = sum_i data[i][j] / N; stddev[j] = sqrt(sum_i (data[i][j] - mean[j])^2 / N), replaced by 1
 * when <= eps; data[i][j] = (data[i][j] - mean[j]) / (sqrt(N) stddev[j]);
 * corr[i][i] = 1, corr[i][j] = corr[j][i] = sum_k data[k][i] data[k][j] (i < j). */
#include "hpcab/kernel.h"
#include <math.h>

void correlation(real_t *restrict data, real_t *restrict corr, real_t *restrict mean, real_t *restrict stddev,
                 int64_t M, int64_t N)
{
  const real_t float_n = (real_t)N, eps = (real_t)0.1;
  for (int64_t j = 0; j < M; j++) {
    real_t s = 0;
    for (int64_t i = 0; i < N; i++)
      s += data[i * M + j];
    mean[j] = s / float_n;
  }
  for (int64_t j = 0; j < M; j++) {
    real_t s = 0;
    for (int64_t i = 0; i < N; i++)
      s += (data[i * M + j] - mean[j]) * (data[i * M + j] - mean[j]);
    s /= float_n;
    s = (real_t)sqrt((double)s);
    stddev[j] = s <= eps ? (real_t)1 : s;
  }
  for (int64_t i = 0; i < N; i++)
    for (int64_t j = 0; j < M; j++) {
      data[i * M + j] -= mean[j];
      data[i * M + j] /= (real_t)sqrt((double)float_n) * stddev[j];
    }
  for (int64_t i = 0; i < M - 1; i++) {
    corr[i * M + i] = 1;
    for (int64_t j = i + 1; j < M; j++) {
      real_t s = 0;
      for (int64_t k = 0; k < N; k++)
        s += data[k * M + i] * data[k * M + j];
      corr[i * M + j] = s;
      corr[j * M + i] = s;
    }
  }
  corr[(M - 1) * M + M - 1] = 1;
}
