/*
 * hpcab/error.h — the error model every module of libhpcabench follows.
 *
 * A function that can fail returns an hpcab_status: HPCAB_OK (0) on success, a negative value naming
 * the kind of failure otherwise. On failure it also records a message with context in thread-local
 * storage, read with hpcab_last_error(); manifest errors read "path:line:col: what is wrong".
 * The message stays until the next failing call on the same thread (or hpcab_error_clear()).
 */
#ifndef HPCAB_ERROR_H
#define HPCAB_ERROR_H

#include "hpcab/common.h"

HPCAB_BEGIN_DECLS

/** Result of a fallible call: 0 is success, every error kind is negative. Values never change. */
typedef enum hpcab_status {
  HPCAB_OK = 0,
  HPCAB_E_INVALID = -1,     /**< an argument is invalid (NULL handle, bad enum, bad option) */
  HPCAB_E_NOMEM = -2,       /**< memory allocation failed or a size would overflow */
  HPCAB_E_IO = -3,          /**< a file could not be read or written */
  HPCAB_E_PARSE = -4,       /**< malformed text: YAML, an expression, a number, a file format */
  HPCAB_E_MANIFEST = -5,    /**< a kernel manifest is well-formed YAML but invalid */
  HPCAB_E_RANGE = -6,       /**< arithmetic overflow, division by zero or a value out of range */
  HPCAB_E_NOTFOUND = -7,    /**< a named thing (file, symbol, array, key) does not exist */
  HPCAB_E_UNSUPPORTED = -8, /**< valid request this build or machine cannot serve */
  HPCAB_E_SYSTEM = -9,      /**< an operating-system call failed (the message names it and errno) */
  HPCAB_E_CONSTRAINT = -10, /**< no draw satisfied the constraints within the allowed tries */
  HPCAB_E_MISMATCH = -11,   /**< two things that must agree do not (shape, dtype, length) */
  HPCAB_E_TIMEOUT = -12,    /**< an operation ran past its time limit */
  HPCAB_E_WORKER = -13,     /**< the sandboxed worker failed or was lost */
  HPCAB_E_BUILD = -14,      /**< compiling a candidate or reference failed */
  HPCAB_E_REFUSED = -15,    /**< refused by policy (submission mode, forbidden flag) */
  HPCAB_E_STORE = -16,      /**< the result store failed (SQLite) */
  HPCAB_E_STATE = -17,      /**< the call is not valid in the object's current state */
  HPCAB_E_INTERNAL = -18    /**< a bug in libhpcabench: please report it */
} hpcab_status;

/** Returns a short constant name for a status ("ok", "invalid", "nomem", ...); "unknown" otherwise. */
HPCAB_API const char *hpcab_status_name(hpcab_status status);

/**
 * Returns the message of the last failure on the calling thread, or "" when there was none.
 * The pointer stays valid until the next libhpcabench call on this thread.
 */
HPCAB_API const char *hpcab_last_error(void);

/** Returns the status of the last failure on the calling thread (HPCAB_OK when there was none). */
HPCAB_API hpcab_status hpcab_last_status(void);

/** Forgets the calling thread's last failure. */
HPCAB_API void hpcab_error_clear(void);

HPCAB_END_DECLS

#endif /* HPCAB_ERROR_H */
