/* lib/build/srccheck_internal.h — the static check's pieces the build and the judge share. Internal.
 *
 * What runs is checked, not only what is written: a source candidate's check is its preprocessed
 * translation unit (the compiler's -E output, scanned on the candidate's own lines) and then the
 * object the compiler built from it (imports, load-time entries and instructions beyond those the
 * same compiler and flags put into an empty translation unit). hpcab_build_source does both and keeps
 * the findings; the judge's flags, hpcab-serve and the Python binding read them from there. */
#ifndef HPCAB_SRCCHECK_INTERNAL_H
#define HPCAB_SRCCHECK_INTERNAL_H
#include "hpcab/build.h"
#include "hpcab/srccheck.h"

/* An empty set of findings. NULL when out of memory. */
hpcab_srccheck *hpcab__srccheck_new(void);

/* Adds the findings of `from` that `into` lacks (same category and token). */
hpcab_status hpcab__srccheck_merge(hpcab_srccheck *into, const hpcab_srccheck *from);

/* Checks the shared object at `path` into c: load-time entries, imports and instructions. With a
   `baseline` (an object the same toolchain built from an empty translation unit) only what exceeds
   the baseline's load-time entries and instructions counts; without one, a toolchain's usual start-up
   code (one .init_array entry, a short _init) does. Instructions are read with objdump where it runs;
   without it that part is skipped and said in a note of the result (hpcab__srccheck_note). */
hpcab_status hpcab__srccheck_object_into(hpcab_srccheck *c, const char *path, const char *baseline);

/* The findings hpcab_build_source made of a candidate (preprocessed source, then its object), or
   NULL (a reference built without the check, or an object that could not be read). */
const hpcab_srccheck *hpcab__build_check(const hpcab_build *b);

#endif
