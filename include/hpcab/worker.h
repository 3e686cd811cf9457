/*
 * hpcab/worker.h — running hostile kernel code in a sandboxed worker process.
 *
 * An *arena* is the judge-side set of a kernel's arrays, each in its own shared-memory object
 * (memfd): the judge fills inputs through hpcab_arena_data(), poisons outputs before every call, and
 * checks the canaries after it. In the judge each array ends at a PROT_NONE guard page; in the worker
 * each array lies between PROT_NONE guard regions of at least 1 MiB (an eighth of its mapping for
 * large arrays), so any access within that distance of it faults and is reported out of bounds
 * naming it. The slack between the array and its 64-byte-aligned end, and the rest of its first page,
 * hold canary bytes. Intent-in arrays are sealed (F_SEAL_FUTURE_WRITE): only the judge's own mapping
 * made before sealing can write them; the worker maps them read-only and no mprotect can change that.
 *
 * A *worker* is a freshly exec'd `hpcab-worker` process (never a fork of the judge, whose memory holds
 * secrets) that maps one arena, hardens itself (closes descriptors, clean environment, resource limits,
 * namespaces, Landlock, seccomp filters), loads one shared library, resolves one symbol and calls it
 * through libffi on request. Reference and candidate run in workers set up identically.
 *
 * Timing: hpcab_call_result.elapsed_ns is measured by the judge: from just before it lets the stopped
 * worker continue (SIGCONT) to just after it has seen the worker stopped again (SIGSTOP, confirmed
 * with waitid) once the kernel returned. Every instruction a candidate thread runs during a call
 * falls inside that interval; between calls every thread of the worker is frozen. The interval holds
 * a round-trip overhead (hpcab_worker_ping measures it; tests/perf/worker_overhead). It depends on
 * placement: a wake-up that crosses CPUs costs several times one that stays on a CPU (on a virtual
 * machine ~95 against ~18 us), so once the library is loaded the worker pins its calling thread to
 * cpus[0], and a caller that wants the small, equal overhead for every worker calls from a thread
 * pinned to that CPU too (the judge does, for both sides).
 *
 * Several workers may share one arena (the judge binds the reference's and the candidate's worker
 * to the same arena, so both read the same input pages and write the same output pages; its timed
 * pairs use two arenas that share the input pages and differ only in their output pages, with each
 * side's worker of a round's first call on one and of its second call on the other: hpcab/invoke.h).
 * Every
 * worker maps each array at the address the arena chose for it (a random 2 MiB-aligned place
 * between 32 and 48 TiB, the same in every worker of the arena; a device worker maps them where mmap
 * puts them, since the device runtime reserves address ranges of its own), and runs without
 * address-space randomization (set before the exec where the kernel allows it), its calls' stack at
 * a fixed distance below the top of its stack whatever its environment's length: two workers of the
 * same library then run with every address alike, which the timing of identical code needs (virtual
 * addresses index TLBs, the L1 way predictor of AMD cores and the prefetchers' tables).
 * HPCAB_GUARD_FIXED_LAYOUT reports it. Only one of them may be in a call at a time, and every other
 * worker is frozen meanwhile. Sharing is safe against a hostile candidate because every call starts
 * with the out arrays poisoned and the caller rewrites the inout arrays: a call never finds the other
 * side's output of the same round (tests/zoo/peek_output.c); inputs are sealed for every worker alike.
 *
 * A worker is bound to one arena for its life: the judge makes a new arena and worker per set of
 * sizes. Functions are thread-safe on distinct handles; the worker is a child of the calling process
 * and is reaped by hpcab_worker_free (a SIGCHLD disposition of SIG_IGN in the judge, or a judge that
 * reaps every child with waitpid(-1), breaks that). A worker dies (SIGKILL) when the *thread* that
 * created it ends, not only the process (its parent-death signal is tied to that thread): create and
 * use a worker from a thread that outlives it. Every live worker is in the process-wide table of
 * children (hpcab/children.h), so a SIGINT/SIGTERM handler can end them all.
 *
 * Sandbox, in the order the worker applies it: exec of a small binary (no judge memory); a
 * parent-death signal (SIGKILL when the judge's thread ends, checked after it is set, so that a judge
 * killed outright leaves no stopped worker behind); only the control channel open, only the judge's
 * environment strings; resource limits (address space, CPU time, no core files, no file writes, 16
 * descriptors, process count); new user/PID/network/mount/IPC/UTS namespaces where the kernel allows
 * (else reported, and the worker runs without; /proc is covered by an empty tmpfs in the new mount
 * namespace); Landlock (read-only access to the system library directories, /etc/ld.so.cache and the
 * library; no TCP; no signals out); then, before the library loads, two seccomp filters: a deny-list
 * under which the library loads and its constructors run (no writable opens, sockets, exec, fork,
 * ptrace, process_vm_*, sleeping — nanosleep, clock_nanosleep, futex waits with a timeout — signals to
 * others, and no handler for SIGSYS or the fault signals the worker reports), and a gate (seccomp()
 * only from one system-call instruction of the worker's own code; no prctl(PR_SET_SECCOMP), no change
 * of no_new_privs or of the parent-death signal), so that no library can stack a filter of its own;
 * after loading, an allow-list filter on every thread for the calls (no open succeeds: an open for
 * reading, a stat, access or readlink of a path is trapped and answered as failed with EACCES by the
 * worker's SIGSYS handler, counted in hpcab_call_result.read_opens and flagged by the judge, so an
 * honest library probing /sys goes on; any open that writes or creates stays fatal; sched_getaffinity
 * is answered with the worker's CPUs, not the calling thread's one, so sysconf, get_nprocs and
 * omp_get_num_procs agree; threads allowed;
 * clone3 answers ENOSYS; futex waits only without a timeout), which the judge verifies positively
 * before the first call: the worker makes probe calls (openat, getppid) the allow-list must trap, and a
 * worker whose probes are not trapped is ended (worker_lost; the filter count in /proc is a second
 * check). A forbidden system call is trapped and reported by name. The floating-point environment is
 * recorded before the library loads and restored before every call; a call, or the library's
 * constructors, that leave it changed (flush-to-zero, denormals-are-zero, the rounding mode, exception
 * traps) end with HPCAB_OUTCOME_FP_ENV. The judge also checks every thread of the kernel's OpenMP team
 * after the correctness calls and after each timed input (an empty round trip in which the worker runs
 * a parallel region that reads and restores each thread's environment; libgomp ends pool threads beyond
 * that team): a team thread left changed is HPCAB_OUTCOME_FP_ENV naming the thread ("the kernel's
 * OpenMP thread 1 left ..."). Threads made with pthread_create are not reached (residual: the source
 * and object checks refuse the setters). Every guard is reported by hpcab_worker_guard, applied or not
 * with the reason; none is skipped silently.
 *
 * Device residency (hpcab_worker_options.device; hpcab/device.h): the worker loads the device runtime
 * the judge names (the CUDA or HIP runtime, or the one the library carries), creates its context and
 * allocates every array on the device, each followed by 256 bytes of canary, before the call filter is
 * installed, and warms up the copies and events; the judge's environment shows it one device
 * (CUDA_VISIBLE_DEVICES or ROCR_VISIBLE_DEVICES by UUID), with the runtime's modules loaded eagerly and
 * no JIT cache on disk. A call then: copies every array host -> device (the out arrays the judge just
 * poisoned, so the device outputs start poisoned too), writes the canaries, synchronizes, records a start
 * event, calls the entry point with device pointers, synchronizes the whole device, records a stop
 * event, and copies the out and inout arrays back into the arena, where the judge checks them as on
 * the host; it checks the canaries (a damaged one: out_of_bounds naming the array) and that every input
 * on the device is bitwise the arena's (wrote_input); a runtime error after the call (an illegal
 * address, a failed launch) is HPCAB_OUTCOME_DEVICE_ERROR. hpcab_call_result.device_ns is the events'
 * interval; the judge's own clock still spans the whole call, and a device time longer than it is a
 * forged report (worker_lost); the judge compares the two per timed input (hpcab_device_clock_check).
 * A GPU needs these relaxations, and nothing else is relaxed (the guard line lists them after
 * "relaxed for the device:"):
 *  - Landlock: read-write and ioctl on the device files (/dev/nvidia*, /dev/nvidia-caps, /dev/kfd,
 *    /dev/dri), read on /sys (the device topology), /proc/driver, /proc/self, /usr/local/cuda, /opt/rocm
 *    and the runtime's directory;
 *  - the mount namespace: /proc is a fresh procfs of the worker's PID namespace (it shows the worker
 *    alone) instead of an empty tmpfs, because the runtime reads its driver's parameters there; where
 *    the kernel refuses that mount, /proc stays the judge's and Landlock limits what is read of it;
 *  - the loading filter: opens for reading and writing (O_RDWR without O_CREAT, O_TRUNC, O_APPEND; the
 *    device files) and waits with a timeout are let through; other writable opens, socket() and
 *    file-system changes fail with EACCES instead of ending the worker;
 *  - the call filter: ioctl (the runtime's commands to the driver), poll/epoll/select, waits with a
 *    timeout and nanosleep (the runtime's threads), mlock, thread names and priorities are allowed; a
 *    call neither list names fails with EPERM, and open fails with EACCES, instead of ending the worker
 *    (what a runtime does during a call cannot be enumerated without the GPU; it is refused all the
 *    same); exec, fork, ptrace, mount, signals to others stay trapped, and so do the judge's probe calls
 *    (getsid and getppid on a device worker: verified as ever);
 *  - resource limits: no address-space limit (the runtime reserves address space far beyond what it
 *    uses), 64 descriptors instead of 16, 48 more threads in the process-count limit.
 * Residual risks of device residency, beyond those below:
 *  - Device code runs outside every host guard: it can read any device memory of its own context (its
 *    own arrays: the judge's are copies), spin or sleep on the device, and read device timers
 *    (clock64, %globaltimer: flagged by the source check, not stopped). An out-of-bounds device write
 *    farther than the 256-byte canary lands in another of the worker's device allocations or faults
 *    (an illegal address: device_error); out-of-bounds device reads are not detected.
 *  - The device-event times are measured inside the worker, which the kernel library shares: a library
 *    can forge them (the runtime's functions are resolved through the runtime's own handle, so merely
 *    exporting cudaEventElapsedTime does nothing, but writing the worker's memory would). The judge's
 *    clock bounds every device time from above, and a candidate whose judge-clock time exceeds its
 *    device time by more than the reference's does (work outside the events, a forged short time) is
 *    suspect (hpcab_device_clock_check).
 *  - Sleeping is allowed on a device worker (the runtime's threads need it): a kernel can sleep as well
 *    as busy-wait (both change only the timing of its own calls; see the timing channel below).
 *  - Where Landlock is missing, the loading filter's O_RDWR opens reach any file the judge's user may
 *    write (without creating, truncating or appending; RLIMIT_FSIZE 0 stops growing it).
 *  - The reference's and the candidate's workers each have their own context and copies of the arrays
 *    on the device (device memory is not shared between processes as the arena's pages are).
 *
 * Python artifacts (lib/build/build_python.c, lib/sandbox/pyshim.c): when `library` is a glue file (a
 * `.py` the judge's build wrote), the worker loads the shim libhpcab-pyshim.so named in the build's
 * python-paths file instead (with RTLD_GLOBAL: the interpreter's extension modules need its symbols),
 * and the shim starts an embedded CPython (isolated configuration: no environment variables read, no
 * site.py, no signal handlers, no bytecode written, HOME the glue's directory so that nothing looks the
 * user up), imports the glue, and hands back the address of an entry point with the kernel's C
 * prototype: a numba.cfunc around a numba.njit function (compiled code, no interpreter in the call)
 * or a ctypes callback around a plain NumPy function (the interpreter runs in the call, holding the
 * GIL on the calling thread), or around a kernel's torch_module.py function on tensors that share the
 * arrays' memory (the `torch` baseline: eager PyTorch, its intra-op threads like OpenMP's). The arrays are NumPy views of the arena's own pages (inputs read-only).
 * What is added for it, and nothing else:
 *  - Landlock: read the interpreter's home and module path (python-paths' home= and path= lines),
 *    the glue's directory (the artifact, its Numba cache) and /dev/urandom (PyTorch seeds from it),
 *    beside the system libraries;
 *  - the loading filter softens as a device's does: a writable open, socket() and a change of the file
 *    system fail with EACCES instead of ending the worker, and sleeping and timed waits are let through
 *    (the interpreter, Numba and PyTorch probe for caches they may write, PyTorch's initialization
 *    waits); Landlock refuses every write anyway, and the call filter is a C kernel's. In the worker
 *    the glue points tempfile at its own directory and answers ctypes.util.find_library from the
 *    system library directories (both would otherwise try to write a file or run ldconfig);
 *  - a parallel Numba function runs on Numba's workqueue thread pool, started while the worker loads
 *    (its threads are frozen with the worker like OpenMP's); the omp layer is not used because it
 *    asks getppid() in every call, which the call filter traps.
 * The call filter, the arena, the guards, the fixed layout and the protocol are those of a C kernel.
 * Before any of its code runs, in the build (confined like a compiler: Landlock read the interpreter,
 * write the build directory; rlimits; its own PID namespace), the candidate's source is checked
 * (pyglue.py's check_source): only numpy, numba, math and cmath may be imported; open, exec, eval,
 * compile, __import__, getattr/setattr/delattr, globals/locals/vars, memoryview, `global` statements,
 * any name or attribute starting with an underscore, and the NumPy/Numba attributes that reach files,
 * raw memory, object mode or the C level are refused, naming the line (tests/zoo/python). Residual:
 * the check is of the source's names, not a proof (a candidate's code also runs at import, in the
 * build and in the worker's loading stage, confined as above); a plain NumPy candidate's time
 * includes the interpreter's own overhead (about 10 us a call); module-level state (a dict) can keep
 * values between calls, which the fresh inputs of every round make useless for a memo.
 *
 * Distributed ranks (lib/DESIGN.md §17) are not workers of this API: each MPI rank is the program
 * tools/hpcab-mpi-rank.c, confined before the candidate's object loads: no new privileges, every
 * capability dropped, not dumpable, Landlock (read-only system directories, the object's directory,
 * the MPI session directory and /dev/shm, which Open MPI's shared-memory transport between ranks on
 * one node needs), and a seccomp filter that answers EPERM to what that transport does not need once
 * MPI_Init has set it up: socket, socketpair, connect, bind, listen, accept(4), fork, vfork, clone
 * without CLONE_THREAD (threads stay allowed), execve(at), ptrace, process_vm_readv/writev (clone3
 * answers ENOSYS, so the C library falls back to clone). With mpirun the ranks run in new network and
 * PID namespaces (only the loopback; every rank dies with the judge). Residual: the filter lists what
 * is refused, not what is allowed; a rank may still talk to the others through MPI (which is what a
 * distributed candidate is for) and spin in a collective until the job's time limit.
 *
 * Residual risks (what this does not stop):
 *  - The library's constructors run in the worker, in the worker's own memory, before the allow-list
 *    is installed. A library that rewrites the worker's code or data (mprotect is allowed while
 *    loading), or jumps into the worker's gated seccomp instruction, could still leave a looser
 *    filter and answer the judge's probe falsely (it would have to imitate the worker's protocol).
 *    What holds regardless: the loading filter and the gate, Landlock, the namespaces, the
 *    address-space limit; the probe and the /proc count catch a missing or permissive filter short
 *    of such a forgery.
 *  - A kernel may read the clock (vDSO reads cannot be filtered) and spin (sched_yield is allowed):
 *    sleeping is refused, busy-waiting cannot be told from work. It changes no timing the judge takes
 *    other than its own, but a kernel can still make its time depend on its inputs (a timing channel
 *    through the score route's speedup) by computing.
 *  - The floating-point environment is restored and checked on the thread that makes the call only:
 *    a kernel that changes it only in its other threads (OpenMP's), or sets and restores it within one
 *    call, is caught only statically (the source check's fp-env category, refused; a shared object's
 *    imports of fesetround and kin), not in a hand-written instruction of a shared object.
 *  - An access farther from an array than its guard region (1 MiB, or an eighth of the array) may land
 *    in another mapping of the worker; such a write can damage only the worker's own memory.
 *  - A candidate can forge the worker's "done" message, which only freezes it early (its output is
 *    then incomplete).
 *  - The judge's round-trip overhead (two cross-process wake-ups each way) is in every elapsed_ns, the
 *    same for reference and candidate.
 *  - The process-count limit is set only in a new user namespace (outside one RLIMIT_NPROC counts all
 *    the user's processes) and the kernel exempts root from it, so threads are then bounded by the
 *    address-space limit (fork is refused by seccomp either way).
 *  - Out-of-memory is recognized from a crash with under an eighth of the address-space limit left,
 *    or a SIGKILL the judge did not send while the kernel's count of out-of-memory kills
 *    (/proc/vmstat) grew; another OOM kill on the machine at that moment is taken for this worker's.
 *    Any other SIGKILL from outside is a crash.
 *  - Where neither Landlock nor a mount namespace is available (the judge's child covers /proc in the
 *    worker's mount namespace), the library's constructors can read (never write or send) any file the
 *    judge's user can read, /proc included (tests/zoo/proc_read_ctor.c shows it).
 *  - A kernel may remap its own view of an array or a guard region (only its private copy changes:
 *    the judge's arrays are unaffected).
 *  - A worker dies with the thread that created it (see above); where the kernel lacks pidfds
 *    (Linux < 5.3) no worker can be started at all.
 *  - What a timed call leaves for the next beyond the arrays' cache lines (which the judge resets
 *    before every call: hpcab/timing.h): the TLBs and the paging-structure caches (each worker has its
 *    own address space, but a call that touches many pages evicts shared second-level TLB entries),
 *    the prefetchers' and branch predictors' state, the caches' other contents (the workers' code,
 *    stacks, private buffers), the memory controller's open rows, and the cores' frequency and idle
 *    states (a long call heats the package; a CPU left idle sleeps deeper). Threads of a call are
 *    frozen with the worker (an OpenMP runtime's spinning threads do not spin into the other side's
 *    call), but each side's own runtime wakes from its own wait policy (OMP_WAIT_POLICY is left to the
 *    kernel's default for both). A candidate that flushes the shared inputs with CLFLUSH at the end
 *    of its calls was still measured slowing the reference's next call by 16-31% on a virtual
 *    machine after the reset (tests/zoo/cache/{gather,stream}/flush.c: the lines come back modified
 *    in one CPU's caches and the effect outlasts a rewrite of every line, so what remains is outside
 *    the caches' contents: perhaps the host's coherence directory, untested); such a candidate pays
 *    for its flushes and was credited 0.02-0.04 there, but where CLFLUSH is cheap it could take back
 *    part of its cost.
 *  - A round's first call follows the judge's work of the round (the check, the fresh values), its
 *    second only the other side's call: with footprints beyond the private caches (spmv_csr, 12 MB)
 *    identical code was measured 20-40% slower first than second, before and after the cache reset
 *    (the cores' frequency after vector work is one suspect). Each side goes first equally often on
 *    every draw, so this widens both sides' distributions alike; it does not favour either.
 */
