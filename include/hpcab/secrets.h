/*
 * hpcab/secrets.h — the judge's two secret seeds (lib/DESIGN.md §6): the score seed (the score route)
 * and the submission seed (the final grade).
 *
 * They live only in the judge process, in libsodium guarded memory (locked, wiped on free); no
 * worker, output, log or store ever holds them. The store and caches identify a seed by a one-way
 * fingerprint (a keyed BLAKE2b that reveals nothing usable about the seed).
 *
 * File format (mode 0600, one line each, 64 hex digits = 32 bytes):
 *     score = 9f0c...
 *     submission = 41aa...
 * Blank lines and lines starting with '#' are ignored.
 */
#ifndef HPCAB_SECRETS_H
#define HPCAB_SECRETS_H

#include "hpcab/common.h"
#include "hpcab/error.h"
#include "hpcab/rng.h" /* HPCAB_SEED_BYTES */

HPCAB_BEGIN_DECLS

/** Which seed. */
typedef enum hpcab_seed_kind {
  HPCAB_SEED_SCORE = 0,     /**< the score route's seed */
  HPCAB_SEED_SUBMISSION = 1 /**< the submit route's seed (the final grade) */
} hpcab_seed_kind;

/** The loaded seeds (opaque). */
typedef struct hpcab_secrets hpcab_secrets;

/**
 * Reads seeds from `path`. Fails with HPCAB_E_PARSE (path:line: what is wrong) on a malformed file
 * and HPCAB_E_REFUSED when the file is readable by group or others (mode must be 0600 or stricter).
 */
HPCAB_API hpcab_status hpcab_secrets_load(const char *path, hpcab_secrets **out);

/**
 * Reads the seeds from `state_dir`/secrets, creating the directory (0700) and the file (0600, fresh
 * random seeds from libsodium) when absent. Creation is atomic: two judges starting at once agree
 * on one pair of seeds.
 */
HPCAB_API hpcab_status hpcab_secrets_open_state(const char *state_dir, hpcab_secrets **out);

/** The seed's bytes (HPCAB_SEED_BYTES), valid until hpcab_secrets_free. Never print or log them. */
HPCAB_API const uint8_t *hpcab_secrets_seed(const hpcab_secrets *secrets, hpcab_seed_kind kind);

/** A one-way fingerprint of a seed as 32 hex digits plus NUL, for cache keys and reports. */
HPCAB_API void hpcab_secrets_fingerprint(const hpcab_secrets *secrets, hpcab_seed_kind kind, char hex[33]);

/** Wipes and frees the seeds (NULL is fine). */
HPCAB_API void hpcab_secrets_free(hpcab_secrets *secrets);

HPCAB_END_DECLS

#endif /* HPCAB_SECRETS_H */
