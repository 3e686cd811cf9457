/*
 * libFuzzer target for the shared-object check (hpcab_srccheck_object) and the exported-symbol reader
 * (hpcab_symbols_read): any bytes, as a candidate's .so, must give findings (symbols) or an error with a
 * message, never crash, hang or leak; every finding and every name reads back. Seeds: small objects with a constructor, an IFUNC and imports (run-fuzzers.sh builds them).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_tmpfile.h"
#include "hpcab.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  const char *path = fuzz_tmpfile("cand.so", data, size, 0600);
  hpcab_symbols *s = NULL;
  if (hpcab_symbols_read(path, &s) != HPCAB_OK) {
    if (s || !hpcab_last_error()[0]) abort();
  } else {
    for (size_t i = 0; i < hpcab_symbols_count(s); i++) {
      const char *name = hpcab_symbols_name(s, i);
      if (!name || !*name || !hpcab_symbols_has(s, name)) abort();
    }
    (void)hpcab_symbols_find_foreign(s, "kernel");
    hpcab_symbols_free(s);
  }
  hpcab_srccheck *c = NULL;
  if (hpcab_srccheck_object(path, &c) != HPCAB_OK) {
    if (c || !hpcab_last_error()[0]) abort();
    return 0;
  }
  for (size_t i = 0; i < hpcab_srccheck_count(c); i++) {
    hpcab_src_finding f = {.size = sizeof f};
    if (hpcab_srccheck_get(c, i, &f) != HPCAB_OK || !f.message || !f.token || !strlen(f.message)) abort();
  }
  hpcab_srccheck_free(c);
  return 0;
}
