/* lib/common/hash.c — content hashes (hpcab/hash.h). */
#include <sodium.h>
#include <string.h>

#include "hpcab/hash.h"

HPCAB_API void hpcab_sha256_hex(const void *data, size_t len, char hex[65])
{
  unsigned char h[crypto_hash_sha256_BYTES];
  if (sodium_init() < 0) { /* idempotent and thread-safe; fails only without a usable libsodium */
    memset(hex, 0, 65);
    return;
  }
  crypto_hash_sha256(h, data, len);
  sodium_bin2hex(hex, 65, h, sizeof h);
}
