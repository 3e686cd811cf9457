/*
 * hpcab.h — the umbrella header of libhpcabench: includes every public module header.
 *
 * Link with `pkg-config --cflags --libs hpcabench`. Each module header documents its functions;
 * the error model is in hpcab/error.h.
 */
#ifndef HPCAB_H
#define HPCAB_H

#include "hpcab/common.h"
#include "hpcab/version.h"
#include "hpcab/error.h"
#include "hpcab/dtype.h"
/* module headers: keep one line each, in alphabetical order */
#include "hpcab/build.h"
#include "hpcab/check.h"
#include "hpcab/children.h"
#include "hpcab/credit.h"
#include "hpcab/device.h"
#include "hpcab/dist.h"
#include "hpcab/draw.h"
#include "hpcab/efficacy.h"
#include "hpcab/fill.h"
#include "hpcab/format.h"
#include "hpcab/hash.h"
#include "hpcab/hodges_lehmann.h"
#include "hpcab/init.h"
#include "hpcab/invoke.h"
#include "hpcab/judge.h"
#include "hpcab/manifest.h"
#include "hpcab/mwu.h"
#include "hpcab/npy.h"
#include "hpcab/paths.h"
#include "hpcab/probability.h"
#include "hpcab/random.h"
#include "hpcab/rng.h"
#include "hpcab/calibration.h"
#include "hpcab/roofline.h"
#include "hpcab/secrets.h"
#include "hpcab/session.h"
#include "hpcab/sizes.h"
#include "hpcab/srccheck.h"
#include "hpcab/stats.h"
#include "hpcab/store.h"
#include "hpcab/summary.h"
#include "hpcab/symbols.h"
#include "hpcab/testing.h"
#include "hpcab/timing.h"
#include "hpcab/topo.h"
#include "hpcab/validate.h"
#include "hpcab/worker.h"

#endif /* HPCAB_H */
