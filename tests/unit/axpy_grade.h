/* tests/unit/axpy_grade.h — the smallest real grade, shared by the unit tests that grade: judge
   options for tests/manifests/good/axpy graded against itself (one correctness draw, one timed input
   of two calls per side, one kernel thread). */
#ifndef HPCAB_TEST_AXPY_GRADE_H
#define HPCAB_TEST_AXPY_GRADE_H

#include "hpcab.h"

#define AXPY_GRADE_DIR HPCAB_SOURCE_ROOT "/tests/manifests/good/axpy"

/* Options of axpy's reference graded against itself, its state under state_dir. */
static inline hpcab_judge_options axpy_grade_options(const char *state_dir)
{
  return (hpcab_judge_options){.size = sizeof(hpcab_judge_options),
                               .kernel = AXPY_GRADE_DIR,
                               .candidate = AXPY_GRADE_DIR "/reference.c",
                               .precision = HPCAB_F64,
                               .state_dir = state_dir,
                               .include_dir = HPCAB_SOURCE_ROOT "/include",
                               .worker_path = HPCAB_BUILD_ROOT "/lib/hpcab-worker",
                               .threads = 1,
                               .correctness_draws = 1,
                               .timed_inputs = 1,
                               .budget_s = 0.01,
                               .min_calls = 2,
                               .max_calls = 2,
                               .call_timeout_s = 30};
}

#endif