#ifndef HPCAB_WORKER_H
#define HPCAB_WORKER_H

#include "hpcab/common.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"
#include "hpcab/manifest.h" /* hpcab_intent */

HPCAB_BEGIN_DECLS

/* hpcab_intent (IN: sealed, mapped read-only in the worker; OUT: poisoned before each call, compared
   after; INOUT: initialized by the judge, written by the kernel, compared after) is in hpcab/manifest.h. */

/* ------------------------------------------------------------------------------------------ */
/* Arena                                                                                       */

/** One array of an arena. Set `size` to sizeof(hpcab_arena_spec). */
typedef struct hpcab_arena_spec {
  size_t size;
  const char *name; /**< array name (copied), used in verdicts */
  size_t bytes;     /**< length in bytes (0 allowed) */
  hpcab_intent intent;
  size_t elem_size; /**< bytes per element (1, 2, 4, 8 or 16): chooses the poison pattern */
} hpcab_arena_spec;

/** Judge-side set of shared-memory arrays (opaque). */
typedef struct hpcab_arena hpcab_arena;

/**
 * Creates an arena of `n` arrays (n <= 64) described by `specs` (every specs[i].size must be
 * sizeof(hpcab_arena_spec)). Contents start zeroed, canaries set, inputs sealed. Fails with
 * HPCAB_E_INVALID (bad spec: NULL name, bad intent or elem_size, duplicate name), HPCAB_E_NOMEM or
 * HPCAB_E_SYSTEM (memfd, mmap or sealing failed); *out is then NULL.
 */
