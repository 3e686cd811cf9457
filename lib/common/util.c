/* lib/common/util.c — aligned allocation, checked arithmetic, strings and file reading (internal.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "internal.h"

void *hpcab__aligned_alloc(size_t bytes)
{
  size_t rounded;
  if (bytes == 0) bytes = 1;
  if (!hpcab__size_add(bytes, HPCAB_ALIGNMENT - 1, &rounded)) {
    hpcab__nomem("aligned allocation", bytes);
    return NULL;
  }
  rounded -= rounded % HPCAB_ALIGNMENT;
  void *p = aligned_alloc(HPCAB_ALIGNMENT, rounded);
  if (!p) hpcab__nomem("aligned allocation", rounded);
  return p;
}

void hpcab__aligned_free(void *ptr)
{
  free(ptr);
}

char *hpcab__strdup(const char *s)
{
  if (!s) return NULL;
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (!d) {
    hpcab__nomem("string copy", n);
    return NULL;
  }
  memcpy(d, s, n);
  return d;
}

char *hpcab__asprintf(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0) {
    hpcab__seterr(HPCAB_E_INTERNAL, "bad format string '%s'", fmt);
    return NULL;
  }
  char *s = malloc((size_t)n + 1);
  if (!s) {
    hpcab__nomem("formatted string", (size_t)n + 1);
    return NULL;
  }
  va_start(ap, fmt);
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return s;
}

bool hpcab__size_mul(size_t a, size_t b, size_t *out)
{
  size_t r;
  if (__builtin_mul_overflow(a, b, &r)) return false;
  *out = r;
  return true;
}

bool hpcab__size_add(size_t a, size_t b, size_t *out)
{
  size_t r;
  if (__builtin_add_overflow(a, b, &r)) return false;
  *out = r;
  return true;
}

bool hpcab__i64_mul(int64_t a, int64_t b, int64_t *out)
{
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) return false;
  *out = r;
  return true;
}

bool hpcab__i64_add(int64_t a, int64_t b, int64_t *out)
{
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) return false;
  *out = r;
  return true;
}

hpcab_status hpcab__read_file(const char *path, char **data, size_t *len)
{
  *data = NULL;
  FILE *f = fopen(path, "rb");
  if (!f) return hpcab__seterr_errno("%s: cannot open", path);
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
    fclose(f);
    return hpcab__seterr(HPCAB_E_INVALID, "%s is a directory, not a file", path);
  }
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap);
  if (!buf) {
    fclose(f);
    return hpcab__nomem(path, cap);
  }
  for (;;) {
    if (n + 1 >= cap) {
      size_t ncap;
      char *nb = hpcab__size_mul(cap, 2, &ncap) ? realloc(buf, ncap) : NULL;
      if (!nb) {
        free(buf);
        fclose(f);
        return hpcab__nomem(path, cap * 2);
      }
      buf = nb;
      cap = ncap;
    }
    size_t got = fread(buf + n, 1, cap - 1 - n, f);
    n += got;
    if (got == 0) break;
  }
  if (ferror(f)) {
    free(buf);
    fclose(f);
    return hpcab__seterr(HPCAB_E_IO, "%s: read error", path);
  }
  fclose(f);
  buf[n] = '\0';
  *data = buf;
  if (len) *len = n;
  return HPCAB_OK;
}

hpcab_status hpcab__mkdir_p(const char *dir, unsigned mode)
{
  char *p = hpcab__strdup(dir);
  if (!p) return HPCAB_E_NOMEM;
  hpcab_status st = HPCAB_OK;
  for (char *c = p + 1;; c++) {
    if (*c != '/' && *c != '\0') continue;
    char saved = *c;
    *c = '\0';
    if (mkdir(p, (mode_t)mode) != 0 && errno != EEXIST) {
      st = hpcab__seterr(HPCAB_E_IO, "cannot create directory %s: %s", p, strerror(errno));
      break;
    }
    *c = saved;
    if (!saved) break;
  }
  free(p);
  return st;
}

hpcab_status hpcab__mkdir_parents(const char *path, unsigned mode)
{
  char *p = hpcab__strdup(path);
  if (!p) return HPCAB_E_NOMEM;
  char *slash = strrchr(p, '/');
  hpcab_status st = HPCAB_OK;
  if (slash && slash != p) {
    *slash = '\0';
    st = hpcab__mkdir_p(p, mode);
  }
  free(p);
  return st;
}

/* Replaces every occurrence of `what` in the malloc'd string *text with `with`. */
void hpcab__replace_all(char **text, const char *what, const char *with)
{
  if (!*text || !what || !*what) return;
  size_t wl = strlen(what), nl = strlen(with), count = 0;
  for (const char *p = strstr(*text, what); p; p = strstr(p + wl, what)) count++;
  if (!count) return;
  size_t len = strlen(*text);
  char *out = malloc(len + count * nl + 1);
  if (!out) return;
  char *o = out;
  for (const char *p = *text, *q; (q = strstr(p, what)) != NULL || *p; p = q + wl) {
    if (!q) {
      strcpy(o, p);
      o += strlen(p);
      break;
    }
    memcpy(o, p, (size_t)(q - p));
    o += q - p;
    memcpy(o, with, nl);
    o += nl;
  }
  *o = '\0';
  free(*text);
  *text = out;
}

hpcab_status hpcab__struct_in(void *dst, size_t dst_size, const void *src, size_t first_size, const char *what)
{
  size_t n = 0;
  if (src) memcpy(&n, src, sizeof n);
  if (!src || n < first_size || n > dst_size)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: %s (size %zu: from %zu to %zu bytes)", what,
                         src ? "a struct of an unknown layout" : "NULL", n, first_size, dst_size);
  memset(dst, 0, dst_size);
  memcpy(dst, src, n);
  memcpy(dst, &dst_size, sizeof dst_size);
  return HPCAB_OK;
}

hpcab_status hpcab__struct_check(const void *p, size_t first_size, size_t today_size, const char *what)
{
  size_t n = 0;
  if (p) memcpy(&n, p, sizeof n);
  if (!p || n < first_size || n > today_size)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: %s (size %zu: from %zu to %zu bytes)", what,
                         p ? "a struct of an unknown layout" : "NULL", n, first_size, today_size);
  return HPCAB_OK;
}

hpcab_status hpcab__struct_out(void *dst, const void *src, size_t src_size, size_t first_size, const char *what)
{
  size_t n = 0;
  if (dst) memcpy(&n, dst, sizeof n);
  if (!dst || n < first_size)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: result %s (size %zu, at least %zu bytes)", what,
                         dst ? "too small" : "NULL", n, first_size);
  memcpy((char *)dst + sizeof n, (const char *)src + sizeof n, (n < src_size ? n : src_size) - sizeof n);
  return HPCAB_OK;
}
