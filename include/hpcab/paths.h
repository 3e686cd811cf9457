/*
 * hpcab/paths.h — where libhpcabench finds what it needs and keeps what it makes: the judge's state
 * directory, the hpcab-worker binary, the directory holding hpcab/kernel.h, the kernel corpus and a
 * kernel given by its id.
 *
 * The worker and the include directory are found from the library's own location, so an installed
 * tree and an uninstalled build tree both work without configuration: beside the library (a build
 * tree: build/lib/hpcab-worker), in ../libexec or ../../libexec from it (an installed tree, with or
 * without a multiarch library directory), then at the install paths the library was built for. In a
 * build tree the source tree's include/ is named by a file meson writes beside the library
 * (hpcabench-uninstalled.txt), which an installed tree does not have.
 */
#ifndef HPCAB_PATHS_H
#define HPCAB_PATHS_H

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/**
 * The default state directory (secret seeds, result store, build cache): $HPCAB_STATE_DIR, else
 * $XDG_STATE_HOME/hpcabench, else $HOME/.local/state/hpcabench, written into buf (cap bytes).
 * HPCAB_E_INVALID when too long or no home is known.
 */
HPCAB_API hpcab_status hpcab_paths_state_dir(char *buf, size_t cap);

/**
 * The hpcab-worker binary: $HPCAB_WORKER, else the first executable one beside the library, in
 * ../libexec, ../../libexec or ../lib from it, else the install path; written into buf (cap bytes).
 * HPCAB_E_NOTFOUND (naming the places looked at) when none is executable, HPCAB_E_INVALID when cap
 * is too small.
 */
HPCAB_API hpcab_status hpcab_paths_worker(char *buf, size_t cap);

/**
 * The directory holding hpcab/kernel.h, which candidates include: $HPCAB_INCLUDE_DIR, else
 * ../include or ../../include from the library, else the source tree's include/ of a build tree,
 * else the install path; written into buf. HPCAB_E_NOTFOUND when none holds hpcab/kernel.h.
 */
HPCAB_API hpcab_status hpcab_paths_include_dir(char *buf, size_t cap);

/**
 * The kernel corpus (kernel ids like llr/s000 are resolved against it): $HPCAB_KERNELS, else the
 * source tree's kernels/ of a build tree, else ../share/hpcabench/kernels or
 * ../../share/hpcabench/kernels from the library, else the install path; written into buf.
 * HPCAB_E_NOTFOUND when none is a directory.
 */
HPCAB_API hpcab_status hpcab_paths_kernels_dir(char *buf, size_t cap);

/**
 * Where kernel `kernel` is: `kernel` itself when that path exists (a kernel directory or its
 * kernel.yaml), else, when `kernel` is a kernel id (a relative path without "." or ".."
 * components, e.g. "llr/s000"), the directory of that id in the first corpus that has it:
 * `kernels_dir` (when not NULL or ""), $HPCAB_KERNELS, then the shipped corpus (the build tree's,
 * or the installed one) — a corpus of one's own adds to the shipped one. Written into buf (cap
 * bytes). HPCAB_E_NOTFOUND, naming the corpora looked in, when none has it; HPCAB_E_INVALID for NULL arguments or a path longer than cap.
 * hpcab_manifest_load resolves its path with it (kernels_dir NULL).
 */
HPCAB_API hpcab_status hpcab_paths_kernel(const char *kernel, const char *kernels_dir, char *buf, size_t cap);

HPCAB_END_DECLS

#endif /* HPCAB_PATHS_H */
