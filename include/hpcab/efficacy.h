/*
 * hpcab/efficacy.h — the efficacy of an intervention over paired per-kernel results (speedup and cost ratios
 * with log-t intervals, the change in solved count with the exact McNemar test).
 */
#ifndef HPCAB_EFFICACY_H
#define HPCAB_EFFICACY_H

#include <stdbool.h>

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/**
 * One kernel's result in one arm of a comparison. Arrays of rows are read with a stride of the first
 * row's `size` (set every `size = sizeof(hpcab_kernel_outcome)`), so the struct can grow.
 */
typedef struct hpcab_kernel_outcome {
  size_t size;
  bool solved;         /**< the kernel was graded correct */
  double speedup;      /**< its credited speedup S_i (used only when solved; finite, > 0) */
  double input_tokens; /**< tokens spent: uncached input, cached input, output (finite, >= 0) */
  double cached_tokens;
  double output_tokens;
} hpcab_kernel_outcome;

/** An estimate with its interval and p-value (a part of hpcab_efficacy_result). */
typedef struct hpcab_estimate {
  size_t n;      /**< number of kernels it is computed over */
  double value;  /**< geometric mean of the per-kernel ratios (NaN when n = 0) */
  double lo, hi; /**< log-t interval (NaN when n < 2) */
  double p;      /**< two-sided one-sample t-test of the log ratios against 0 (NaN when n < 2) */
} hpcab_estimate;

/** Result of hpcab_efficacy_compute. Set `size = sizeof(hpcab_efficacy_result)` before the call. */
typedef struct hpcab_efficacy_result {
  size_t size;
  size_t kernels;          /**< number of paired kernels */
  hpcab_estimate rho_s;    /**< speedup: treatment / control over kernels solved in both arms */
  hpcab_estimate rho_c;    /**< cost: control / treatment weighted tokens, kernels with both costs > 0 */
  size_t solved_control;   /**< kernels solved in the control arm */
  size_t solved_treatment; /**< kernels solved in the treatment arm */
  size_t only_control;     /**< solved by control only (McNemar b) */
  size_t only_treatment;   /**< solved by treatment only (McNemar c) */
  double solved_p;         /**< exact McNemar p of the change in solved count */
} hpcab_efficacy_result;

/**
 * Efficacy of a treatment over a control, kernels paired by index (control[i] and treatment[i] are
 * the same kernel). rho_S: geometric mean of speedup_treatment / speedup_control over kernels solved
 * in both arms, with a log-t interval at `confidence` and a paired p-value (one-sample t-test of the
 * log ratios). rho_C: the same over cost_control / cost_treatment, cost = w[0] * input + w[1] * cached
 * + w[2] * output (weights NULL: 1, 0.1, 1), over kernels whose both costs are positive. Solved:
 * counts and the exact McNemar p. Fails with HPCAB_E_INVALID for NULL pointers, a row size below
 * sizeof(hpcab_kernel_outcome) of version 0, a bad value (speedup not finite and positive in a solved
 * row, negative or non-finite tokens or weights), confidence outside (0, 1) or a small result size.
 */
HPCAB_API hpcab_status hpcab_efficacy_compute(const hpcab_kernel_outcome *control,
                                              const hpcab_kernel_outcome *treatment, size_t n, const double weights[3],
                                              double confidence, hpcab_efficacy_result *out);

HPCAB_END_DECLS

#endif /* HPCAB_EFFICACY_H */
