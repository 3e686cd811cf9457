/* utf8_decode: at each position, the lead byte gives the length and the range of the second byte
 * (C2..DF: 2 bytes; E0: A0..BF; E1..EC, EE, EF: 80..BF; ED: 80..9F; F0: 90..BF; F1..F3: 80..BF; F4: 80..8F;
 * later bytes 80..BF). A complete sequence gives its code point; otherwise the lead byte and the valid
 * continuation bytes that follow it (the maximal subpart) give one U+FFFD, and decoding resumes at the first
 * byte that did not fit (a lone invalid byte gives one U+FFFD). cp[ncp..N) = 0. */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"

void utf8_decode(uint32_t *restrict cp, int64_t *restrict ncp, const uint8_t *restrict text, int64_t N)
{
  int64_t n = 0, i = 0;
  while (i < N) {
    const uint8_t b = text[i];
    if (b < 0x80) {
      cp[n++] = b;
      i++;
      continue;
    }
    int len;
    uint8_t lo = 0x80, hi = 0xBF;
    uint32_t v;
    if (b >= 0xC2 && b <= 0xDF) {
      len = 2;
      v = b & 0x1Fu;
    } else if (b >= 0xE0 && b <= 0xEF) {
      len = 3;
      v = b & 0x0Fu;
      if (b == 0xE0) lo = 0xA0;
      if (b == 0xED) hi = 0x9F;
    } else if (b >= 0xF0 && b <= 0xF4) {
      len = 4;
      v = b & 0x07u;
      if (b == 0xF0) lo = 0x90;
      if (b == 0xF4) hi = 0x8F;
    } else {
      cp[n++] = 0xFFFD;
      i++;
      continue;
    }
    int k = 1;
    for (; k < len && i + k < N; k++) {
      const uint8_t c = text[i + k];
      if (c < lo || c > hi)
        break;
      v = (v << 6) | (c & 0x3Fu);
      lo = 0x80;
      hi = 0xBF;
    }
    cp[n++] = k == len ? v : 0xFFFD;
    i += k;
  }
  ncp[0] = n;
  for (int64_t j = n; j < N; j++)
    cp[j] = 0;
}

/* Random code points (1/4 each of 1-, 2-, 3- and 4-byte sequences, surrogates skipped), encoded; a sequence
   that would not fit is replaced by ASCII; then about 1 byte in 64 is replaced by a random byte. */
int utf8_text(const hpcab_init_ctx *ctx)
{
  uint8_t *t = ctx->arrays[ctx->target];
  const int64_t n = (int64_t)ctx->array_counts[ctx->target];
  int64_t i = 0;
  while (i < n) {
    const uint64_t r = ctx->next_u64(ctx->rng);
    const int len = 1 + (int)(r & 3);
    uint32_t v = (uint32_t)(r >> 8);
    if (len == 1 || i + len > n) {
      t[i++] = (uint8_t)(0x20 + v % 95);
      continue;
    }
    if (len == 2)
      v = 0x80 + v % (0x800 - 0x80);
    else if (len == 3) {
      v = 0x800 + v % (0x10000 - 0x800 - 0x800);
      if (v >= 0xD800)
        v += 0x800; /* skip the surrogates */
    } else
      v = 0x10000 + v % (0x110000 - 0x10000);
    if (len == 2) {
      t[i++] = (uint8_t)(0xC0 | v >> 6);
    } else if (len == 3) {
      t[i++] = (uint8_t)(0xE0 | v >> 12);
      t[i++] = (uint8_t)(0x80 | ((v >> 6) & 0x3F));
    } else {
      t[i++] = (uint8_t)(0xF0 | v >> 18);
      t[i++] = (uint8_t)(0x80 | ((v >> 12) & 0x3F));
      t[i++] = (uint8_t)(0x80 | ((v >> 6) & 0x3F));
    }
    t[i++] = (uint8_t)(0x80 | (v & 0x3F));
  }
  for (int64_t k = 0; k < n; k++) {
    const uint64_t r = ctx->next_u64(ctx->rng);
    if ((r & 63) == 0)
      t[k] = (uint8_t)(r >> 8);
  }
  return 0;
}
