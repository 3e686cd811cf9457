/*
 * hpcab/device.h — accelerators for device residency (lib/DESIGN.md §5, §9; issue 18): the CUDA and HIP
 * runtimes, a device chosen by index or UUID, and its measured memory bandwidth (the device roofline).
 *
 * The library has no link-time dependency on either runtime: the first call that needs one loads it
 * with dlopen — the CUDA runtime (libcudart.so.13, .12, .11, libcudart.so), then the HIP runtime
 * (libamdhip64.so.6, .5, libamdhip64.so) — and resolves the few functions it calls by name, with
 * prototypes of its own (no vendor header is included). $HPCAB_CUDA_RUNTIME and $HPCAB_HIP_RUNTIME
 * name another file to load instead (a path or a soname). Every failure is a status with a message
 * that says which runtime, which file and what the runtime answered: no runtime (HPCAB_E_UNSUPPORTED),
 * no device (HPCAB_E_NOTFOUND), an index out of range (HPCAB_E_RANGE), a UUID no device has
 * (HPCAB_E_NOTFOUND). hpcab-judge and hpcab-peak exit 2 on them.
 *
 * How a device grade runs (the worker side is in hpcab/worker.h, the pair in hpcab/invoke.h): the
 * candidate (.cu compiled by nvcc, .hip by hipcc) is a shared object whose host entry point — the
 * manifest's symbol, with the prototype `hpcab-judge signature KERNEL --residency device` prints —
 * launches the kernel on device pointers. The worker allocates every array on the device once per
 * input, copies the inputs and the poisoned outputs to the device before each call, records a device
 * event, calls the entry point, synchronizes the whole device, records a second event, and copies the
 * outputs back into the arena, where the judge checks them as on the host. The call's time is the
 * interval between the two events; the judge's own clock around the whole call is the cross-check.
 *
 * Functions are thread-safe on distinct handles. A handle keeps its runtime loaded.
 */
#ifndef HPCAB_DEVICE_H
#define HPCAB_DEVICE_H

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** A device runtime. Values never change. */
typedef enum hpcab_device_runtime {
  HPCAB_RUNTIME_ANY = 0,  /**< in a request: CUDA first, then HIP */
  HPCAB_RUNTIME_CUDA = 1, /**< the CUDA runtime (libcudart) */
  HPCAB_RUNTIME_HIP = 2   /**< the HIP runtime (libamdhip64) */
} hpcab_device_runtime;

/** "any", "cuda" or "hip" ("unknown" otherwise). */
HPCAB_API const char *hpcab_device_runtime_name(hpcab_device_runtime runtime);

/**
 * Parses "cuda", "hip" or "any" into *out. HPCAB_E_INVALID (naming the word) otherwise.
 */
HPCAB_API hpcab_status hpcab_device_runtime_from_name(const char *name, hpcab_device_runtime *out);

/** A chosen device of a loaded runtime (opaque). */
typedef struct hpcab_device hpcab_device;

/** Length of the text fields of hpcab_device_info, terminating NUL included. */
#define HPCAB_DEVICE_TEXT 256

/** What is known of a device. Set `size` before hpcab_device_get_info. */
typedef struct hpcab_device_info {
  size_t size;                          /**< sizeof(hpcab_device_info) */
  hpcab_device_runtime runtime;         /**< CUDA or HIP */
  int index;                            /**< its ordinal in the runtime's enumeration */
  int count;                            /**< devices the runtime sees */
  char name[HPCAB_DEVICE_TEXT];         /**< "NVIDIA H200", ... */
  char uuid[64];                        /**< "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" (CUDA), "GPU-<16 chars>"
                                        (HIP); "" when the runtime does not say */
  char arch[32];                        /**< "sm_90" (CUDA, from the compute capability); "" when unknown */
  int cc_major, cc_minor;               /**< compute capability (CUDA); 0 elsewhere */
  int multiprocessors;                  /**< streaming multiprocessors / compute units (0 unknown) */
  uint64_t total_bytes;                 /**< device memory (0 unknown) */
  int runtime_version;                  /**< the runtime's version number (CUDA: 1000*major + 10*minor) */
  int driver_version;                   /**< the driver's (0 unknown) */
  char runtime_path[HPCAB_DEVICE_TEXT]; /**< the runtime library as loaded (a path or a soname) */
  char pci_bus_id[32];                  /**< "0000:17:00.0" ("" unknown) */
} hpcab_device_info;

