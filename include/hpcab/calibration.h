/*
 * hpcab/calibration.h — the machine's calibration state: what `hpcab-judge calibrate` (A/A: each
 * kernel's reference graded against itself) last found on this machine, kept beside the machine
 * profile so that every later verdict can say how far its machine was found trustworthy (the
 * verdict's context.calibration) and `hpcab-judge grade` can warn when it was found too noisy.
 */
#ifndef HPCAB_CALIBRATION_H
#define HPCAB_CALIBRATION_H

#include "hpcab/common.h"
#include "hpcab/error.h"
#include "hpcab/topo.h"

HPCAB_BEGIN_DECLS

/** One calibration of a machine. Set `size` to sizeof(hpcab_calibration). */
typedef struct hpcab_calibration {
  size_t size;
  char key[HPCAB_TOPO_KEY_HEX + 1]; /**< the machine key (hpcab_topo_key) */
  int64_t measured_unix;            /**< when calibrate ran (seconds since the epoch, UTC) */
  int grades;                       /**< A/A grades per kernel */
  int kernels;                      /**< kernels calibrated (the null kernel not counted) */
  double false_credit_rate;         /**< the largest fraction, over those kernels, of timed inputs credited
                                         other than 1 for identical code (the rule allows about alpha) */
  int too_noisy;                    /**< 1: calibrate found the machine too noisy for the protocol's alpha */
  char why[512];                    /**< too_noisy: the reason, one line; else "" */
} hpcab_calibration;

/**
 * Writes the default path of machine `key`'s calibration to buf: $XDG_CACHE_HOME/hpcabench/KEY.calibration
 * (~/.cache when XDG_CACHE_HOME is unset or not absolute), beside its profile (hpcab/roofline.h).
 * Fails with HPCAB_E_INVALID (NULL argument or not a machine key), HPCAB_E_NOTFOUND (neither
 * XDG_CACHE_HOME nor HOME is set) or HPCAB_E_RANGE (buf too small).
 */
HPCAB_API hpcab_status hpcab_calibration_path(const char *key, char *buf, size_t cap);

/**
 * Saves `c` as key=value text to `path` (NULL: the default path for its key, creating the
 * directories), atomically (a temporary file renamed over the target). Fails with HPCAB_E_INVALID
 * (NULL, a bad size or key, a rate outside [0, 1], grades below 1) or HPCAB_E_IO.
 */
HPCAB_API hpcab_status hpcab_calibration_save(const hpcab_calibration *c, const char *path);

/**
 * Loads a calibration from `path` into *out (out->size set by the caller). With `key` non-NULL the
 * file must be that machine's. Fails with HPCAB_E_INVALID (NULL or a bad size), HPCAB_E_NOTFOUND (no
 * such file: the machine was never calibrated), HPCAB_E_IO, HPCAB_E_PARSE ("path:line: ...") or
 * HPCAB_E_MISMATCH (another machine's).
 */
HPCAB_API hpcab_status hpcab_calibration_load(const char *path, const char *key, hpcab_calibration *out);

HPCAB_END_DECLS

#endif /* HPCAB_CALIBRATION_H */
