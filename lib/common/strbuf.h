/*
 * lib/common/strbuf.h — a growable string and JSON emission helpers (internal).
 * Errors are sticky: after a failed allocation every append is a no-op and hpcab__sb_finish fails.
 */
#ifndef HPCAB_STRBUF_H
#define HPCAB_STRBUF_H

#include <stdbool.h>
#include <stddef.h>

#include "hpcab/error.h"
#include "internal.h"

typedef struct {
  char *data;
  size_t len, cap;
  bool failed;
} hpcab__sb;

/** Appends `n` bytes. */
void hpcab__sb_putn(hpcab__sb *sb, const char *s, size_t n);

/** Appends a NUL-terminated string. */
void hpcab__sb_puts(hpcab__sb *sb, const char *s);

/** Appends printf-formatted text. */
void hpcab__sb_printf(hpcab__sb *sb, const char *fmt, ...) HPCAB_PRINTF(2, 3);

/** Appends `s` as a JSON string literal (quoted, escaped; invalid UTF-8 bytes become U+FFFD). */
void hpcab__sb_json_string(hpcab__sb *sb, const char *s);

/** Appends a JSON number (the shortest text that reads back as `v`: hpcab/format.h), or null when `v` is
    NaN or infinite (JSON has neither). */
void hpcab__sb_json_number(hpcab__sb *sb, double v);

/** Hands the string over (*out, NUL-terminated, caller frees) or fails with HPCAB_E_NOMEM. */
hpcab_status hpcab__sb_finish(hpcab__sb *sb, char **out);

/** Frees the buffer without handing it over. */
void hpcab__sb_free(hpcab__sb *sb);

#endif /* HPCAB_STRBUF_H */
