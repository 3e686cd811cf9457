/*
 * lib/sandbox/worker_device.h — the device side of hpcab-worker (device residency, hpcab/device.h):
 * the worker's arrays mirrored on the device, the copies around each call, the device-event timing
 * and the device-side checks (canaries after each array, inputs unchanged). Compiled into the worker
 * only (lib/sandbox/worker_device.c); the worker is not linked with the library.
 */
#ifndef HPCAB_WORKER_DEVICE_H
#define HPCAB_WORKER_DEVICE_H

#include <stddef.h>
#include <stdint.h>

#include "worker_proto.h"

/** Bytes of canary the worker keeps on the device after every array (a multiple of 8). */
#define HPCAB__WDEV_CANARY 256

/**
 * Loads the runtime (by the judge's path, else through the kernel library `lib`), makes the device
 * current (the only one visible: the judge set CUDA_VISIBLE_DEVICES / ROCR_VISIBLE_DEVICES), creates
 * its context (spinning synchronization), allocates every array of the set-up message with its
 * canary, creates the timing events and synchronizes once: all of it before the call filter is
 * installed, which lets the runtime do no more than calls need. ptrs[i] gets array i's device
 * pointer. Returns 0, or -1 with a message in err.
 */
int hpcab__wdev_setup(const struct hpcab__wp_setup *s, void *lib, void **ptrs, char *err, size_t cap);

/**
 * Before a call: copies every array from the arena (host[i]) to the device — inputs, inout arrays
 * and the out arrays the judge just poisoned — writes the canaries (a pattern of call `seq`) and
 * synchronizes. Then records the start event. Returns HPCAB__WP_DEV_OK or _ERROR (message in d).
 */
int hpcab__wdev_before(void *const *host, uint64_t seq, struct hpcab__wp_done *d);

/**
 * After the kernel's host entry point returned: synchronizes the whole device, records the stop
 * event and reads the interval into d->device_ns; copies the out and inout arrays back into the
 * arena, then checks the canaries and that every input is bitwise what the arena holds. Returns the
 * HPCAB__WP_DEV_* status also stored in d.
 */
int hpcab__wdev_after(void *const *host, uint64_t seq, struct hpcab__wp_done *d);

#endif /* HPCAB_WORKER_DEVICE_H */