HPCAB_API hpcab_status hpcab_arena_new(const hpcab_arena_spec *specs, size_t n, hpcab_arena **out);

/** Returns the number of arrays in `a` (0 for NULL). */
HPCAB_API size_t hpcab_arena_count(const hpcab_arena *a);

/**
 * Returns the judge's writable pointer to array `i` (64-byte aligned; the judge fills inputs and reads
 * outputs here), or NULL when `a` is NULL or i is out of range.
 */
HPCAB_API void *hpcab_arena_data(hpcab_arena *a, size_t i);

/** Returns the byte length of array `i`, or 0 when out of range. */
HPCAB_API size_t hpcab_arena_bytes(const hpcab_arena *a, size_t i);

/** Returns the name of array `i`, or NULL when out of range. */
HPCAB_API const char *hpcab_arena_name(const hpcab_arena *a, size_t i);

/** Returns the intent of array `i`, or 0 when out of range. */
HPCAB_API hpcab_intent hpcab_arena_intent(const hpcab_arena *a, size_t i);

/**
 * Fills every intent-out array with a poison pattern that depends on `salt` (pass the call number so
 * consecutive calls differ): NaN payloads for 2-, 4-, 8- and 16-byte elements, a byte pattern for
 * 1-byte elements. Inout arrays are left alone (the judge initializes them). Fails with
 * HPCAB_E_INVALID on a NULL arena.
 */
