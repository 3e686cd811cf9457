/*
 * lib/sandbox/worker_device.c — the device side of hpcab-worker (worker_device.h).
 *
 * One worker serves one set of sizes: every array gets one device allocation for the worker's life,
 * followed by HPCAB__WDEV_CANARY bytes of canary. A call, as the judge's clock sees it:
 *   copy every array host -> device (the judge poisoned the out arrays in the arena just before),
 *   write the canaries, synchronize, record the start event on the legacy default stream;
 *   [the kernel library's host entry point, with device pointers]
 *   synchronize the whole device (whatever stream the kernel used), record the stop event, wait for it;
 *   the call's time is the events' interval; copy the out and inout arrays back into the arena, check
 *   the canaries and that every input on the device is still bitwise the arena's.
 * The stop event is recorded after the full synchronization, so work on any stream, and host work in
 * the entry point, falls inside the interval. The judge's own clock spans all of it and is the
 * cross-check of the events (hpcab_device_clock_check).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "devrt.h"
#include "worker_device.h"

static hpcab__devrt g_rt;
static uint32_t g_n;
static struct {
  unsigned char *dev;
  uint64_t bytes;
  int writable;
} g_arr[HPCAB__WP_MAX_ARRAYS];
static void *g_start, *g_stop;
static unsigned char *g_scratch; /* host copy of the largest input, for the unchanged-input check */

static void canary_pattern(uint64_t seq, unsigned char *out)
{
  for (unsigned k = 0; k < HPCAB__WDEV_CANARY; k++)
    out[k] = (unsigned char)(0xA5u ^ (k * 29u) ^ (unsigned)(seq * 151u));
}

static int fail(struct hpcab__wp_done *d, int status, int array, const char *what, int e)
{
  d->device_status = status;
  d->device_array = array;
  if (e)
    snprintf(d->device_message, sizeof d->device_message, "%s%s: %s", hpcab__devrt_prefix(g_rt.kind), what,
             hpcab__devrt_errstr(&g_rt, e));
  else
    snprintf(d->device_message, sizeof d->device_message, "%s", what);
  return status;
}

int hpcab__wdev_setup(const struct hpcab__wp_setup *s, void *lib, void **ptrs, char *err, size_t cap)
{
  char why[1024];
  if (hpcab__devrt_load(&g_rt, (int)s->device_runtime, lib, s->device_runtime_path, why, sizeof why) != 0) {
    snprintf(err, cap, "device: no %s runtime: %s", hpcab__devrt_kind_name((int)s->device_runtime), why);
    return -1;
  }
  const char *pre = hpcab__devrt_prefix(g_rt.kind);
  /* spin while synchronizing (no sleeping system calls); refused when a constructor made the context */
  (void)g_rt.set_device_flags(HPCAB__DEVRT_SCHEDULE_SPIN);
  g_rt.get_last_error();
  int e = g_rt.set_device(0);
  if (!e) e = g_rt.free(NULL); /* creates the context now, under the loading filter */
  if (e) {
    snprintf(err, cap, "device: creating the context (%sSetDevice/%sFree) with %s: %s", pre, pre, g_rt.path,
             hpcab__devrt_errstr(&g_rt, e));
    return -1;
  }
  uint64_t largest_input = 0;
  g_n = s->narrays;
  for (uint32_t i = 0; i < g_n; i++) {
    g_arr[i].bytes = s->arrays[i].bytes;
    g_arr[i].writable = s->arrays[i].writable != 0;
    void *p = NULL;
    if ((e = g_rt.malloc(&p, (size_t)g_arr[i].bytes + HPCAB__WDEV_CANARY))) {
      snprintf(err, cap, "device: %sMalloc of %llu bytes for array %u: %s", pre, (unsigned long long)g_arr[i].bytes, i,
               hpcab__devrt_errstr(&g_rt, e));
      return -1;
    }
    g_arr[i].dev = p;
    ptrs[i] = p;
    if (!g_arr[i].writable && g_arr[i].bytes > largest_input) largest_input = g_arr[i].bytes;
  }
  if (largest_input && !(g_scratch = malloc((size_t)largest_input))) {
    snprintf(err, cap, "device: no host memory for the input check (%llu bytes)", (unsigned long long)largest_input);
    return -1;
  }
  if ((e = g_rt.event_create(&g_start)) || (e = g_rt.event_create(&g_stop)) || (e = g_rt.device_synchronize())) {
    snprintf(err, cap, "device: %sEventCreate/%sDeviceSynchronize: %s", pre, pre, hpcab__devrt_errstr(&g_rt, e));
    return -1;
  }
  /* A warm-up of every path a call takes, while the loading filter still lets the runtime set itself up
     (staging buffers for pageable copies, copy engines, event timing): a canary's worth to and from
     every array, a memset, a timed empty interval. */
  unsigned char pat[HPCAB__WDEV_CANARY];
  canary_pattern(0, pat);
  float ms = 0;
  for (uint32_t i = 0; i < g_n && !e; i++) {
    e = g_rt.memcpy(g_arr[i].dev + g_arr[i].bytes, pat, sizeof pat, HPCAB__DEVRT_H2D);
    if (!e) e = g_rt.memcpy(pat, g_arr[i].dev + g_arr[i].bytes, sizeof pat, HPCAB__DEVRT_D2H);
    if (!e) e = g_rt.memset(g_arr[i].dev + g_arr[i].bytes, 0, sizeof pat);
  }
  if (!e) e = g_rt.event_record(g_start, NULL);
  if (!e) e = g_rt.device_synchronize();
  if (!e) e = g_rt.event_record(g_stop, NULL);
  if (!e) e = g_rt.event_synchronize(g_stop);
  if (!e) e = g_rt.event_elapsed_time(&ms, g_start, g_stop);
  if (e) {
    snprintf(err, cap, "device: warming up the copies and events: %s", hpcab__devrt_errstr(&g_rt, e));
    return -1;
  }
  return 0;
}

