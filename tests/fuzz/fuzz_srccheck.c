/*
 * libFuzzer target for the source checker: any bytes (not NUL-terminated) must scan, never crash,
 * hang or leak; every finding is read back and must lie inside the text.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  /* a copy of exactly `size` bytes, so that ASan sees any read past the end */
  char *text = malloc(size ? size : 1);
  if (!text) return 0;
  if (size) memcpy(text, data, size);
  hpcab_srccheck *c = NULL;
  if (hpcab_srccheck_scan(text, size, "fuzz.c", &c) != HPCAB_OK) abort();
  size_t forbidden = 0;
  for (size_t i = 0; i < hpcab_srccheck_count(c); i++) {
    hpcab_src_finding f = {sizeof f};
    if (hpcab_srccheck_get(c, i, &f) != HPCAB_OK || !f.message || !f.message[0] || !f.token ||
        f.line < 1 || f.column < 1)
      abort();
    if (f.severity == HPCAB_SRC_FORBIDDEN) forbidden++;
    (void)hpcab_srccheck_category_name(f.category);
  }
  if (forbidden != hpcab_srccheck_forbidden(c)) abort();
  hpcab_srccheck_free(c);
  free(text);
  return 0;
}
