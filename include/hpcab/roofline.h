/*
 * hpcab/roofline.h — the machine's measured peaks and the roofline plausibility rule (lib/DESIGN.md §9).
 *
 * hpcab_peak_measure measures sustained memory bandwidth the way STREAM does (copy and triad over
 * every physical core, one pinned thread per core, each thread first-touching its own slice, each
 * kernel's passes back to back with the first not counted and the fastest kept, bytes counted as
 * STREAM counts them: copy 16 and triad 24 bytes per f64 element)
 * and the peak double-precision FLOP rate (independent FMA chains on every core at once). The result
 * is a machine profile, cached per machine (hpcab_topo_key) by hpcab_profile_save/load.
 *
 * hpcab_plausibility_check applies the rule: an input is suspect when the candidate's median time is
 * below cost.bytes / (2 × peak bandwidth) — faster than moving its minimum traffic at twice the
 * measured peak — or when its median speedup exceeds 2000× on the host (16000× on a device).
 */
#ifndef HPCAB_ROOFLINE_H
#define HPCAB_ROOFLINE_H

#include "hpcab/common.h"
#include "hpcab/error.h"
#include "hpcab/topo.h"

HPCAB_BEGIN_DECLS

/** The working-set cap of the bandwidth measurement: 2 GiB, or a quarter of the memory if less. */
#define HPCAB_PEAK_CAP_BYTES ((uint64_t)2 << 30)

/** Median speedups above these are suspect (lib/DESIGN.md §9). Exactly the limit is not. */
#define HPCAB_SPEEDUP_LIMIT_HOST 2000.0
#define HPCAB_SPEEDUP_LIMIT_DEVICE 16000.0

/** Options of hpcab_peak_measure. Initialize with hpcab_peak_options_init, then change fields. */
typedef struct hpcab_peak_options {
  size_t size;                /**< sizeof(hpcab_peak_options) */
  unsigned nthreads;          /**< threads, one per core from core 0 (0: every physical core) */
  uint64_t working_set_bytes; /**< bytes of the triad's three arrays; 0: 4 × LLC, at least 1 MiB, capped */
  unsigned repetitions;       /**< timed passes per bandwidth kernel, best kept (0: 10; at least 2) */
  double flops_seconds;       /**< target duration of one FLOP-rate pass in seconds (0: 0.05) */
} hpcab_peak_options;

/**
 * Sets `opt` to the defaults (every field 0: a full-size measurement) for a caller whose struct is
 * `size` bytes (pass sizeof(hpcab_peak_options)); opt->size becomes `size`. HPCAB_E_INVALID when opt
 * is NULL or size is below the first layout.
 */
HPCAB_API hpcab_status hpcab_peak_options_init(hpcab_peak_options *opt, size_t size);

/** Length of the text fields of a machine profile, terminating NUL included. */
#define HPCAB_PROFILE_TEXT 128

/**
 * A machine profile: what hpcab_peak_measure measured. Bandwidths are in GB/s (10^9 bytes per
 * second, which is also bytes per nanosecond), the FLOP rate in GFLOP/s (f64).
 */
typedef struct hpcab_machine_profile {
  size_t size;                        /**< sizeof(hpcab_machine_profile) */
  char key[HPCAB_TOPO_KEY_HEX + 1];   /**< the machine key (hpcab_topo_key) */
  char cpu_model[HPCAB_PROFILE_TEXT]; /**< CPU model string */
  unsigned threads;                   /**< threads (= cores) measured on */
  unsigned cores;                     /**< physical cores of the machine */
  uint64_t llc_bytes;                 /**< last-level cache, summed over instances */
  uint64_t working_set_bytes;         /**< bytes of the triad's arrays actually used */
  uint64_t cap_bytes;                 /**< the cap that applied to the working set */
  int capped;                         /**< 1 when the cap kept the working set below 4 × LLC */
  unsigned repetitions;               /**< passes per bandwidth kernel (best kept) */
  double copy_gbps;                   /**< STREAM copy, 16 bytes per element */
  double triad_gbps;                  /**< STREAM triad, 24 bytes per element */
  double peak_gflops;                 /**< f64 FMA rate over all threads */
  unsigned vector_bits;               /**< SIMD width the FMA microkernel was compiled for */
  double device_gbps;                 /**< device memory bandwidth; 0 when not measured */
  int64_t measured_unix;              /**< when it was measured (seconds since the epoch) */
} hpcab_machine_profile;

