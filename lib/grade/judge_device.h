/*
 * lib/grade/judge_device.h — device residency in the judge (issue 18), for lib/grade/judge.c: the
 * device a grade runs on, its roofline, what builds and pairs get for it, and the device checks of a
 * timed input. Internal.
 *
 * A device grade: the candidate (.cu, .hip or a shared object) is built for the device's
 * architecture; correctness pairs the host reference (reference.c, in a host worker) with the
 * candidate in a device worker, on the same draws and bands as on the host; timing pairs the device
 * baseline (baseline_device, the device reference by default) with the candidate, both in device
 * workers, each call timed by device events; every timed candidate output is compared with the device
 * baseline's output of its round. An input is suspect when its median speedup exceeds 16000x, when the
 * candidate is faster than cost.bytes at twice the device's measured bandwidth, or when the judge's
 * clock disagrees with the device events (hpcab_device_clock_check).
 */
#ifndef HPCAB_JUDGE_DEVICE_H
#define HPCAB_JUDGE_DEVICE_H

#include "hpcab/build.h"
#include "hpcab/invoke.h"
#include "hpcab/judge.h"
#include "hpcab/manifest.h"
#include "hpcab/roofline.h"
#include "hpcab/timing.h"
#include "judge_internal.h"

typedef struct hpcab__jdev hpcab__jdev;

/** 1 when the options ask for device residency. */
int hpcab__jdev_wanted(const hpcab_judge_options *o);

/**
 * Opens the device of the options (o->device: index or UUID; o->device_runtime) for a grade of kernel
 * m: the kernel must have device residency and the candidate be a device source or a shared object
 * (HPCAB_E_INVALID otherwise); no runtime or no such device fails as hpcab_device_open does. With
 * `measure`, the device's bandwidth (cached per device) goes into profile->device_gbps. Fills the
 * verdict's residency and device.
 */
hpcab_status hpcab__jdev_open(const hpcab_judge_options *o, const hpcab_manifest *m, int measure,
                              hpcab_machine_profile *profile, hpcab_verdict *v, hpcab__jdev **out);

/** The timed baseline of a device grade: the --baseline source given ("reference": the device
    reference; NULL or "default": the manifest's baseline_device). */
const char *hpcab__jdev_baseline(const hpcab__jdev *d, const hpcab_manifest *m, const char *given);

/** A build of `source` for the device: its architecture, HIP's compiler for a .cu on a HIP device,
    and no host BLAS for a device source. */
void hpcab__jdev_build_options(const hpcab__jdev *d, const char *source, hpcab_build_options *bo);

/** A pair for the device: the candidate on the device; with `timed` the baseline too. */
void hpcab__jdev_invoke_options(const hpcab__jdev *d, int timed, hpcab_invoke_options *io);

/**
 * The device part of a timed input's result, after the host part (credit on the device-event
 * samples): the medians must reach HPCAB_DEVICE_RESOLUTION_NS (else credited 1, not resolved); the
 * judge's clock must agree with the events (else suspect); the workers' round trips are reported as
 * the overheads; the judge-clock medians and gaps are kept for the verdict.
 */
hpcab_status hpcab__jdev_input(const hpcab__jdev *d, hpcab_invoke *iv, hpcab_timing *tm, verdict_input *vin);

/** The text the grade's cache key gets for the device (runtime, UUID, architecture). */
const char *hpcab__jdev_key(const hpcab__jdev *d);

/** Frees d (NULL is fine). */
void hpcab__jdev_free(hpcab__jdev *d);

#endif /* HPCAB_JUDGE_DEVICE_H */
