/*
 * hpcab/hash.h — content hashes: the SHA-256 that names candidates in the store and in verdicts.
 */
#ifndef HPCAB_HASH_H
#define HPCAB_HASH_H

#include "hpcab/common.h"

HPCAB_BEGIN_DECLS

/** Computes the SHA-256 of `len` bytes as 64 lowercase hex digits plus NUL into hex[65]. */
HPCAB_API void hpcab_sha256_hex(const void *data, size_t len, char hex[65]);

HPCAB_END_DECLS

#endif /* HPCAB_HASH_H */
