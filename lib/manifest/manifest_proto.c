/* lib/manifest/manifest_proto.c — a kernel's C prototype at a precision and the manifest's content
   hash (hpcab/manifest.h). */
#include <sodium.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "hpcab/manifest.h"
#include "internal.h"
#include "manifest_internal.h"

/* Appends printf output at buf + *len when it fits (buf holds cap bytes); *len always grows by the full length. */
static void emit(char *buf, size_t cap, size_t *len, const char *fmt, ...) HPCAB_PRINTF(4, 5);

static void emit(char *buf, size_t cap, size_t *len, const char *fmt, ...)
{
  char tmp[1];
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(*len < cap ? buf + *len : tmp, *len < cap ? cap - *len : sizeof tmp, fmt, ap);
  va_end(ap);
  if (k > 0) *len += (size_t)k;
}

/* The C prototype (device 0) or the device host entry point's (device 1: C linkage from C++ — nvcc and
   hipcc compile C++ —, __restrict__ for restrict; every pointer a device pointer). */
static hpcab_status prototype(const hpcab_manifest *m, hpcab_dtype precision, int device, char *buf, size_t cap,
                              size_t *needed)
{
  if (!m || (!buf && cap)) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_prototype: NULL argument");
  if (device && !hpcab_manifest_has_residency(m, HPCAB_RESIDENCY_DEVICE))
    return hpcab__seterr(HPCAB_E_INVALID, "%s has no device residency (its manifest's residencies lack 'device')",
                         m->id);
  if (!hpcab_manifest_has_precision(m, precision))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: precision '%s' is not one of the manifest's precisions", m->id,
                         hpcab_dtype_name(precision));
  size_t len = 0;
#define EMIT(...) emit(buf, cap, &len, __VA_ARGS__)
  EMIT("%svoid %s(", device ? "extern \"C\" " : "", m->symbol);
  const char *restrict_kw = device ? "__restrict__" : "restrict";
  for (size_t i = 0; i < m->nargs; i++) {
    size_t j = m->args[i].index;
    const char *sep = i ? ", " : "";
    switch (m->args[i].kind) {
    case HPCAB_ARG_ARRAY: {
      const hpcab__marray *a = &m->arrays[j];
      hpcab_dtype d = a->dtype ? a->dtype : precision;
      EMIT("%s%s%s *%s %s", sep, a->intent == HPCAB_INTENT_IN ? "const " : "", hpcab_dtype_ctype(d), restrict_kw,
           a->name);
      break;
    }
    case HPCAB_ARG_SIZE: EMIT("%sint64_t %s", sep, m->sizes[j].name); break;
    case HPCAB_ARG_PARAM: {
      hpcab_dtype d = m->params[j].dtype ? m->params[j].dtype : precision;
      EMIT("%s%s %s", sep, hpcab_dtype_ctype(d), m->params[j].name);
      break;
    }
    }
  }
  if (m->nargs == 0) EMIT("void");
  EMIT(");");
#undef EMIT
  if (needed) *needed = len;
  if (len >= cap)
    return hpcab__seterr(HPCAB_E_RANGE, "%s: the prototype needs %zu bytes, the buffer holds %zu", m->id, len + 1, cap);
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_manifest_prototype(const hpcab_manifest *m, hpcab_dtype precision, char *buf, size_t cap,
                                                size_t *needed)
{
  return prototype(m, precision, 0, buf, cap, needed);
}

HPCAB_API hpcab_status hpcab_manifest_device_prototype(const hpcab_manifest *m, hpcab_dtype precision, char *buf,
                                                       size_t cap, size_t *needed)
{
  return prototype(m, precision, 1, buf, cap, needed);
}

HPCAB_API hpcab_status hpcab_manifest_hash(const hpcab_manifest *m, uint8_t out[32])
{
  if (!m || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_manifest_hash: NULL argument");
  if (sodium_init() < 0) return hpcab__seterr(HPCAB_E_SYSTEM, "hpcab_manifest_hash: libsodium failed to initialize");
  crypto_generichash_state st;
  static const char DOMAIN[] = "libhpcabench manifest v1";
  crypto_generichash_init(&st, NULL, 0, 32);
  crypto_generichash_update(&st, (const unsigned char *)DOMAIN, sizeof DOMAIN);
  crypto_generichash_update(&st, (const unsigned char *)m->id, strlen(m->id) + 1);
  crypto_generichash_update(&st, (const unsigned char *)m->yaml, m->yaml_len);
  crypto_generichash_final(&st, out, 32);
  return HPCAB_OK;
}
