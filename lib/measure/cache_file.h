/*
 * lib/measure/cache_file.h — the per-machine files of the cache directory ($XDG_CACHE_HOME/hpcabench):
 * the machine profile (roofline.c) and the calibration (calibration.c), each key=value text named
 * after the machine key. Internal.
 */
#ifndef HPCAB_CACHE_FILE_H
#define HPCAB_CACHE_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hpcab/error.h"

/** Whether `key` is a machine key (HPCAB_TOPO_KEY_HEX lowercase hex digits). */
bool hpcab__machine_key_valid(const char *key);

/** Writes DIR/KEY SUFFIX to buf, DIR the cache directory; `fn` names the caller in messages.
    HPCAB_E_INVALID (not a key), HPCAB_E_NOTFOUND (no XDG_CACHE_HOME nor HOME), HPCAB_E_RANGE. */
hpcab_status hpcab__cache_file_path(const char *fn, const char *key, const char *suffix, char *buf, size_t cap);

/** Writes `text` to `path` atomically (a temporary file in its directory, made with its parents,
    renamed over it); `what` names the contents in messages. HPCAB_E_IO. */
hpcab_status hpcab__cache_file_write(const char *path, const char *what, const char *text);

/** Reads key=value lines of `path` ('#' comments and blank lines skipped) into set(ctx, key, value),
    which returns false for a malformed value: HPCAB_E_NOTFOUND (no file), HPCAB_E_IO, HPCAB_E_PARSE
    ("path:line: ..."). `what` names the contents in messages. */
hpcab_status hpcab__cache_file_read(const char *path, const char *what,
                                    bool (*set)(void *ctx, const char *k, const char *v), void *ctx);

/** An unsigned decimal no larger than `max`. */
bool hpcab__parse_u64(const char *s, uint64_t max, uint64_t *out);

/** A finite decimal number. */
bool hpcab__parse_f64(const char *s, double *out);

#endif /* HPCAB_CACHE_FILE_H */
