/*
 * hpcab/dist.h — the value distributions and domains of plain array fills, shared by manifests
 * (`init: {dist, domain}`) and the generator (hpcab/rng.h). Values never change: manifests and
 * stored draws name them.
 */
#ifndef HPCAB_DIST_H
#define HPCAB_DIST_H

#include "hpcab/common.h"

/** Distributions. HPCAB_DIST_CYCLE (a manifest without `dist`) means: uniform, normal, lognormal
    by draw index; a fill takes one of the three others. */
typedef enum hpcab_dist {
  HPCAB_DIST_CYCLE = 0,
  HPCAB_DIST_UNIFORM = 1,  /**< uniform on [-1, 1) */
  HPCAB_DIST_NORMAL = 2,   /**< normal(0, 1) (Box–Muller on one Philox block per element pair) */
  HPCAB_DIST_LOGNORMAL = 3 /**< exp(0.5 · normal(0, 1)): lognormal(0, 0.5) */
} hpcab_dist;

/** Domains that fold a distribution's values. */
typedef enum hpcab_domain {
  HPCAB_DOMAIN_ANY = 0,      /**< the distribution as it is */
  HPCAB_DOMAIN_POSITIVE = 1, /**< > 0: uniform (0, 1]; normal |z| (never 0); lognormal as is */
  HPCAB_DOMAIN_NONNEG = 2,   /**< >= 0: uniform [0, 1); normal |z|; lognormal as is */
  HPCAB_DOMAIN_NEGATIVE = 3, /**< < 0: uniform [-1, 0); normal -|z| (never 0); lognormal -x */
  HPCAB_DOMAIN_INTERVAL = 4  /**< [lo, hi]: uniform lo + (hi-lo)·u; normal and lognormal are
                                  mapped to t = 0.5 + z/6 and t = x/4, reflected into [0, 1]
                                  (triangle wave), then lo + (hi-lo)·t */
} hpcab_domain;

#endif /* HPCAB_DIST_H */
