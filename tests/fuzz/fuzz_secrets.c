/*
 * libFuzzer target for the secrets file parser: any bytes, as a secrets file of mode 0600, must load
 * or fail with a status and a message, never crash, hang or leak. Loaded seeds are read back.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "fuzz_tmpfile.h"
#include "hpcab.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  hpcab_secrets *s = NULL;
  if (hpcab_secrets_load(fuzz_tmpfile("secrets", data, size, 0600), &s) != HPCAB_OK) {
    if (s || !hpcab_last_error()[0]) abort();
    return 0;
  }
  char hex[33];
  hpcab_secrets_fingerprint(s, HPCAB_SEED_SCORE, hex);
  hpcab_secrets_fingerprint(s, HPCAB_SEED_SUBMISSION, hex);
  if (!hpcab_secrets_seed(s, HPCAB_SEED_SCORE) || !hpcab_secrets_seed(s, HPCAB_SEED_SUBMISSION)) abort();
  hpcab_secrets_free(s);
  return 0;
}
