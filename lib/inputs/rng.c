/* lib/inputs/rng.c — Philox4x32-10, keyed streams and their sequential view (hpcab/rng.h). */
#include <sodium.h>
#include <string.h>

#include "internal.h"
#include "first_layouts.h"
#include "rng_internal.h"

HPCAB_API void hpcab_philox4x32_10(const uint32_t ctr[4], const uint32_t key[2], uint32_t out[4])
{
  uint32_t c0 = ctr[0], c1 = ctr[1], c2 = ctr[2], c3 = ctr[3];
  uint32_t k0 = key[0], k1 = key[1];
  for (int r = 0; r < 10; r++) {
    uint64_t p0 = (uint64_t)0xD2511F53u * c0, p1 = (uint64_t)0xCD9E8D57u * c2;
    c0 = (uint32_t)(p1 >> 32) ^ c1 ^ k0;
    c1 = (uint32_t)p1;
    c2 = (uint32_t)(p0 >> 32) ^ c3 ^ k1;
    c3 = (uint32_t)p0;
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  out[0] = c0;
  out[1] = c1;
  out[2] = c2;
  out[3] = c3;
}

hpcab_status hpcab__stream_check(const hpcab_stream *s, const char *what)
{
  if (!s) return hpcab__seterr(HPCAB_E_INVALID, "%s: stream is NULL", what);
  if (hpcab__struct_check(s, HPCAB__FIRST_STREAM, sizeof *s, what))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: stream size %zu (from %zu to %zu; made by hpcab_stream_key?)", what,
                         s->size, (size_t)HPCAB__FIRST_STREAM, sizeof *s);
  return HPCAB_OK;
}

void hpcab__stream_block(const hpcab_stream *s, uint64_t block, uint32_t out[4])
{
  const uint32_t ctr[4] = {(uint32_t)block, (uint32_t)(block >> 32), s->nonce[0], s->nonce[1]};
  hpcab_philox4x32_10(ctr, s->key, out);
}

static void put_u64(unsigned char *p, uint64_t v)
{
  for (int i = 0; i < 8; i++) p[i] = (unsigned char)(v >> (8 * i));
}

static uint32_t get_u32(const unsigned char *p)
{
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Hashes tag, then each (string as length + bytes), then the integer, with BLAKE2b-128 keyed by key. */
static hpcab_status prf(const unsigned char *key, size_t keylen, const char *tag, const char *s1, uint64_t v,
                        const char *s2, hpcab_stream *out)
{
  if (sodium_init() < 0) return hpcab__seterr(HPCAB_E_SYSTEM, "libsodium failed to initialize");
  crypto_generichash_state st;
  unsigned char len[8], digest[16];
  if (crypto_generichash_init(&st, key, keylen, sizeof digest) != 0)
    return hpcab__seterr(HPCAB_E_INTERNAL, "BLAKE2b init failed");
  crypto_generichash_update(&st, (const unsigned char *)tag, strlen(tag) + 1);
  size_t l1 = strlen(s1);
  put_u64(len, l1);
  crypto_generichash_update(&st, len, 8);
  crypto_generichash_update(&st, (const unsigned char *)s1, l1);
  put_u64(len, v);
  crypto_generichash_update(&st, len, 8);
  if (s2) {
    size_t l2 = strlen(s2);
    put_u64(len, l2);
    crypto_generichash_update(&st, len, 8);
    crypto_generichash_update(&st, (const unsigned char *)s2, l2);
  }
  crypto_generichash_final(&st, digest, sizeof digest);
  hpcab_stream r = {.size = sizeof r};
  r.key[0] = get_u32(digest);
  r.key[1] = get_u32(digest + 4);
  r.nonce[0] = get_u32(digest + 8);
  r.nonce[1] = get_u32(digest + 12);
  r.position = 0;
  sodium_memzero(&st, sizeof st);
  sodium_memzero(digest, sizeof digest);
  hpcab_status status = hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_STREAM, "stream");
  sodium_memzero(&r, sizeof r);
  return status;
}

HPCAB_API hpcab_status hpcab_stream_key(const uint8_t seed[HPCAB_SEED_BYTES], const char *kernel_id,
                                        uint64_t draw_index, const char *array_name, hpcab_stream *out)
{
  if (!seed || !kernel_id || !array_name || !out)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_stream_key: NULL %s",
                         !seed         ? "seed"
                         : !kernel_id  ? "kernel id"
                         : !array_name ? "array name"
                                       : "output");
  return prf(seed, HPCAB_SEED_BYTES, "hpcab.stream.v1", kernel_id, draw_index, array_name, out);
}

HPCAB_API hpcab_status hpcab_stream_derive(const hpcab_stream *parent, const char *label, uint64_t n,
                                           hpcab_stream *child)
{
  hpcab_status st = hpcab__stream_check(parent, "hpcab_stream_derive");
  if (st) return st;
  if (!label || !child)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_stream_derive: NULL %s", !label ? "label" : "child");
  unsigned char key[16];
  for (int i = 0; i < 2; i++) {
    put_u64(key + 8 * i, (uint64_t)parent->key[i] | (uint64_t)parent->nonce[i] << 32);
  }
  st = prf(key, sizeof key, "hpcab.derive.v1", label, n, NULL, child);
  sodium_memzero(key, sizeof key);
  return st;
}

static uint64_t stream_next_u64(void *state)
{
  hpcab_stream *s = state;
  uint64_t pos = s->position++;
  uint32_t w[4];
  hpcab__stream_block(s, HPCAB__REGION_SEQUENTIAL | ((pos >> 1) & (HPCAB__REGION_ELEMENTS_END - 1)), w);
  return (pos & 1) ? ((uint64_t)w[3] << 32 | w[2]) : ((uint64_t)w[1] << 32 | w[0]);
}

HPCAB_API hpcab_status hpcab_stream_random(hpcab_stream *s, hpcab_random *out)
{
  hpcab_status st = hpcab__stream_check(s, "hpcab_stream_random");
  if (st) return st;
  hpcab_random r = {.size = sizeof r, .next_u64 = stream_next_u64, .state = s};
  return hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_RANDOM, "hpcab_stream_random: output");
}

void hpcab__reader_init(hpcab__word_reader *r, const hpcab_stream *s, uint64_t first)
{
  memcpy(r->key, s->key, sizeof r->key);
  memcpy(r->nonce, s->nonce, sizeof r->nonce);
  r->next_block = first;
  r->used = 2 * HPCAB__BATCH;
}

uint64_t hpcab__reader_next(hpcab__word_reader *r)
{
  if (r->used == 2 * HPCAB__BATCH) {
    uint32_t w[4][HPCAB__BATCH];
    hpcab__philox_batch(r->key, r->nonce, r->next_block, w);
    for (int j = 0; j < HPCAB__BATCH; j++) {
      r->buf[2 * j] = (uint64_t)w[1][j] << 32 | w[0][j];
      r->buf[2 * j + 1] = (uint64_t)w[3][j] << 32 | w[2][j];
    }
    r->next_block += HPCAB__BATCH;
    r->used = 0;
  }
  return r->buf[r->used++];
}

uint64_t hpcab__reader_below(hpcab__word_reader *r, uint64_t bound)
{
  uint64_t x = hpcab__reader_next(r);
  unsigned __int128 m = (unsigned __int128)x * bound;
  if ((uint64_t)m < bound) {
    uint64_t threshold = (0 - bound) % bound;
    while ((uint64_t)m < threshold) {
      x = hpcab__reader_next(r);
      m = (unsigned __int128)x * bound;
    }
  }
  return (uint64_t)(m >> 64);
}
