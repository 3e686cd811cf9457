/*
 * hpcab/topo.h — the machine's topology (hwloc): one thread per physical core, pinned.
 *
 * A topology handle lists the physical cores the process may use (cores with no allowed processing
 * unit are left out), the processing unit (PU, an OS cpu index as sched_setaffinity and
 * sched_getcpu count them) chosen for each core — the lowest-numbered allowed PU of the core — the
 * last-level cache, the NUMA nodes, a stable machine key and a human description. From it a judge
 * derives how a worker runs a kernel: the exact environment (OpenMP and BLAS thread counts, OpenMP
 * places), the cpu set the worker is confined to, and a cpu for the judge's own thread that no
 * kernel thread uses, when the machine has one to spare.
 *
 * "Core i" below always means the i-th core of this list (0-based, hwloc's logical order, so
 * consecutive cores are close in the hierarchy); a run with N threads uses cores 0..N-1.
 * A handle is immutable after hpcab_topo_new and may be used from several threads at once.
 */
#ifndef HPCAB_TOPO_H
#define HPCAB_TOPO_H

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** An immutable snapshot of the machine's topology. */
typedef struct hpcab_topo hpcab_topo;

/** Length of a machine key in hex digits (a 16-byte BLAKE2b hash); a key buffer needs one more. */
#define HPCAB_TOPO_KEY_HEX 32

/**
 * Discovers the topology of the machine as this process sees it (hwloc, restricted to the cpus the
 * process is allowed to use) and stores a new handle in *out (NULL on failure).
 * Fails with HPCAB_E_INVALID when out is NULL, HPCAB_E_SYSTEM when hwloc cannot load the topology,
 * HPCAB_E_UNSUPPORTED when it finds no usable core, HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_topo_new(hpcab_topo **out);

/** Frees a topology handle (NULL is fine). */
HPCAB_API void hpcab_topo_free(hpcab_topo *topo);

/** Returns the number of usable physical cores (at least 1; 0 for a NULL handle). */
HPCAB_API unsigned hpcab_topo_core_count(const hpcab_topo *topo);

/** Returns the number of usable processing units (hardware threads) over all cores (0 for NULL). */
HPCAB_API unsigned hpcab_topo_pu_count(const hpcab_topo *topo);

/** Returns the OS cpu index of the PU chosen for core `core`, or -1 when `core` is out of range. */
HPCAB_API int hpcab_topo_core_pu(const hpcab_topo *topo, unsigned core);

/**
 * Returns the total size in bytes of the last-level cache: the sum over all instances of the
 * deepest data or unified cache level hwloc reports (e.g. two sockets of 32 MiB L3 give 64 MiB);
 * 0 when hwloc reports no cache.
 */
HPCAB_API uint64_t hpcab_topo_llc_bytes(const hpcab_topo *topo);

/** One level of data (or unified) cache as hwloc reports it. Set `size` before hpcab_topo_get_cache. */
typedef struct hpcab_cache_level {
  size_t size;        /**< sizeof(hpcab_cache_level) */
  int level;          /**< 1 for L1, 2 for L2, ... */
  uint64_t bytes;     /**< bytes of one instance (the largest, where instances differ) */
  unsigned instances; /**< how many the machine has */
} hpcab_cache_level;

/** Returns the number of data or unified cache levels hwloc reports (0: none). */
HPCAB_API size_t hpcab_topo_cache_count(const hpcab_topo *topo);

/** Fills *out with cache level i, from the level nearest the cores (i = 0) outward. Fails with
    HPCAB_E_INVALID for a NULL topology, i out of range or out->size too small. */
HPCAB_API hpcab_status hpcab_topo_get_cache(const hpcab_topo *topo, size_t i, hpcab_cache_level *out);

/** Returns the number of NUMA nodes (at least 1 for a valid handle). */
HPCAB_API unsigned hpcab_topo_numa_count(const hpcab_topo *topo);

/** Returns the machine's memory in bytes: hwloc's total over its NUMA nodes, else the OS's (0: unknown). */
HPCAB_API uint64_t hpcab_topo_memory_bytes(const hpcab_topo *topo);

