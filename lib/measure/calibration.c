/* lib/measure/calibration.c — the machine's calibration state, kept beside its profile (hpcab/calibration.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/calibration.h"
#include "internal.h"
#include "cache_file.h"
#include "first_layouts.h"

hpcab_status hpcab_calibration_path(const char *key, char *buf, size_t cap)
{
  return hpcab__cache_file_path("hpcab_calibration_path", key, ".calibration", buf, cap);
}

static bool calibration_valid(const hpcab_calibration *c)
{
  return hpcab__machine_key_valid(c->key) && c->grades >= 1 && c->kernels >= 0 && isfinite(c->false_credit_rate) &&
         c->false_credit_rate >= 0 && c->false_credit_rate <= 1 && (c->too_noisy == 0 || c->too_noisy == 1);
}

/* `why` on one line (a newline would end the key=value line). */
static void one_line(char *dst, size_t cap, const char *src)
{
  size_t k = 0;
  for (; src[k] && k + 1 < cap; k++) dst[k] = src[k] == '\n' || src[k] == '\r' ? ' ' : src[k];
  dst[k] = '\0';
}

hpcab_status hpcab_calibration_save(const hpcab_calibration *c, const char *path)
{
  hpcab_calibration copy;
  if (hpcab__struct_in(&copy, sizeof copy, c, HPCAB__FIRST_CALIBRATION, "hpcab_calibration_save: calibration"))
    return HPCAB_E_INVALID;
  copy.key[sizeof copy.key - 1] = '\0';
  if (!calibration_valid(&copy))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_calibration_save: not a valid calibration (key, grades, kernels, "
                                          "a rate outside [0, 1] or too_noisy other than 0 or 1)");
  char def[4096];
  if (!path) {
    hpcab_status st = hpcab_calibration_path(copy.key, def, sizeof def);
    if (st != HPCAB_OK) return st;
    path = def;
  }
  char why[sizeof copy.why];
  one_line(why, sizeof why, copy.why);
  char *text = hpcab__asprintf("# hpcabench machine calibration (hpcab-judge calibrate: A/A grades)\n"
                               "format=1\nkey=%s\nmeasured_unix=%lld\ngrades=%d\nkernels=%d\n"
                               "false_credit_rate=%.17g\ntoo_noisy=%d\nwhy=%s\n",
                               copy.key, (long long)copy.measured_unix, copy.grades, copy.kernels,
                               copy.false_credit_rate, copy.too_noisy, why);
  if (!text) return HPCAB_E_NOMEM;
  hpcab_status st = hpcab__cache_file_write(path, "the calibration", text);
  free(text);
  return st;
}

typedef struct {
  hpcab_calibration c;
  unsigned seen;
} calibration_read;

static bool set_field(void *ctx, const char *k, const char *v)
{
  calibration_read *r = ctx;
  uint64_t u;
  if (!strcmp(k, "format")) {
    r->seen |= 1;
    return hpcab__parse_u64(v, 1, &u) && u == 1;
  }
  if (!strcmp(k, "key")) {
    r->seen |= 2;
    if (!hpcab__machine_key_valid(v)) return false;
    memcpy(r->c.key, v, HPCAB_TOPO_KEY_HEX + 1);
    return true;
  }
  if (!strcmp(k, "why")) {
    one_line(r->c.why, sizeof r->c.why, v);
    return true;
  }
  if (!strcmp(k, "false_credit_rate")) {
    r->seen |= 4;
    return hpcab__parse_f64(v, &r->c.false_credit_rate);
  }
  int bit = !strcmp(k, "measured_unix") ? 8
            : !strcmp(k, "grades")      ? 16
            : !strcmp(k, "kernels")     ? 32
            : !strcmp(k, "too_noisy")   ? 64
                                        : 0;
  if (!bit) return true; /* a later format's key */
  r->seen |= (unsigned)bit;
  if (!hpcab__parse_u64(v, bit == 8 ? INT64_MAX : bit == 64 ? 1 : INT32_MAX, &u)) return false;
  if (bit == 8) r->c.measured_unix = (int64_t)u;
  if (bit == 16) r->c.grades = (int)u;
  if (bit == 32) r->c.kernels = (int)u;
  if (bit == 64) r->c.too_noisy = (int)u;
  return true;
}

hpcab_status hpcab_calibration_load(const char *path, const char *key, hpcab_calibration *out)
{
  if (!path) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_calibration_load: path is NULL");
  if (hpcab__struct_check(out, HPCAB__FIRST_CALIBRATION, SIZE_MAX, "hpcab_calibration_load: calibration"))
    return HPCAB_E_INVALID;
  calibration_read r;
  memset(&r, 0, sizeof r);
  r.c.size = sizeof r.c;
  hpcab_status st = hpcab__cache_file_read(path, "calibration", set_field, &r);
  if (st != HPCAB_OK) return st;
  if (r.seen != 127)
    return hpcab__seterr(HPCAB_E_PARSE,
                         "%s: missing one of format, key, measured_unix, grades, kernels, false_credit_rate, too_noisy",
                         path);
  if (!calibration_valid(&r.c)) return hpcab__seterr(HPCAB_E_PARSE, "%s: not a valid calibration", path);
  if (key && strcmp(key, r.c.key) != 0)
    return hpcab__seterr(HPCAB_E_MISMATCH, "%s: calibration of machine %s, expected %s", path, r.c.key, key);
  return hpcab__struct_out(out, &r.c, sizeof r.c, HPCAB__FIRST_CALIBRATION, "hpcab_calibration_load: calibration");
}
