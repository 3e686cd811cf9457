/*
 * hpcab/version.h — the library's version, at compile time and at run time.
 *
 * The macros give the version of the headers a program was compiled against; hpcab_version()
 * gives the version of the library it runs with. The SONAME major (libhpcabench.so.0) changes only
 * when the ABI breaks; new functions only raise the minor version.
 */
#ifndef HPCAB_VERSION_H
#define HPCAB_VERSION_H

#include "hpcab/common.h"

#define HPCAB_VERSION_MAJOR 0
#define HPCAB_VERSION_MINOR 1
#define HPCAB_VERSION_PATCH 0
#define HPCAB_VERSION_STRING "0.1.0"
/** The version as one comparable number: major * 10000 + minor * 100 + patch. */
#define HPCAB_VERSION_NUMBER (HPCAB_VERSION_MAJOR * 10000 + HPCAB_VERSION_MINOR * 100 + HPCAB_VERSION_PATCH)

HPCAB_BEGIN_DECLS

/** Returns the run-time library version as "MAJOR.MINOR.PATCH" (a static string; never NULL). */
HPCAB_API const char *hpcab_version(void);

/** Returns the run-time library version as HPCAB_VERSION_NUMBER computes it. */
HPCAB_API int hpcab_version_number(void);

HPCAB_END_DECLS

#endif /* HPCAB_VERSION_H */
