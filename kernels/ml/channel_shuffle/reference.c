/* channel_shuffle: PyTorch's ChannelShuffle(G) on X [B, C, S] (S the flattened spatial positions), C = G K:
 * the channels viewed as [G, K] are transposed to [K, G], Y[b][k G + g][s] = X[b][g K + k][s] (values
 * copied exactly). */
#include "hpcab/kernel.h"

void channel_shuffle(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t G, int64_t K, int64_t C,
                     int64_t S)
{
  for (int64_t b = 0; b < B; b++)
    for (int64_t k = 0; k < K; k++)
      for (int64_t g = 0; g < G; g++) {
        const real_t *src = X + (b * C + g * K + k) * S;
        real_t *dst = Y + (b * C + k * G + g) * S;
        for (int64_t s = 0; s < S; s++)
          dst[s] = src[s];
      }
}
