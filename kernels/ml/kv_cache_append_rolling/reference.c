/* kv_cache_append_rolling: for each new token t (laid out [T][H][D]) and head h, slot = (pos + t) % WS;
 * Kc[h][slot][:] = Kn[t][h][:], Vc[h][slot][:] = Vn[t][h][:] (the cache is head-major [H][WS][D]). */
#include "hpcab/kernel.h"

void kv_cache_append_rolling(real_t *restrict Kc, real_t *restrict Vc, const real_t *restrict Kn,
                             const real_t *restrict Vn, int64_t H, int64_t WS, int64_t T, int64_t D, int64_t pos)
{
  for (int64_t t = 0; t < T; t++) {
    const int64_t slot = (pos + t) % WS;
    for (int64_t h = 0; h < H; h++)
      for (int64_t d = 0; d < D; d++) {
        Kc[(h * WS + slot) * D + d] = Kn[(t * H + h) * D + d];
        Vc[(h * WS + slot) * D + d] = Vn[(t * H + h) * D + d];
      }
  }
}