/**
 * Measures the machine's peaks on `topo` and fills *out (out->size set by the caller: only that many
 * bytes are written).
 * Allocates the working set (3 arrays of f64), so it takes about a second at full size; the
 * calling thread only waits (blocked) while the pinned measuring threads run.
 * Fails with HPCAB_E_INVALID (NULL argument, opt->size or out->size not of a known layout), HPCAB_E_RANGE (more threads than
 * cores), HPCAB_E_NOMEM (the working set cannot be allocated) or HPCAB_E_SYSTEM (a thread cannot be
 * created or pinned).
 */
HPCAB_API hpcab_status hpcab_peak_measure(const hpcab_topo *topo, const hpcab_peak_options *opt,
                                          hpcab_machine_profile *out);

/** Returns the bandwidth the plausibility rule uses: the larger of copy and triad, in GB/s. */
HPCAB_API double hpcab_profile_peak_gbps(const hpcab_machine_profile *profile);

/**
 * Writes the default cache path of the profile of machine `key` measured on `threads` threads
 * (0: all cores) to buf: $XDG_CACHE_HOME/hpcabench/KEY.profile (~/.cache when XDG_CACHE_HOME is
 * unset or not absolute; KEY-tN.profile for a partial thread count). Fails with HPCAB_E_INVALID
 * (NULL argument or a key that is not a machine key), HPCAB_E_NOTFOUND (neither XDG_CACHE_HOME nor
 * HOME is set) or HPCAB_E_RANGE (buf smaller than the path).
 */
HPCAB_API hpcab_status hpcab_profile_path(const char *key, unsigned threads, char *buf, size_t cap);

/**
 * Saves `profile` as key=value text to `path` (NULL: the default path for its key and thread
 * count, creating the directories), atomically: a temporary file in the same directory renamed over
 * the target. Fails with HPCAB_E_INVALID (NULL profile or one that is not a valid measurement),
 * HPCAB_E_IO (cannot write).
 */
HPCAB_API hpcab_status hpcab_profile_save(const hpcab_machine_profile *profile, const char *path);

/**
 * Loads a profile from `path` into *out (out->size set by the caller). With `key` non-NULL the
 * file must be the profile of that machine. Fails with HPCAB_E_INVALID (NULL out or path, or out->size below the first layout),
 * HPCAB_E_NOTFOUND (no such file), HPCAB_E_IO, HPCAB_E_PARSE (malformed, message "path:line: ..."),
 * HPCAB_E_MISMATCH (a profile of another machine).
 */
HPCAB_API hpcab_status hpcab_profile_load(const char *path, const char *key, hpcab_machine_profile *out);

/** Suspect flags (bits of hpcab_suspect.flags). */
enum {
  HPCAB_SUSPECT_NONE = 0,
  HPCAB_SUSPECT_ROOFLINE = 1, /**< faster than cost.bytes at twice the peak bandwidth */
  HPCAB_SUSPECT_SPEEDUP = 2   /**< median speedup above the limit */
};

/** The verdict of hpcab_plausibility_check. */
typedef struct hpcab_suspect {
  size_t size;          /**< sizeof(hpcab_suspect), set by the caller */
  unsigned flags;       /**< HPCAB_SUSPECT_* bits; 0 = plausible */
  double floor_ns;      /**< cost.bytes / (2 × peak GB/s); 0 when the rule did not apply */
  double speedup_limit; /**< 2000 or 16000 */
  char reason[256];     /**< "" when plausible, else why ("time 3.1 ns below the roofline floor ...") */
} hpcab_suspect;

/**
 * Judges one timed input: suspect when candidate_median_ns < cost_bytes / (2 × peak bandwidth)
 * (host traffic that fits in the profile's last-level cache, cost_bytes <= llc_bytes, is not held
 * to this DRAM floor: cache bandwidth is not measured; floor_ns is then 0)
 * (hpcab_profile_peak_gbps on the host; profile->device_gbps for a device run, and the floor is
 * skipped when that is 0), or when median_speedup > 2000 (host) / 16000 (is_device non-zero).
 * Exactly at the floor or at the limit is not suspect. Fills *out (out->size set by the caller).
 * Fails with HPCAB_E_INVALID: NULL argument, a struct size not of a known layout, a host profile without a positive bandwidth, or a
 * negative or NaN cost, time or speedup.
 */
HPCAB_API hpcab_status hpcab_plausibility_check(const hpcab_machine_profile *profile, double cost_bytes,
                                                double candidate_median_ns, double median_speedup, int is_device,
                                                hpcab_suspect *out);

HPCAB_END_DECLS

#endif /* HPCAB_ROOFLINE_H */