/**
 * Number of devices runtime `runtime` sees (HPCAB_RUNTIME_ANY: the first runtime that loads) into
 * *count. A runtime that loads but answers "no device" (or a driver too old or missing) gives 0 and
 * HPCAB_OK. Fails with HPCAB_E_UNSUPPORTED when no runtime can be loaded (the message names the files
 * tried and dlerror), HPCAB_E_INVALID on a NULL count or a bad runtime.
 */
HPCAB_API hpcab_status hpcab_device_count(hpcab_device_runtime runtime, int *count);

/**
 * Opens a device: `selector` NULL or "" is device 0, a decimal number is an index, anything else a
 * UUID as hpcab_device_info.uuid prints it (the "GPU-" prefix, hyphens and case do not matter); with
 * HPCAB_RUNTIME_ANY the CUDA runtime is tried first, then HIP. Creates no context on the device.
 * Fails with HPCAB_E_UNSUPPORTED (no runtime loads), HPCAB_E_NOTFOUND (the runtime sees no device —
 * its own error quoted — or no device has that UUID, the UUIDs seen listed), HPCAB_E_RANGE (index out
 * of range, the count said), HPCAB_E_INVALID (NULL out, bad runtime, malformed selector); *out is
 * then NULL.
 */
HPCAB_API hpcab_status hpcab_device_open(const char *selector, hpcab_device_runtime runtime, hpcab_device **out);

/** Copies what is known of `dev` into *out (out->size set by the caller). HPCAB_E_INVALID on NULL. */
HPCAB_API hpcab_status hpcab_device_get_info(const hpcab_device *dev, hpcab_device_info *out);

/** Frees `dev` (NULL is fine); a context the library created on it (hpcab_device_peak_measure) is reset. */
HPCAB_API void hpcab_device_free(hpcab_device *dev);

/* ---- the device roofline ---- */

/**
 * A device's measured memory bandwidth, in GB/s (10^9 bytes per second): STREAM copy counted as 16
 * bytes per f64 element (read and write; a device-to-device copy), triad as 24 (a[i] = b[i] + s c[i],
 * a kernel loaded from PTX through the CUDA driver; not measured on HIP: 0).
 */
typedef struct hpcab_device_peak {
  size_t size;   /**< sizeof(hpcab_device_peak) */
  char uuid[64]; /**< the device it was measured on */
  char name[HPCAB_DEVICE_TEXT];
  uint64_t array_bytes; /**< bytes of each of the three arrays */
  unsigned repetitions; /**< passes per kernel, fastest kept */
  double copy_gbps;
  double triad_gbps; /**< 0 when not measured */
  int64_t measured_unix;
} hpcab_device_peak;

/** The bandwidth the device plausibility rule uses: the larger of copy and triad (0 for NULL, and 0
    with the error recorded for a `size` of no known layout). */
HPCAB_API double hpcab_device_peak_gbps(const hpcab_device_peak *peak);

/**
 * Measures the bandwidth of `dev`: three arrays of `array_bytes` each (0: 256 MiB, or an eighth of
 * the device memory if less), `repetitions` timed passes per kernel (0: 20; at least 2), timed with
 * device events, fastest kept. Creates a context on the device for the measurement and resets it
 * after. Fails with HPCAB_E_INVALID (NULL argument), HPCAB_E_NOMEM (device allocation), HPCAB_E_SYSTEM
 * (a runtime call failed: the runtime's error quoted).
 */