HPCAB_API hpcab_status hpcab_arena_poison_outputs(hpcab_arena *a, uint64_t salt);

/**
 * Checks every array's canary bytes (below its first element and between its end and the guard
 * page). Returns HPCAB_OK when all are intact; otherwise HPCAB_E_MISMATCH with a message naming
 * the array and the side, *bad (may be NULL) set to the first damaged array's index.
 */
HPCAB_API hpcab_status hpcab_arena_check_canaries(const hpcab_arena *a, size_t *bad);

/** Unmaps and closes everything of `a` (NULL is fine). Must outlive every worker bound to it. */
HPCAB_API void hpcab_arena_free(hpcab_arena *a);

/* ------------------------------------------------------------------------------------------ */
/* Worker                                                                                      */

/** Kind of a kernel argument. */
typedef enum hpcab_worker_arg_kind {
  HPCAB_WORKER_ARG_ARRAY = 1, /**< a pointer to an arena array */
  HPCAB_WORKER_ARG_SCALAR = 2 /**< a value passed by value */
} hpcab_worker_arg_kind;

/** One kernel argument, in C argument order. */
typedef struct hpcab_worker_arg {
  hpcab_worker_arg_kind kind;
  size_t array;      /**< HPCAB_WORKER_ARG_ARRAY: index into the arena */
  hpcab_dtype dtype; /**< HPCAB_WORKER_ARG_SCALAR: f64, f32, i64, i32, u64, u32, i16, u16, i8, u8 or bool */
} hpcab_worker_arg;

