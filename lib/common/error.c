/* lib/common/error.c — thread-local error status and message (hpcab/error.h). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "hpcab/error.h"
#include "internal.h"

#define HPCAB_ERROR_MAX 2048

static _Thread_local char tl_message[HPCAB_ERROR_MAX];
static _Thread_local hpcab_status tl_status = HPCAB_OK;

HPCAB_API const char *hpcab_status_name(hpcab_status status)
{
  switch (status) {
  case HPCAB_OK: return "ok";
  case HPCAB_E_INVALID: return "invalid";
  case HPCAB_E_NOMEM: return "nomem";
  case HPCAB_E_IO: return "io";
  case HPCAB_E_PARSE: return "parse";
  case HPCAB_E_MANIFEST: return "manifest";
  case HPCAB_E_RANGE: return "range";
  case HPCAB_E_NOTFOUND: return "notfound";
  case HPCAB_E_UNSUPPORTED: return "unsupported";
  case HPCAB_E_SYSTEM: return "system";
  case HPCAB_E_CONSTRAINT: return "constraint";
  case HPCAB_E_MISMATCH: return "mismatch";
  case HPCAB_E_TIMEOUT: return "timeout";
  case HPCAB_E_WORKER: return "worker";
  case HPCAB_E_BUILD: return "build";
  case HPCAB_E_REFUSED: return "refused";
  case HPCAB_E_STORE: return "store";
  case HPCAB_E_STATE: return "state";
  case HPCAB_E_INTERNAL: return "internal";
  }
  return "unknown";
}

HPCAB_API const char *hpcab_last_error(void)
{
  return tl_message;
}

HPCAB_API hpcab_status hpcab_last_status(void)
{
  return tl_status;
}

HPCAB_API void hpcab_error_clear(void)
{
  tl_message[0] = '\0';
  tl_status = HPCAB_OK;
}

/* Writes "a: b" into dst (size cap), truncating; returns the length written. */
static size_t join_truncated(char *dst, size_t cap, const char *a, const char *b)
{
  size_t n = 0;
  const char *parts[3] = {a, ": ", b};
  for (int p = 0; p < 3; p++)
    for (const char *c = parts[p]; *c && n + 1 < cap; c++) dst[n++] = *c;
  dst[n] = '\0';
  return n;
}

hpcab_status hpcab__vseterr(hpcab_status status, const char *fmt, va_list ap)
{
  char tmp[HPCAB_ERROR_MAX];
  /* format into a temporary: the arguments may point into tl_message itself */
  vsnprintf(tmp, sizeof tmp, fmt, ap);
  memcpy(tl_message, tmp, sizeof tmp);
  tl_status = status;
  return status;
}

hpcab_status hpcab__seterr(hpcab_status status, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  hpcab__vseterr(status, fmt, ap);
  va_end(ap);
  return status;
}

hpcab_status hpcab__seterr_errno(const char *fmt, ...)
{
  int err = errno;
  char what[HPCAB_ERROR_MAX / 2];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  char buf[64];
  const char *msg = buf;
#if defined(__GLIBC__) && defined(_GNU_SOURCE)
  msg = strerror_r(err, buf, sizeof buf);
#else
  if (strerror_r(err, buf, sizeof buf) != 0) snprintf(buf, sizeof buf, "errno %d", err);
#endif
  char tmp[HPCAB_ERROR_MAX];
  join_truncated(tmp, sizeof tmp, what, msg);
  return hpcab__seterr(HPCAB_E_SYSTEM, "%s", tmp);
}

hpcab_status hpcab__nomem(const char *what, size_t bytes)
{
  return hpcab__seterr(HPCAB_E_NOMEM, "%s: cannot allocate %zu bytes", what, bytes);
}

void hpcab__error_prefix(const char *fmt, ...)
{
  char prefix[HPCAB_ERROR_MAX];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(prefix, sizeof prefix, fmt, ap);
  va_end(ap);
  char tmp[HPCAB_ERROR_MAX];
  size_t n = join_truncated(tmp, sizeof tmp, prefix, tl_message);
  memcpy(tl_message, tmp, n + 1);
}
