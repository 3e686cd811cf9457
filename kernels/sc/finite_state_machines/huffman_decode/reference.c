/* huffman_decode: count[len] = number of symbols of each length (0 = unused); symbols sorted by (length,
 * symbol); decoding one symbol: code = 0, first = 0, index = 0; for len = 1, 2, ...: code |= next bit;
 * if code - first < count[len], the symbol is sorted[index + code - first]; else index += count[len],
 * first = (first + count[len]) << 1, code <<= 1 (canonical codes: the codes of one length are consecutive). */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"
#include <stdlib.h>

void huffman_decode(int32_t *restrict out, int64_t *restrict ndec, const uint8_t *restrict lengths,
                    const uint8_t *restrict bits, int64_t NOUT, int64_t NSYM, int64_t NB)
{
  int32_t count[32] = {0}, sorted[288], offs[33];
  int64_t n = 0, pos = 0;
  const int64_t nbits = 8 * NB;
  if (NSYM > 288)
    return;
  for (int64_t s = 0; s < NSYM; s++)
    if (lengths[s] && lengths[s] < 32)
      count[lengths[s]]++;
  offs[1] = 0;
  for (int len = 1; len < 32; len++)
    offs[len + 1] = offs[len] + count[len];
  for (int64_t s = 0; s < NSYM; s++)
    if (lengths[s] && lengths[s] < 32)
      sorted[offs[lengths[s]]++] = (int32_t)s;
  for (; n < NOUT; n++) {
    int32_t code = 0, first = 0, index = 0, sym = -1;
    for (int len = 1; len < 32; len++) {
      if (pos >= nbits)
        break;
      code |= (bits[pos >> 3] >> (7 - (pos & 7))) & 1;
      pos++;
      if (code - first < count[len]) {
        sym = sorted[index + code - first];
        break;
      }
      index += count[len];
      first = (first + count[len]) << 1;
      code <<= 1;
    }
    if (sym < 0)
      break;
    out[n] = sym;
  }
  ndec[0] = n;
  for (int64_t k = n; k < NOUT; k++)
    out[k] = -1;
}

/* Code lengths of a Huffman code for NSYM random frequencies in 1..16: merge the two lightest nodes (ties
   to the lower node index) until one tree remains; a symbol's length is its leaf depth. */
int huffman_lengths(const hpcab_init_ctx *ctx)
{
  uint8_t *len = ctx->arrays[ctx->target];
  const int64_t n = (int64_t)ctx->array_counts[ctx->target];
  if (n < 2 || n > 288)
    return 1;
  int64_t w[576], parent[576];
  int alive[576];
  for (int64_t s = 0; s < n; s++) {
    w[s] = 1 + (int64_t)(ctx->next_u64(ctx->rng) % 16);
    alive[s] = 1;
  }
  int64_t nodes = n;
  for (int64_t round = 0; round < n - 1; round++) {
    int64_t a = -1, b = -1;
    for (int64_t k = 0; k < nodes; k++) {
      if (!alive[k])
        continue;
      if (a < 0 || w[k] < w[a]) {
        b = a;
        a = k;
      } else if (b < 0 || w[k] < w[b])
        b = k;
    }
    w[nodes] = w[a] + w[b];
    alive[nodes] = 1;
    alive[a] = alive[b] = 0;
    parent[a] = parent[b] = nodes;
    nodes++;
  }
  for (int64_t s = 0; s < n; s++) {
    int depth = 0;
    for (int64_t k = s; k != nodes - 1; k = parent[k])
      depth++;
    if (depth > 31)
      return 1;
    len[s] = (uint8_t)depth;
  }
  return 0;
}