/** A scalar argument value; the member read is the one matching the argument's dtype. */
typedef union hpcab_scalar {
  int64_t i64;
  uint64_t u64;
  int32_t i32;
  uint32_t u32;
  int16_t i16;
  uint16_t u16;
  int8_t i8;
  uint8_t u8;
  double f64;
  float f32;
} hpcab_scalar;

/** Flags of hpcab_worker_options.flags (NO_* are testing aids: a judge leaves them off). */
enum {
  HPCAB_WORKER_NO_NAMESPACES = 1u, /**< do not try user/PID/network/mount namespaces */
  HPCAB_WORKER_NO_LANDLOCK = 2u,   /**< do not apply Landlock */
  HPCAB_WORKER_NO_SECCOMP = 4u,    /**< do not apply the seccomp filters */
  HPCAB_WORKER_NO_INPUT_HASH = 8u, /**< skip hashing intent-in arrays before and after each call */
  HPCAB_WORKER_SPIN = 16u          /**< the judge has a spare core: busy-wait for the worker instead of
                                         blocking (lower round-trip overhead; never on a shared core) */
};

/** Options of hpcab_worker_new. Initialize with hpcab_worker_options_init, then set the fields. */
typedef struct hpcab_worker_options {
  size_t size;                  /**< sizeof(hpcab_worker_options) */
  const char *worker_path;      /**< hpcab-worker binary; NULL: hpcab_paths_worker() */
  const char *library;          /**< shared library holding the kernel */
  const char *symbol;           /**< kernel symbol */
  const hpcab_worker_arg *args; /**< arguments in C order */
  size_t nargs;                 /**< <= 64 */
  hpcab_arena *arena;           /**< the arrays; must outlive the worker */
  unsigned threads;             /**< thread count; > 0 adds OMP_NUM_THREADS unless env sets it */
  const char *const *env;       /**< "NAME=VALUE" strings: the worker's whole environment */
  size_t nenv;
  const unsigned *cpus; /**< CPUs the worker may run on (NULL: inherit); its calling thread
                                       is pinned to cpus[0] once the library is loaded */
  size_t ncpus;
  uint64_t address_space_bytes; /**< RLIMIT_AS; 0: arena mappings + 8 GiB */
  double cpu_seconds;           /**< RLIMIT_CPU over the worker's life; 0: 3600 */
  double call_timeout_s;        /**< wall-clock limit of one call; 0: 60 */
  double load_timeout_s;        /**< limit for start-up and loading; 0: 30 */
  unsigned flags;               /**< HPCAB_WORKER_NO_* */
  /* device residency (a caller with the shorter struct of before gets a host worker) */
  int device;                      /**< 1: the arrays live on a device (see "Device residency" above) */
  int device_runtime;              /**< hpcab_device_runtime (hpcab/device.h): HPCAB_RUNTIME_CUDA or _HIP */
  const char *device_runtime_path; /**< the runtime library the worker loads (NULL: the default sonames); its
                                        directory becomes readable to the worker */
} hpcab_worker_options;

