/*
 * lib/device/devrt.h — a device runtime (the CUDA runtime or the HIP runtime) as a table of the few
 * functions libhpcabench and hpcab-worker call, resolved with dlsym. The prototypes are our own: both
 * runtimes return an int error code (0 success) and take the same arguments for these calls; handles
 * (events, streams) are pointers; the legacy default stream is NULL. No vendor header is included.
 *
 * Internal. Compiled into the library (lib/device/device.c, device_peak.c) and into the worker (which
 * is not linked with the library): it depends on nothing of the library, and reports errors into a
 * caller's buffer.
 */
#ifndef HPCAB_DEVRT_H
#define HPCAB_DEVRT_H

#include <stddef.h>
#include <stdint.h>

/* Runtime kinds (the values of hpcab_device_runtime). */
#define HPCAB__DEVRT_CUDA 1
#define HPCAB__DEVRT_HIP 2

/* cudaMemcpyKind / hipMemcpyKind (the same values in both). */
#define HPCAB__DEVRT_H2D 1
#define HPCAB__DEVRT_D2H 2
#define HPCAB__DEVRT_D2D 3

/* cudaDeviceScheduleSpin / hipDeviceScheduleSpin. */
#define HPCAB__DEVRT_SCHEDULE_SPIN 1u

/* cudaDeviceAttr values (CUDA only: HIP numbers its attributes differently). */
#define HPCAB__DEVRT_CUDA_ATTR_MULTIPROCESSORS 16
#define HPCAB__DEVRT_CUDA_ATTR_CC_MAJOR 75
#define HPCAB__DEVRT_CUDA_ATTR_CC_MINOR 76

/* Where cudaDeviceProp keeps what we read (stable since CUDA 10: name[256], then cudaUUID_t, luid[8],
   luidDeviceNodeMask, then totalGlobalMem aligned to 8). The buffer we pass is far larger than the
   struct of any release. */
#define HPCAB__DEVRT_PROP_BYTES 8192
#define HPCAB__DEVRT_PROP_UUID 256
#define HPCAB__DEVRT_PROP_TOTAL_MEM 288

typedef struct hpcab__devrt {
  int kind;       /* HPCAB__DEVRT_CUDA or _HIP; 0 when not loaded */
  void *handle;   /* our dlopen handle (NULL when resolved through another library's) */
  char path[256]; /* what was loaded (a path or a soname) */
  int (*get_device_count)(int *count);
  int (*set_device)(int device);
  int (*set_device_flags)(unsigned flags);
  int (*device_get_attribute)(int *value, int attr, int device); /* CUDA only */
  int (*get_device_properties)(void *prop, int device);          /* CUDA only */
  int (*device_get_name)(char *name, int len, int device);       /* HIP only */
  int (*device_get_uuid)(void *uuid16, int device);              /* HIP only; optional */
  int (*device_get_pci_bus_id)(char *id, int len, int device);   /* optional */
  int (*malloc)(void **ptr, size_t bytes);
  int (*free)(void *ptr);
  int (*memcpy)(void *dst, const void *src, size_t bytes, int kind);
  int (*memset)(void *ptr, int value, size_t bytes);
  int (*device_synchronize)(void);
  int (*get_last_error)(void);
  const char *(*get_error_string)(int err);
  int (*event_create)(void **event);
  int (*event_record)(void *event, void *stream);
  int (*event_synchronize)(void *event);
  int (*event_elapsed_time)(float *ms, void *start, void *stop);
  int (*event_destroy)(void *event);
  int (*runtime_get_version)(int *version);
  int (*driver_get_version)(int *version); /* optional */
  int (*device_reset)(void);
} hpcab__devrt;

/**
 * Loads runtime `kind` into *rt: dlopen of `path` (NULL or "": $HPCAB_CUDA_RUNTIME / $HPCAB_HIP_RUNTIME,
 * else the default sonames in turn), every function resolved through that handle — a runtime a kernel
 * library already loaded under that soname is the one dlopen returns. When none loads and `from` (a
 * dlopen handle: the worker's kernel library) is non-NULL, the functions are looked up through it (a
 * runtime the library carries statically). Returns 0, or -1 with a message in err (cap bytes) naming
 * the files tried and dlerror.
 */
int hpcab__devrt_load(hpcab__devrt *rt, int kind, void *from, const char *path, char *err, size_t cap);

/** Unloads what hpcab__devrt_load opened (the table is cleared). */
void hpcab__devrt_unload(hpcab__devrt *rt);

/** "cudaErrorNoDevice: no CUDA-capable device is detected"-like text of error `e` (never NULL). */
const char *hpcab__devrt_errstr(const hpcab__devrt *rt, int e);

/** "cuda" or "hip" ("none"). */
const char *hpcab__devrt_kind_name(int kind);

/** The function-name prefix of a runtime ("cuda", "hip"). */
const char *hpcab__devrt_prefix(int kind);

/** Formats a 16-byte CUDA UUID as "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" (out: 48 bytes at least). */
void hpcab__devrt_format_uuid(const unsigned char *bytes16, char *out, size_t cap);

/** A UUID reduced for comparison: lower-case hex digits (and letters) only, "GPU-" and '-' dropped. */
void hpcab__devrt_normalize_uuid(const char *in, char *out, size_t cap);

/** The UUID of device `index` of a loaded runtime into out ("" when the runtime does not say). */
void hpcab__devrt_uuid(const hpcab__devrt *rt, int index, char *out, size_t cap);

#endif /* HPCAB_DEVRT_H */
