/*
 * hpcab/validate.h — the full validation of a kernel (a manifest and its reference) before it joins a
 * corpus: everything the corpus suite checks, in one call, so a kernel author needs nothing else.
 * `hpcab-judge validate KERNEL` prints its report. Per run precision of the manifest:
 *
 *   manifest    the manifest loads (hpcab_manifest_load: kernels/MANIFEST.md's rules);
 *   build       the reference compiles without a warning (C: -std=c17 -O2 -Wall -Wextra -Werror) with
 *               the manifest's exact prototype (hpcab_manifest_prototype) declared after it, so a
 *               definition whose parameters differ (a missing const, a wrong type, a wrong order) is a
 *               compile error naming both (C and C++ — where it also catches a missing extern "C";
 *               a Fortran reference is built without it);
 *   symbol      the reference built with the judge's flags exports the kernel's symbol and every custom
 *               initializer the manifest names;
 *   draws       the test draw, correctness draws 0..7 and timed draws 0..3 can be made (the constraints
 *               can be met), meet the constraints, keep correctness footprints under
 *               HPCAB_DEFAULT_FOOTPRINT_CAP and timed ones under max_timed_bytes, and the test draw's
 *               arrays can be filled (custom initializers included);
 *   self-grade  the reference run against itself in the sandboxed worker on the test draw, the
 *               edge-size correctness draws and (with correctness draws) the top corner of the
 *               declared ranges — the judge's last correctness draw, under the same footprint cap and
 *               call time limit, so a reference too slow for the ranges it declares fails here, not in
 *               every grade — agrees with itself (outputs within the bands, two calls on one input
 *               deterministic, inputs unchanged, no crash, no timeout) — hpcab/testing.h's check with
 *               the reference as the candidate.
 *
 * Each check that fails is a problem: a line naming the precision, the check and what is wrong (with
 * the compiler's output where there is one). Later checks of a precision are skipped once one fails.
 */
#ifndef HPCAB_VALIDATE_H
#define HPCAB_VALIDATE_H

#include "hpcab/common.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** Options of hpcab_kernel_validate. Zero-initialize and set `size`; zero fields take the defaults. */
typedef struct hpcab_validate_options {
  size_t size;              /**< sizeof(hpcab_validate_options) */
  hpcab_dtype precision;    /**< validate this run precision only; 0: every precision of the manifest */
  int draws;                /**< correctness draws of the self-grade after the test draw, then the top
                                  corner; 0: the HPCAB_EDGE_DRAWS edge-size draws; negative: none (the
                                  test draw only, no top corner) */
  const char *cache_dir;    /**< where objects are built and cached; NULL: <state dir>/build */
  const char *include_dir;  /**< directory holding hpcab/kernel.h; NULL: hpcab_paths_include_dir() */
  const char *worker_path;  /**< hpcab-worker; NULL: hpcab_paths_worker() */
  uint64_t max_timed_bytes; /**< the largest footprint a timed draw may have; 0: 8 GiB */
  unsigned threads;         /**< kernel threads of the self-grade; 0: one per physical core */
  double call_timeout_s;    /**< one call's time limit; 0: 10 s */
  const uint8_t *seed;      /**< 32 bytes keying the draws; NULL: HPCAB_TEST_DEFAULT_SEED (hpcab/testing.h) */
} hpcab_validate_options;

/** The result of a validation (opaque). */
typedef struct hpcab_validation hpcab_validation;

/**
 * Validates kernel `kernel` (a kernel directory, its kernel.yaml, or a kernel id resolved as
 * hpcab_paths_kernel does) with `opts` (NULL: the defaults). Returns HPCAB_OK with *out set whenever
 * the validation ran, whatever it found (read hpcab_validation_ok); an invalid manifest is a problem
 * of the validation, not an error. Fails, with *out NULL, with HPCAB_E_INVALID (bad arguments or
 * options, a precision the manifest lacks), HPCAB_E_IO (no such kernel), HPCAB_E_UNSUPPORTED (no
 * compiler for the reference), HPCAB_E_NOTFOUND (no worker or hpcab/kernel.h), HPCAB_E_NOMEM or
 * HPCAB_E_SYSTEM.
 */
HPCAB_API hpcab_status hpcab_kernel_validate(const char *kernel, const hpcab_validate_options *opts,
                                             hpcab_validation **out);

/** 1 when every check passed, else 0. */
HPCAB_API int hpcab_validation_ok(const hpcab_validation *v);

/** 1 when the manifest itself failed to load (the other checks did not run), else 0. */
HPCAB_API int hpcab_validation_manifest_failed(const hpcab_validation *v);

/** The kernel's id (its path under the corpus), or the path given when the manifest did not load. */
HPCAB_API const char *hpcab_validation_kernel(const hpcab_validation *v);

/** Number of problems found (0 when ok). */
HPCAB_API size_t hpcab_validation_problem_count(const hpcab_validation *v);

/** Problem i: "PRECISION CHECK: what is wrong" ("manifest: path:line:col: ..." for the manifest),
    possibly over several lines (a compiler's output); NULL when i is out of range. */
HPCAB_API const char *hpcab_validation_problem(const hpcab_validation *v, size_t i);

/** The report: one line per check run (ok or the problem), then a summary line. */
HPCAB_API const char *hpcab_validation_report(const hpcab_validation *v);

/** Frees a validation (NULL is fine). */
HPCAB_API void hpcab_validation_free(hpcab_validation *v);

HPCAB_END_DECLS

#endif /* HPCAB_VALIDATE_H */
