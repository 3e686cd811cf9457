/* lib/common/strbuf.c — growable strings and JSON emission (strbuf.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/format.h"
#include "strbuf.h"

static bool sb_reserve(hpcab__sb *sb, size_t extra)
{
  if (sb->failed) return false;
  size_t need;
  if (!hpcab__size_add(sb->len, extra + 1, &need)) {
    sb->failed = true;
    return false;
  }
  if (need <= sb->cap) return true;
  size_t cap = sb->cap ? sb->cap : 256;
  while (cap < need) cap = cap > SIZE_MAX / 2 ? need : cap * 2;
  char *d = realloc(sb->data, cap);
  if (!d) {
    sb->failed = true;
    return false;
  }
  sb->data = d;
  sb->cap = cap;
  return true;
}

void hpcab__sb_putn(hpcab__sb *sb, const char *s, size_t n)
{
  if (!sb_reserve(sb, n)) return;
  memcpy(sb->data + sb->len, s, n);
  sb->len += n;
  sb->data[sb->len] = '\0';
}

void hpcab__sb_puts(hpcab__sb *sb, const char *s)
{
  hpcab__sb_putn(sb, s, strlen(s));
}

void hpcab__sb_printf(hpcab__sb *sb, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0 || !sb_reserve(sb, (size_t)n)) return;
  va_start(ap, fmt);
  vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  sb->len += (size_t)n;
}

/* Length of a valid UTF-8 sequence starting at s (1..4), or 0 when invalid. */
static size_t utf8_len(const unsigned char *s)
{
  if (s[0] < 0x80) return 1;
  size_t n = (s[0] & 0xe0) == 0xc0 ? 2 : (s[0] & 0xf0) == 0xe0 ? 3 : (s[0] & 0xf8) == 0xf0 ? 4 : 0;
  if (n == 0 || (n == 2 && s[0] < 0xc2) || (n == 4 && s[0] > 0xf4)) return 0;
  for (size_t i = 1; i < n; i++)
    if ((s[i] & 0xc0) != 0x80) return 0;
  return n;
}

void hpcab__sb_json_string(hpcab__sb *sb, const char *s)
{
  hpcab__sb_putn(sb, "\"", 1);
  const unsigned char *p = (const unsigned char *)(s ? s : "");
  while (*p) {
    unsigned char c = *p;
    if (c == '"' || c == '\\') {
      char esc[2] = {'\\', (char)c};
      hpcab__sb_putn(sb, esc, 2);
      p++;
    } else if (c < 0x20) {
      const char *named = c == '\n' ? "\\n" : c == '\t' ? "\\t" : c == '\r' ? "\\r" : NULL;
      if (named)
        hpcab__sb_puts(sb, named);
      else
        hpcab__sb_printf(sb, "\\u%04x", c);
      p++;
    } else {
      size_t n = utf8_len(p);
      if (n == 0) {
        hpcab__sb_puts(sb, "\\ufffd");
        p++;
      } else {
        hpcab__sb_putn(sb, (const char *)p, n);
        p += n;
      }
    }
  }
  hpcab__sb_putn(sb, "\"", 1);
}

void hpcab__sb_json_number(hpcab__sb *sb, double v)
{
  char text[HPCAB_DOUBLE_TEXT];
  hpcab__sb_puts(sb, isfinite(v) ? hpcab_double_format(v, text) : "null");
}

hpcab_status hpcab__sb_finish(hpcab__sb *sb, char **out)
{
  if (sb->failed || !sb_reserve(sb, 0)) {
    hpcab__sb_free(sb);
    *out = NULL;
    return hpcab__nomem("string", sb->len);
  }
  sb->data[sb->len] = '\0'; /* also when nothing was appended */
  *out = sb->data;
  sb->data = NULL;
  sb->len = sb->cap = 0;
  return HPCAB_OK;
}

void hpcab__sb_free(hpcab__sb *sb)
{
  free(sb->data);
  sb->data = NULL;
  sb->len = sb->cap = 0;
}
