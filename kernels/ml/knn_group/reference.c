/* knn_group: for each query q, points j ascending: s = (Q[q][0]-P[j][0])^2, then += the y and z terms
 * (in that order); the sorted list (dist[q][0..K-1], idx[q][0..K-1]) takes j while it holds fewer than K
 * entries or when s < dist[q][K-1] (the last one dropped), inserted after every entry with a distance <= s
 * (so ties keep the lower index first). */
#include "hpcab/kernel.h"

void knn_group(real_t *restrict dist, int32_t *restrict idx, const real_t *restrict Q, const real_t *restrict P,
               int64_t NQ, int64_t M, int64_t K)
{
  for (int64_t q = 0; q < NQ; q++) {
    real_t *dq = dist + q * K;
    int32_t *iq = idx + q * K;
    const real_t qx = Q[3 * q], qy = Q[3 * q + 1], qz = Q[3 * q + 2];
    int64_t c = 0;
    for (int64_t j = 0; j < M; j++) {
      const real_t dx = qx - P[3 * j], dy = qy - P[3 * j + 1], dz = qz - P[3 * j + 2];
      real_t s = dx * dx;
      s += dy * dy;
      s += dz * dz;
      int64_t pos;
      if (c < K)
        pos = c++;
      else if (s < dq[K - 1])
        pos = K - 1;
      else
        continue;
      while (pos > 0 && dq[pos - 1] > s) {
        dq[pos] = dq[pos - 1];
        iq[pos] = iq[pos - 1];
        pos--;
      }
      dq[pos] = s;
      iq[pos] = (int32_t)j;
    }
  }
}