/**
 * Sets every field of *opt to its default (zero/NULL) for a caller whose struct is `size` bytes (pass
 * sizeof(hpcab_worker_options)); opt->size becomes `size`. HPCAB_E_INVALID when opt is NULL or size
 * is below the first layout.
 */
HPCAB_API hpcab_status hpcab_worker_options_init(hpcab_worker_options *opt, size_t size);

/** Verdict of one call. The numeric values never change. */
typedef enum hpcab_outcome {
  HPCAB_OUTCOME_OK = 0,            /**< the kernel returned; canaries and inputs intact */
  HPCAB_OUTCOME_CRASH = 1,         /**< killed by a signal (signal, fault address) */
  HPCAB_OUTCOME_OUT_OF_BOUNDS = 2, /**< touched a guard page or damaged a canary (array named) */
  HPCAB_OUTCOME_WROTE_INPUT = 3,   /**< wrote to an intent-in array (array named) */
  HPCAB_OUTCOME_FORBIDDEN = 4,     /**< made a forbidden system call (syscall named) */
  HPCAB_OUTCOME_TIMEOUT = 5,       /**< ran past the call timeout or the CPU-time limit */
  HPCAB_OUTCOME_OUT_OF_MEMORY = 6, /**< exhausted its address space or was killed by the OOM killer */
  HPCAB_OUTCOME_EXITED = 7,        /**< the process exited (exit code) */
  HPCAB_OUTCOME_WORKER_LOST = 8,   /**< the worker broke the protocol or vanished */
  HPCAB_OUTCOME_FP_ENV = 9,        /**< left the floating-point environment changed (flush-to-zero,
                                        denormals-are-zero, rounding, ...; fp_env says which) */
  HPCAB_OUTCOME_DEVICE_ERROR = 10  /**< device residency: the device runtime reported an error after the
                                        call (an illegal address, a failed launch; the message quotes it) */
} hpcab_outcome;

