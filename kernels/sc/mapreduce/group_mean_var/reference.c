/* group_mean_var: pass 1 over i ascending: counts[g]++, mean[g] += v[i] (g = keys[i]); then
 * mean[g] /= (real_t)counts[g] where counts[g] > 0; pass 2 over i ascending: d = v[i] - mean[g],
 * var[g] += d * d; then var[g] /= (real_t)counts[g] where counts[g] > 0. */
#include "hpcab/kernel.h"

void group_mean_var(int64_t *restrict counts, real_t *restrict mean, real_t *restrict var,
                    const int32_t *restrict keys, const real_t *restrict v, int64_t N, int64_t K)
{
  for (int64_t g = 0; g < K; g++) {
    counts[g] = 0;
    mean[g] = 0;
    var[g] = 0;
  }
  for (int64_t i = 0; i < N; i++) {
    counts[keys[i]]++;
    mean[keys[i]] += v[i];
  }
  for (int64_t g = 0; g < K; g++)
    if (counts[g] > 0)
      mean[g] = mean[g] / (real_t)counts[g];
  for (int64_t i = 0; i < N; i++) {
    const real_t d = v[i] - mean[keys[i]];
    var[keys[i]] += d * d;
  }
  for (int64_t g = 0; g < K; g++)
    if (counts[g] > 0)
      var[g] = var[g] / (real_t)counts[g];
}