HPCAB_API hpcab_status hpcab_device_peak_measure(hpcab_device *dev, uint64_t array_bytes, unsigned repetitions,
                                                 hpcab_device_peak *out);

/**
 * The cache path of the peak of device `uuid`: $XDG_CACHE_HOME/hpcabench/device-UUID.profile (~/.cache
 * when XDG_CACHE_HOME is unset or not absolute). HPCAB_E_INVALID (NULL or a uuid with characters other
 * than letters, digits and '-'), HPCAB_E_NOTFOUND (no cache directory known), HPCAB_E_RANGE (buf too small).
 */
HPCAB_API hpcab_status hpcab_device_peak_path(const char *uuid, char *buf, size_t cap);

/** Saves `peak` as key=value text at `path` (atomically; directories made). HPCAB_E_INVALID, HPCAB_E_IO. */
HPCAB_API hpcab_status hpcab_device_peak_save(const hpcab_device_peak *peak, const char *path);

/**
 * Loads a saved peak; with `uuid` non-NULL it must be that device's. HPCAB_E_NOTFOUND (no file),
 * HPCAB_E_PARSE ("path:line: ..."), HPCAB_E_MISMATCH (another device's), HPCAB_E_INVALID, HPCAB_E_IO.
 */
HPCAB_API hpcab_status hpcab_device_peak_load(const char *path, const char *uuid, hpcab_device_peak *out);

/**
 * The cached peak of `dev`, measured (with the defaults) and saved when there is none or `refresh` is
 * set. *cached (may be NULL) tells which. Fails as hpcab_device_peak_measure does; a cache that cannot
 * be written is not an error.
 */
HPCAB_API hpcab_status hpcab_device_peak_get(hpcab_device *dev, int refresh, hpcab_device_peak *out, int *cached);

/* ---- the judge's clock as the cross-check of the device events ---- */

/** Device-event medians below this are not resolved (the events' resolution is about half a microsecond). */
#define HPCAB_DEVICE_RESOLUTION_NS 2000.0

/** The result of hpcab_device_clock_check. */
typedef struct hpcab_clock_check_result {
  size_t size;              /**< sizeof(hpcab_clock_check_result) */
  double host_reference_ns; /**< median of the judge's clock around the reference's calls */
  double host_candidate_ns; /**< the same of the candidate's */
  double gap_reference_ns;  /**< median of (judge's clock - device time) over the reference's calls */
  double gap_candidate_ns;  /**< the same of the candidate's */
  double tolerance_ns;      /**< how much larger the candidate's gap may be */
  int consistent;           /**< 1: the candidate's gap is within the tolerance of the reference's */
  char reason[256];         /**< "" when consistent, else why */
} hpcab_clock_check_result;

/**
 * Cross-checks device-event times against the judge's clock (lib/DESIGN.md §9 "a device check"). Each
 * call's judge-clock time spans its device-event time plus the same work on both sides (copies to
 * and from the device, the checks, the round trip), so the gap between the two is the same for both
 * sides of an honest pair; a kernel that did work outside its events (a stream the final
 * synchronization missed, work before the start event) or forged its device time shows a larger gap.
 * The candidate is inconsistent when the median of its gaps exceeds the reference's by more than
 * max(20 us, 10% of the reference's gap, 2% of the reference's median judge-clock time). Takes n calls
 * per side (device and judge-clock times in ns, round order). HPCAB_E_INVALID on NULL arrays or n < 1.
 */
HPCAB_API hpcab_status hpcab_device_clock_check(const double *ref_device_ns, const double *ref_host_ns,
                                                const double *cand_device_ns, const double *cand_host_ns, size_t n,
                                                hpcab_clock_check_result *out);

HPCAB_END_DECLS

#endif /* HPCAB_DEVICE_H */