/** Bits of hpcab_call_result.fp_env: what a call (or the library's constructors) left changed in the
    floating-point environment the worker restores before every call. */
enum {
  HPCAB_FP_ENV_ROUNDING = 1u,           /**< the rounding mode */
  HPCAB_FP_ENV_FLUSH_TO_ZERO = 2u,      /**< flush-to-zero (results below the normal range become 0) */
  HPCAB_FP_ENV_DENORMALS_ARE_ZERO = 4u, /**< denormals-are-zero (subnormal inputs read as 0) */
  HPCAB_FP_ENV_OTHER = 8u               /**< exception traps, x87 precision or other control bits */
};

/** Returns a short constant name of an outcome ("ok", "crash", "out_of_bounds", ...); "unknown" otherwise. */
HPCAB_API const char *hpcab_outcome_name(hpcab_outcome outcome);

/** Result of one call. Set `size` to sizeof(hpcab_call_result) before the call. */
typedef struct hpcab_call_result {
  size_t size;
  hpcab_outcome outcome;
  int64_t elapsed_ns;   /**< judge-measured interval (see the file comment); -1 when not ok */
  int signal;           /**< fatal signal number, 0 if none */
  char signal_name[16]; /**< "SIGSEGV", ... or "" */
  uint64_t fault_addr;  /**< faulting address (worker address space), 0 if none */
  int fault_is_write;   /**< 1 write, 0 read, -1 unknown */
  int exit_code;        /**< HPCAB_OUTCOME_EXITED: the exit status */
  char array[64];       /**< array of a guard/canary hit or written input, else "" */
  char syscall[32];     /**< HPCAB_OUTCOME_FORBIDDEN: the system call's name */
  char message[256];    /**< one line for the report */
  uint32_t fp_env;      /**< HPCAB_OUTCOME_FP_ENV: the HPCAB_FP_ENV_* bits left changed, else 0 */
  int64_t device_ns;    /**< device residency: the device-event time of the call (see the file comment);
                               -1 otherwise (a ping, a host worker, a call that did not end ok) */
  uint32_t read_opens;  /**< files the kernel tried to open for reading during the call: each open
                               failed with EACCES (the worker holds no files), the call went on */
} hpcab_call_result;

/** Worker hardening measures, and what keeps both workers of a pair alike (FIXED_LAYOUT), reported by
    hpcab_worker_guard. The numeric values never change. */
typedef enum hpcab_guard {
  HPCAB_GUARD_CLOSE_FDS = 0,      /**< every descriptor but the control channel closed */
  HPCAB_GUARD_CLEAN_ENV = 1,      /**< environment holds only the judge's variables */
  HPCAB_GUARD_RLIMITS = 2,        /**< address space, CPU time, core, process count, files */
  HPCAB_GUARD_USER_NS = 3,        /**< new user namespace */
  HPCAB_GUARD_PID_NS = 4,         /**< new PID namespace */
  HPCAB_GUARD_NET_NS = 5,         /**< new network namespace (no interfaces) */
  HPCAB_GUARD_MOUNT_NS = 6,       /**< new mount (and IPC) namespace */
  HPCAB_GUARD_LANDLOCK_FS = 7,    /**< reads only system libraries and the library, writes nowhere */
  HPCAB_GUARD_LANDLOCK_NET = 8,   /**< no TCP bind/connect (Landlock ABI >= 4) */
  HPCAB_GUARD_LANDLOCK_SCOPE = 9, /**< no signals/abstract sockets outside (Landlock ABI >= 6) */
  HPCAB_GUARD_SECCOMP_LOAD = 10,  /**< deny-list and gate filters while the library loads (constructors) */
  HPCAB_GUARD_SECCOMP = 11,       /**< allow-list filter for calls (verified by the judge's probe calls) */
  HPCAB_GUARD_SEALED_INPUTS = 12, /**< intent-in arrays sealed and mapped read-only */
  HPCAB_GUARD_GUARD_PAGES = 13,   /**< PROT_NONE regions (>= 1 MiB) around every array, canaries in the slack */
  HPCAB_GUARD_FROZEN = 14,        /**< worker stopped (SIGSTOP) between calls */
  HPCAB_GUARD_FIXED_LAYOUT = 15,  /**< arrays mapped at the arena's addresses (the same in every worker of
                                       it) and address-space randomization off, so that two workers of one
                                       code lay out everything, stack, heap and libraries too, alike */
  HPCAB_GUARD_COUNT = 16
} hpcab_guard;