/** Returns the CPU model string ("unknown" when hwloc does not report one). */
HPCAB_API const char *hpcab_topo_cpu_model(const hpcab_topo *topo);

/**
 * Returns the machine key: HPCAB_TOPO_KEY_HEX lowercase hex digits of a BLAKE2b hash over the CPU
 * model and the topology (packages, NUMA nodes, cores with their PUs, cache levels and sizes). It is
 * stable across loads on one machine and names the machine's cached profile (hpcab/roofline.h).
 */
HPCAB_API const char *hpcab_topo_key(const hpcab_topo *topo);

/** Returns a one-line human description ("AMD EPYC: 1 package, 2 cores, 2 PUs, ..."). */
HPCAB_API const char *hpcab_topo_describe(const hpcab_topo *topo);

/**
 * Pins the calling thread to the PU chosen for core `core`. Fails with HPCAB_E_INVALID (NULL
 * handle), HPCAB_E_RANGE (no such core) or HPCAB_E_SYSTEM (the OS refused the binding).
 */
HPCAB_API hpcab_status hpcab_topo_pin_thread(const hpcab_topo *topo, unsigned core);

/**
 * Builds the environment a worker running a kernel on `nthreads` threads gets (0: one per core;
 * the `--threads N` option of the tools maps here). *envp receives a NULL-terminated array of
 * "NAME=value" strings, exactly these, in this order and nothing from the caller's environment:
 *   OMP_NUM_THREADS=N, OMP_PLACES={p0},{p1},...,{pN-1} (the PUs of cores 0..N-1),
 *   OMP_PROC_BIND=close, OPENBLAS_NUM_THREADS=N, MKL_NUM_THREADS=N, GOTO_NUM_THREADS=N.
 * Free it with hpcab_topo_env_free. Fails with HPCAB_E_INVALID (NULL argument), HPCAB_E_RANGE
 * (nthreads above the core count: one thread per physical core is the rule) or HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_topo_worker_env(const hpcab_topo *topo, unsigned nthreads, char ***envp);

/** Frees an environment from hpcab_topo_worker_env (NULL is fine). */
HPCAB_API void hpcab_topo_env_free(char **envp);

/**
 * Writes the OS cpu indices a worker on `nthreads` threads (0: one per core) may run on — the PUs of
 * cores 0..N-1, in core order — to cpus[0..N-1] and N to *count. Fails with HPCAB_E_INVALID (NULL
 * argument), HPCAB_E_RANGE (nthreads above the core count, or `cap` below N; *count then still
 * says N).
 */
HPCAB_API hpcab_status hpcab_topo_worker_cpus(const hpcab_topo *topo, unsigned nthreads, int *cpus, size_t cap,
                                              size_t *count);

/**
 * Fills `cpuset`, a Linux cpu mask of `setsize` bytes (a cpu_set_t: pass sizeof(cpu_set_t) and
 * &set, ready for sched_setaffinity), with the worker's cpus as hpcab_topo_worker_cpus lists them.
 * Fails with HPCAB_E_INVALID (NULL argument), HPCAB_E_RANGE (nthreads above the core count, or a
 * cpu index that does not fit in `setsize` bytes).
 */
HPCAB_API hpcab_status hpcab_topo_worker_cpuset(const hpcab_topo *topo, unsigned nthreads, size_t setsize,
                                                void *cpuset);

/**
 * Chooses a cpu for the judge's own thread while a kernel runs on `nthreads` threads (0: one per
 * core): the chosen PU of the first core the kernel does not use. A hardware-thread sibling of a
 * kernel core is never offered, since it shares the core's execution units. *cpu receives the OS
 * cpu index, or -1 when no core is spare — the judge then must block (never spin) while it waits.
 * Fails with HPCAB_E_INVALID (NULL argument) or HPCAB_E_RANGE (nthreads above the core count).
 */
HPCAB_API hpcab_status hpcab_topo_judge_cpu(const hpcab_topo *topo, unsigned nthreads, int *cpu);

HPCAB_END_DECLS

#endif /* HPCAB_TOPO_H */
