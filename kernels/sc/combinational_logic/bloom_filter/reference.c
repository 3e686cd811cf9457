/* bloom_filter: fmix32(h) = MurmurHash3's finalizer (h ^= h >> 16; h *= 0x85EBCA6B; h ^= h >> 13;
 * h *= 0xC2B2AE35; h ^= h >> 16, all mod 2^32). For key k: h1 = fmix32(k), h2 = fmix32(k ^ 0x9E3779B9) | 1;
 * probe i (0 <= i < NH) is bit (h1 + i h2) mod (64 MW) of the filter (bit b is bit b % 64 of word b / 64).
 * filter = 0; set every probe of every key; found[q] = 1 when every probe of queries[q] is set, else 0;
 * nfound = the number of such queries. */
#include "hpcab/kernel.h"

static uint32_t fmix32(uint32_t h)
{
  h ^= h >> 16;
  h *= 0x85EBCA6Bu;
  h ^= h >> 13;
  h *= 0xC2B2AE35u;
  h ^= h >> 16;
  return h;
}

void bloom_filter(uint64_t *restrict filter, uint8_t *restrict found, int64_t *restrict nfound,
                  const uint32_t *restrict keys, const uint32_t *restrict queries, int64_t NK, int64_t NQ, int64_t MW,
                  int64_t NH)
{
  const uint64_t M = (uint64_t)MW * 64;
  for (int64_t w = 0; w < MW; w++)
    filter[w] = 0;
  for (int64_t k = 0; k < NK; k++) {
    const uint64_t h1 = fmix32(keys[k]), h2 = fmix32(keys[k] ^ 0x9E3779B9u) | 1u;
    for (int64_t i = 0; i < NH; i++) {
      const uint64_t b = (h1 + (uint64_t)i * h2) % M;
      filter[b >> 6] |= (uint64_t)1 << (b & 63);
    }
  }
  int64_t n = 0;
  for (int64_t q = 0; q < NQ; q++) {
    const uint64_t h1 = fmix32(queries[q]), h2 = fmix32(queries[q] ^ 0x9E3779B9u) | 1u;
    uint8_t hit = 1;
    for (int64_t i = 0; i < NH; i++) {
      const uint64_t b = (h1 + (uint64_t)i * h2) % M;
      if (!((filter[b >> 6] >> (b & 63)) & 1)) {
        hit = 0;
        break;
      }
    }
    found[q] = hit;
    n += hit;
  }
  nfound[0] = n;
}
