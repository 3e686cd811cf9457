/* lib/build/build_internal.h — what lib/build/build.c shares with lib/build/build_python.c. */
#ifndef HPCAB_BUILD_INTERNAL_H
#define HPCAB_BUILD_INTERNAL_H

#include "hpcab/build.h"
#include "hpcab/manifest.h"
#include "hpcab/srccheck.h"

struct hpcab_build {
  hpcab_lang lang;
  char *object;
  char *log;
  char *source_sha;
  char *key;
  char *sandbox_note;
  int cached;
  int sandboxed;
  char *compiler;        /* the compiler's identity (first line of --version); NULL for a shared object */
  char *flags;           /* the flags it compiled with: flags, extra flags, the precision macro */
  hpcab_srccheck *check; /* the static check of what was built (srccheck_internal.h), or NULL */
};

/* Writes `len` bytes of `data` to a new file `path` (mode 0600). */
hpcab_status hpcab__build_write_new(const char *path, const char *data, size_t len);

/* Removes the directory `dir` and everything in it (best effort). */
void hpcab__build_remove_tree(const char *dir);

/* A Landlock ruleset (in *fd) that lets a confined process read `ro` and read and write `rw`
   (NULL-terminated lists; a path that does not exist is skipped). */
hpcab_status hpcab__build_confine(const char *const *ro, const char *const *rw, int *fd);

/* What a Python artifact is (lib/build/build_python.c). */
typedef enum {
  HPCAB__PY_CANDIDATE = 0, /* a candidate's .py: source-checked, NumPy or numba.njit */
  HPCAB__PY_SPEC = 1,      /* the kernel's spec.py under numba.njit: the `numba` baseline */
  HPCAB__PY_TORCH = 2      /* the kernel's torch_module.py, eager PyTorch on the CPU: the `torch` baseline */
} hpcab__py_mode;

/* Builds a Python artifact of the kernel `m` (lib/build/build_python.c): `source` is the file `mode`
   names.
   The object is the glue file the worker loads (lib/build/pyglue.py says what it does). Statuses as
   hpcab_build_source: HPCAB_E_REFUSED when the source check refuses the candidate (*out set, its log
   says why), HPCAB_E_BUILD when the artifact does not load or compile, HPCAB_E_UNSUPPORTED when this
   library was built without Python. */
hpcab_status hpcab__build_python(const hpcab_build_options *o, const hpcab_manifest *m, const char *source,
                                 hpcab__py_mode mode, hpcab_build **out);

#endif
