/*
 * hpcab/testing.h — unit-testing a kernel implementation in one call: a candidate (a source or a
 * shared object) is built and run in the sandboxed worker beside the kernel's reference on seeded
 * draws — the test draw (the manifest's `test` sizes), then correctness draws, edge sizes first
 * (smallest, odd, prime, not a multiple of 8), then sizes over the whole ranges — at every run
 * precision asked for, with the judge's all-or-nothing comparison (bands, the √ℓ rule, NaN/Inf
 * positions; hpcab/check.h) and its determinism check. No timing, no store, no secrets: for a
 * kernel author's tests (cmocka, pytest through the binding's hpcabench.testing), not for grading.
 *
 *     #include <hpcab/testing.h>
 *     char report[4096];
 *     hpcab_test_options o = {.size = sizeof o, .precision = HPCAB_F32, .draws = 8};
 *     if (hpcab_test_kernel("kernels/llr/s000", "my_s000.c", &o, report, sizeof report) != HPCAB_OK)
 *       fail_msg("%s", report);   // names the draw, its sizes, the output, the worst element
 *
 * examples/testing/ has complete tests (C with cmocka, and pytest).
 */
#ifndef HPCAB_TESTING_H
#define HPCAB_TESTING_H

#include "hpcab/common.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** The seed hpcab_test_kernel uses when none is given: draws are reproducible, and public. */
#define HPCAB_TEST_DEFAULT_SEED "libhpcabench testing, seed 1 ..."

/** Options of hpcab_test_kernel. Zero-initialize and set `size`; zero fields take the defaults given. */
typedef struct hpcab_test_options {
  size_t size;             /**< sizeof(hpcab_test_options) */
  hpcab_dtype precision;   /**< the run precision to test; 0: every precision of the manifest */
  int draws;               /**< correctness draws after the test draw (edge sizes first); 0: 8;
                                  negative: none (the test draw only) */
  const uint8_t *seed;     /**< HPCAB_SEED_BYTES (32) bytes keying every draw; NULL: the 32 bytes of
                                  HPCAB_TEST_DEFAULT_SEED */
  const char *cache_dir;   /**< where objects are built and cached; NULL: <state dir>/build
                                  (hpcab_paths_state_dir) */
  const char *include_dir; /**< directory holding hpcab/kernel.h; NULL: hpcab_paths_include_dir() */
  const char *worker_path; /**< hpcab-worker; NULL: hpcab_paths_worker() */
  const char *flags;       /**< the candidate's compile flags; NULL: "-O3 -fPIC -shared -fopenmp" */
  const char *extra_flags; /**< appended to them (e.g. "-march=native") */
  unsigned threads;        /**< kernel threads; 0: one per physical core */
  double call_timeout_s;   /**< one call's time limit; 0: 10 s */
  uint64_t footprint_cap;  /**< bytes of all arrays of a correctness draw; 0: HPCAB_DEFAULT_FOOTPRINT_CAP */
  int no_determinism;      /**< 1: skip the determinism check (a second call on the test draw) */
} hpcab_test_options;

/**
 * Tests candidate `candidate` (a C/C++/Fortran source, compiled with the judge's flags, or a shared
 * object) against the reference of `kernel` (a kernel directory, its kernel.yaml, or a kernel id
 * resolved as hpcab_paths_kernel does). `opts` may be NULL (all defaults). Writes a report into
 * `report` (cap bytes, NUL-terminated, truncated with "..." when it does not fit; may be NULL when
 * cap is 0): one line per precision saying what was checked, and on a failure the draw, its sizes
 * and the library's comparison report (the output, the worst element's index, got, expected and the
 * allowed difference) or the call's verdict.
 * Returns HPCAB_OK when the candidate matched the reference on every draw at every precision tested.
 * On a failure of the candidate, with the report's last line in hpcab_last_error():
 * HPCAB_E_MISMATCH (a wrong output, or two calls on the same input that disagree),
 * HPCAB_E_WORKER (it crashed, timed out, wrote an input, went out of bounds, made a forbidden call,
 * left the floating-point environment changed ...), HPCAB_E_BUILD (it does not compile),
 * HPCAB_E_REFUSED (unsafe floating-point flags or pragmas), HPCAB_E_NOTFOUND (it cannot be loaded or
 * lacks the kernel's symbol). Other failures are not the candidate's: HPCAB_E_INVALID (bad options,
 * a precision the manifest lacks), HPCAB_E_IO (no such kernel), HPCAB_E_PARSE / HPCAB_E_MANIFEST
 * (the kernel is broken: an invalid manifest, or a reference that does not build, cannot be loaded or
 * fails on a draw — the report says which), HPCAB_E_CONSTRAINT (a draw the manifest cannot make),
 * HPCAB_E_UNSUPPORTED (no compiler), HPCAB_E_NOMEM, HPCAB_E_SYSTEM.
 */
HPCAB_API hpcab_status hpcab_test_kernel(const char *kernel, const char *candidate, const hpcab_test_options *opts,
                                         char *report, size_t cap);

HPCAB_END_DECLS

#endif /* HPCAB_TESTING_H */