/** Returns a constant name of a guard ("close_fds", "landlock_fs", ...), or "unknown". */
HPCAB_API const char *hpcab_guard_name(hpcab_guard guard);

/** A sandboxed worker process (opaque). */
typedef struct hpcab_worker hpcab_worker;

/**
 * Starts a worker: execs the hpcab-worker binary in new namespaces where the kernel allows, sends it
 * the arena and the call description, waits until it has hardened itself, loaded `library`,
 * resolved `symbol` and prepared the call, verifies its call filter (probe calls it must trap), and
 * stops it. The worker dies when the calling thread ends. Fails with HPCAB_E_INVALID (bad options),
 * HPCAB_E_NOTFOUND (worker binary, library or symbol missing; the message quotes dlerror),
 * HPCAB_E_SYSTEM or HPCAB_E_WORKER (the worker died or went silent during start-up).
 * When the library itself misbehaves while loading (a constructor that crashes, makes a forbidden
 * system call, exits, hangs, changes the floating-point environment, or leaves the call filter not
 * in force) the worker is still returned, already ended (hpcab_worker_pid gives
 * -1): every hpcab_worker_call then returns HPCAB_E_STATE with that verdict, its message starting
 * "while loading the library". *out is NULL on failure.
 */
HPCAB_API hpcab_status hpcab_worker_new(const hpcab_worker_options *opt, hpcab_worker **out);

/**
 * Runs one call: hashes the intent-in arrays, poisons the intent-out arrays (as
 * hpcab_arena_poison_outputs with the call number as salt), lets the worker call the kernel with
 * `scalar_values` (one per HPCAB_WORKER_ARG_SCALAR argument, in argument order; may be NULL when there are
 * none), waits for it (never spinning) up to the call timeout, freezes it, then checks canaries and
 * inputs. Fills *res with the verdict; the judge still compares the outputs itself. Returns HPCAB_OK
 * whenever *res holds a verdict (a crash is a verdict); HPCAB_E_INVALID on bad arguments;
 * HPCAB_E_STATE when an earlier call already ended the worker (res then repeats that verdict).
 */
HPCAB_API hpcab_status hpcab_worker_call(hpcab_worker *w, const hpcab_scalar *scalar_values, hpcab_call_result *res);

/**
 * Runs one empty round trip through the same path as a call (CALL message, SIGCONT, DONE, SIGSTOP
 * confirmed) without calling the kernel and without touching the arena: res->elapsed_ns is the
 * round-trip overhead this worker adds to every call, as placed now. A candidate's threads are not
 * frozen out of it (they run while the worker does), so a worker can die here; *res then holds that
 * verdict. Returns as hpcab_worker_call does.
 */
HPCAB_API hpcab_status hpcab_worker_ping(hpcab_worker *w, hpcab_call_result *res);

/**
 * Reports whether `guard` is in force for worker `w`: returns 1 (applied), 0 (could not be applied;
 * *detail says why) or -1 (bad arguments). *detail (may be NULL) gets a constant-for-the-worker text.
 */
HPCAB_API int hpcab_worker_guard(const hpcab_worker *w, hpcab_guard guard, const char **detail);

/**
 * Returns one line listing the guards applied and, separately, those not applied with the reason,
 * e.g. "applied: close_fds clean_env ...; not applied: landlock_scope (Landlock ABI 5 < 6)".
 * The string lives as long as `w` ("" for NULL).
 */
HPCAB_API const char *hpcab_worker_guards(const hpcab_worker *w);

/** Returns the worker's process id in the judge's PID namespace, or -1 when it is gone. */
HPCAB_API long hpcab_worker_pid(const hpcab_worker *w);

/** Kills the worker (SIGKILL), reaps it and frees `w` (NULL is fine). Never blocks for long. */
HPCAB_API void hpcab_worker_free(hpcab_worker *w);

HPCAB_END_DECLS

#endif /* HPCAB_WORKER_H */