int hpcab__wdev_before(void *const *host, uint64_t seq, struct hpcab__wp_done *d)
{
  unsigned char pat[HPCAB__WDEV_CANARY];
  canary_pattern(seq, pat);
  g_rt.get_last_error(); /* nothing of an earlier call carries over */
  for (uint32_t i = 0; i < g_n; i++) {
    int e = g_arr[i].bytes ? g_rt.memcpy(g_arr[i].dev, host[i], (size_t)g_arr[i].bytes, HPCAB__DEVRT_H2D) : 0;
    if (!e) e = g_rt.memcpy(g_arr[i].dev + g_arr[i].bytes, pat, sizeof pat, HPCAB__DEVRT_H2D);
    if (e) return fail(d, HPCAB__WP_DEV_ERROR, (int)i, "Memcpy (an array to the device before the call)", e);
  }
  int e = g_rt.device_synchronize();
  if (!e) e = g_rt.event_record(g_start, NULL);
  if (e) return fail(d, HPCAB__WP_DEV_ERROR, -1, "DeviceSynchronize/EventRecord before the call", e);
  return HPCAB__WP_DEV_OK;
}

int hpcab__wdev_after(void *const *host, uint64_t seq, struct hpcab__wp_done *d)
{
  int e = g_rt.device_synchronize();
  if (e) return fail(d, HPCAB__WP_DEV_ERROR, -1, "DeviceSynchronize after the kernel", e);
  if ((e = g_rt.get_last_error()))
    return fail(d, HPCAB__WP_DEV_ERROR, -1, "GetLastError after the kernel (a launch failed)", e);
  float ms = 0;
  if ((e = g_rt.event_record(g_stop, NULL)) || (e = g_rt.event_synchronize(g_stop)) ||
      (e = g_rt.event_elapsed_time(&ms, g_start, g_stop)))
    return fail(d, HPCAB__WP_DEV_ERROR, -1, "Event timing of the call", e);
  d->device_ns = (int64_t)((double)ms * 1e6 + 0.5);
  for (uint32_t i = 0; i < g_n; i++)
    if (g_arr[i].writable && g_arr[i].bytes &&
        (e = g_rt.memcpy(host[i], g_arr[i].dev, (size_t)g_arr[i].bytes, HPCAB__DEVRT_D2H)))
      return fail(d, HPCAB__WP_DEV_ERROR, (int)i, "Memcpy (an output back from the device)", e);
  unsigned char pat[HPCAB__WDEV_CANARY], got[HPCAB__WDEV_CANARY];
  canary_pattern(seq, pat);
  for (uint32_t i = 0; i < g_n; i++) {
    if ((e = g_rt.memcpy(got, g_arr[i].dev + g_arr[i].bytes, sizeof got, HPCAB__DEVRT_D2H)))
      return fail(d, HPCAB__WP_DEV_ERROR, (int)i, "Memcpy (a canary back from the device)", e);
    if (memcmp(got, pat, sizeof pat) != 0)
      return fail(d, HPCAB__WP_DEV_CANARY, (int)i, "wrote past the end of a device array (its canary changed)", 0);
  }
  for (uint32_t i = 0; i < g_n; i++) {
    if (g_arr[i].writable || !g_arr[i].bytes) continue;
    if ((e = g_rt.memcpy(g_scratch, g_arr[i].dev, (size_t)g_arr[i].bytes, HPCAB__DEVRT_D2H)))
      return fail(d, HPCAB__WP_DEV_ERROR, (int)i, "Memcpy (an input back from the device)", e);
    if (memcmp(g_scratch, host[i], (size_t)g_arr[i].bytes) != 0)
      return fail(d, HPCAB__WP_DEV_WROTE_INPUT, (int)i, "changed an input array on the device", 0);
  }
  return HPCAB__WP_DEV_OK;
}
