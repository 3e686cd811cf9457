/* lib/measure/cache_file.c — the per-machine files of the cache directory (cache_file.h). */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hpcab/topo.h"
#include "internal.h"
#include "cache_file.h"

bool hpcab__machine_key_valid(const char *key)
{
  if (!key || strlen(key) != HPCAB_TOPO_KEY_HEX) return false;
  for (const char *c = key; *c; c++)
    if (!((*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'f'))) return false;
  return true;
}

hpcab_status hpcab__cache_file_path(const char *fn, const char *key, const char *suffix, char *buf, size_t cap)
{
  if (!buf || cap == 0) return hpcab__seterr(HPCAB_E_INVALID, "%s: buf is NULL or empty", fn);
  buf[0] = '\0';
  if (!hpcab__machine_key_valid(key))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: '%s' is not a machine key (%d hex digits)", fn, key ? key : "(null)",
                         HPCAB_TOPO_KEY_HEX);
  const char *xdg = getenv("XDG_CACHE_HOME");
  const char *home = getenv("HOME");
  int n;
  if (xdg && xdg[0] == '/')
    n = snprintf(buf, cap, "%s/hpcabench/%s%s", xdg, key, suffix);
  else if (home && *home)
    n = snprintf(buf, cap, "%s/.cache/hpcabench/%s%s", home, key, suffix);
  else
    return hpcab__seterr(HPCAB_E_NOTFOUND, "%s: neither XDG_CACHE_HOME nor HOME is set", fn);
  if (n < 0 || (size_t)n >= cap) {
    buf[0] = '\0';
    return hpcab__seterr(HPCAB_E_RANGE, "%s: path needs %d bytes, buffer has %zu", fn, n + 1, cap);
  }
  return HPCAB_OK;
}

hpcab_status hpcab__cache_file_write(const char *path, const char *what, const char *text)
{
  hpcab_status st = hpcab__mkdir_parents(path, 0755);
  if (st != HPCAB_OK) return st;
  char *tmp = hpcab__asprintf("%s.tmpXXXXXX", path);
  if (!tmp) return HPCAB_E_NOMEM;
  int fd = mkstemp(tmp);
  if (fd < 0) {
    st = hpcab__seterr(HPCAB_E_IO, "%s: cannot create a temporary file: %s", tmp, strerror(errno));
    free(tmp);
    return st;
  }
  FILE *f = fdopen(fd, "w");
  if (!f) {
    st = hpcab__seterr(HPCAB_E_IO, "%s: fdopen: %s", tmp, strerror(errno));
    close(fd);
    unlink(tmp);
    free(tmp);
    return st;
  }
  bool bad = fputs(text, f) < 0 || fflush(f) != 0 || fsync(fileno(f)) != 0;
  int saved = errno;
  if (fclose(f) != 0 && !bad) {
    bad = true;
    saved = errno;
  }
  if (bad || rename(tmp, path) != 0) {
    if (!bad) saved = errno;
    st = hpcab__seterr(HPCAB_E_IO, "%s: cannot write %s: %s", path, what, strerror(saved));
    unlink(tmp);
  }
  free(tmp);
  return st;
}

hpcab_status hpcab__cache_file_read(const char *path, const char *what,
                                    bool (*set)(void *ctx, const char *k, const char *v), void *ctx)
{
  struct stat sb;
  if (stat(path, &sb) != 0) {
    if (errno == ENOENT) return hpcab__seterr(HPCAB_E_NOTFOUND, "%s: no such %s", path, what);
    return hpcab__seterr(HPCAB_E_IO, "%s: %s", path, strerror(errno));
  }
  char *text;
  hpcab_status st = hpcab__read_file(path, &text, NULL);
  if (st != HPCAB_OK) return hpcab__seterr(HPCAB_E_IO, "%s", hpcab_last_error());
  unsigned lineno = 0;
  char *next = NULL;
  for (char *line = text; line; line = next) {
    char *nl = strchr(line, '\n');
    next = nl ? nl + 1 : NULL;
    if (nl) *nl = '\0';
    lineno++;
    if (!*line || *line == '#') continue;
    char *eq = strchr(line, '=');
    if (!eq) {
      st = hpcab__seterr(HPCAB_E_PARSE, "%s:%u: expected key=value", path, lineno);
      break;
    }
    *eq = '\0';
    if (!set(ctx, line, eq + 1)) {
      st = hpcab__seterr(HPCAB_E_PARSE, "%s:%u: bad value for '%s'", path, lineno, line);
      break;
    }
  }
  free(text);
  return st;
}

bool hpcab__parse_u64(const char *s, uint64_t max, uint64_t *out)
{
  if (*s < '0' || *s > '9') return false;
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || *end || v > max) return false;
  *out = v;
  return true;
}

bool hpcab__parse_f64(const char *s, double *out)
{
  if (!*s) return false;
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (errno || *end || !isfinite(v)) return false;
  *out = v;
  return true;
}
