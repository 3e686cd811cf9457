/*
 * hpcab/probability.h — the normal and Student-t distributions (CDFs and quantiles), validated against scipy 1.17.
 *
 * Pure functions: NaN for NaN or invalid arguments, as libm does; they never fail.
 */
#ifndef HPCAB_PROBABILITY_H
#define HPCAB_PROBABILITY_H

#include "hpcab/common.h"

HPCAB_BEGIN_DECLS

/** Standard normal CDF Phi(x), accurate to a relative 1e-13 also deep in the lower tail. */
HPCAB_API double hpcab_norm_cdf(double x);

/** Standard normal quantile: x with Phi(x) = p; -inf at 0, +inf at 1, NaN outside [0, 1]. */
HPCAB_API double hpcab_norm_quantile(double p);

/**
 * Student-t CDF with `df` > 0 degrees of freedom (df may be fractional; above 1e18, +inf included,
 * it is the normal). Relative error below 1e-12 against scipy.stats.t.cdf for df up to 1e15, also
 * in the tails. About 1 us a call; above df = 2e6 the continued fraction runs in quadruple precision
 * (about 50 us). NaN when df <= 0 or NaN.
 */
HPCAB_API double hpcab_t_cdf(double t, double df);

/**
 * Student-t quantile: t with hpcab_t_cdf(t, df) = p; -inf at p = 0, +inf at p = 1, NaN when p is
 * outside [0, 1] or df <= 0. Relative error below 1e-12 against scipy.stats.t.ppf for df up to
 * 1e13 and p down to 1e-100 (in the far tails scipy's own ppf loses accuracy; ours inverts the CDF).
 */
HPCAB_API double hpcab_t_quantile(double p, double df);

HPCAB_END_DECLS

#endif /* HPCAB_PROBABILITY_H */
