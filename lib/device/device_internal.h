/*
 * lib/device/device_internal.h — the device handle's innards, shared by lib/device/device.c
 * (selection, info) and lib/device/device_peak.c (the bandwidth measurement). Internal.
 */
#ifndef HPCAB_DEVICE_INTERNAL_H
#define HPCAB_DEVICE_INTERNAL_H

#include "devrt.h"
#include "hpcab/device.h"

struct hpcab_device {
  hpcab__devrt rt;        /* the loaded runtime */
  hpcab_device_info info; /* filled when it was opened */
  int context;            /* 1: the library created a context on it (reset by hpcab_device_free) */
};

#endif /* HPCAB_DEVICE_INTERNAL_H */
