/*
 * hpcab/srccheck.h — static source checks of a candidate (lib/DESIGN.md §9).
 *
 * The scan strips comments, string and character literals (keeping line numbers), then looks for
 * whole identifiers and directives. Two severities:
 *  - HPCAB_SRC_FLAG: code that sleeps, reads timers, does file or network I/O, loads code at run time,
 *    runs code at load time, executes programs, reads the environment, issues raw system calls or uses
 *    inline assembly, and portability notes (x86-only intrinsics, AMD-only HIP features); and device
 *    hazards (category `device`): device timers (clock64(), wall_clock64(), clock() in device code,
 *    __builtin_amdgcn_s_memtime, %globaltimer or %clock in inline PTX, s_memtime in inline GCN), device
 *    sleeps (__nanosleep, __builtin_amdgcn_s_sleep, nanosleep in PTX, s_sleep in GCN), inline assembly
 *    in device code (`asm volatile`: in a .cu, .cuh or .hip source or one with a __global__ function),
 *    a kernel timing itself (cudaEventElapsedTime, hipEventElapsedTime) or resetting the device
 *    (cudaDeviceReset, hipDeviceReset). Flags go to a human; they do not by themselves fail an answer.
 *  - HPCAB_SRC_FORBIDDEN: unsafe floating-point optimization requested in the source itself
 *    (`#pragma GCC optimize("fast-math")`, `__attribute__((optimize("Ofast")))`, `#pragma clang fp
 *    reassociate(on)`, `#pragma float_control(precise, off)`, ...), and its hand-written form: changing
 *    the floating-point environment (category `fp-env`: _mm_setcsr, _MM_SET_FLUSH_ZERO_MODE,
 *    _MM_SET_DENORMALS_ZERO_MODE, _MM_SET_ROUNDING_MODE, fesetround, fesetenv, feupdateenv, fesetmode,
 *    __builtin_ia32_ldmxcsr, Fortran's ieee_set_rounding_mode and ieee_set_underflow_mode, and ldmxcsr,
 *    fldcw or msr fpcr in inline assembly). The judge refuses such a candidate; the worker also catches a
 *    kernel that leaves the environment changed at run time (HPCAB_OUTCOME_FP_ENV, hpcab/worker.h).
 * What runs is checked, not only what is written: given the compiler's preprocessed output (text
 * whose first line is a line marker, `# 1 "file.c"`) the scan reads only the lines of the main file
 * at their own line numbers, so macros, line continuations, pasted tokens and _Pragma are resolved;
 * rules match whole tokens, never a part of an identifier, and a function the text defines itself
 * (a helper named `select`) is not the library's. hpcab_srccheck_build does it all the way the judge
 * does: it preprocesses the source with the judge's compiler and flags, builds it, and checks the
 * object too (hpcab_srccheck_object: imports, load-time entries and instructions beyond those of an
 * empty translation unit built alike). The sandbox, not this check, remains the guard: code made at
 * run time or reached through a name looked up at run time (dlsym) is caught there or not at all.
 * hpcab_srccheck_scan and hpcab_srccheck_file never execute or compile anything.
 */
#ifndef HPCAB_SRCCHECK_H
#define HPCAB_SRCCHECK_H

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** What a finding is about. Values are stable. */
typedef enum hpcab_src_category {
  HPCAB_SRC_SLEEP = 1,        /**< sleeping or yielding the processor on purpose */
  HPCAB_SRC_TIMER = 2,        /**< reading a clock or cycle counter */
  HPCAB_SRC_FILE_IO = 3,      /**< file system access */
  HPCAB_SRC_NETWORK = 4,      /**< sockets and name resolution */
  HPCAB_SRC_DYNLOAD = 5,      /**< loading code at run time (dlopen, dlsym) */
  HPCAB_SRC_CONSTRUCTOR = 6,  /**< code that runs at load time (constructors, .init_array) */
  HPCAB_SRC_EXEC = 7,         /**< creating processes or executing programs */
  HPCAB_SRC_ENVIRON = 8,      /**< reading the environment */
  HPCAB_SRC_SYSCALL = 9,      /**< raw system calls */
  HPCAB_SRC_INLINE_ASM = 10,  /**< inline assembly */
  HPCAB_SRC_X86_ONLY = 11,    /**< portability: x86-only intrinsics */
  HPCAB_SRC_AMD_ONLY = 12,    /**< portability: AMD-only HIP features */
  HPCAB_SRC_UNSAFE_MATH = 13, /**< unsafe floating-point optimization requested in the source */
  HPCAB_SRC_FP_ENV = 14,      /**< changing the floating-point environment (rounding, flush-to-zero) */
  HPCAB_SRC_DEVICE = 15       /**< device hazards: device timers, device sleeps, inline assembly in device code */
} hpcab_src_category;

/** How a finding is treated. */
typedef enum hpcab_src_severity {
  HPCAB_SRC_FLAG = 1,     /**< reported to a human, does not fail the answer */
  HPCAB_SRC_FORBIDDEN = 2 /**< the judge refuses the candidate */
} hpcab_src_severity;

/** One finding. `size` is sizeof(hpcab_src_finding) as the caller knows it. */
typedef struct hpcab_src_finding {
  size_t size;
  hpcab_src_category category;
  hpcab_src_severity severity;
  int line;            /**< 1-based line of the finding */
  int column;          /**< 1-based column */
  const char *token;   /**< the identifier or directive found (owned by the result) */
  const char *message; /**< one line for a report, e.g. "reads a timer (clock_gettime)" */
} hpcab_src_finding;

/** The findings of one scan (opaque). */
typedef struct hpcab_srccheck hpcab_srccheck;

/**
 * Scans `len` bytes of source text. `display_name` names it in messages (may be NULL). Succeeds on
 * any text (binary junk included); fails only with HPCAB_E_NOMEM or HPCAB_E_INVALID (NULL out).
 */
HPCAB_API hpcab_status hpcab_srccheck_scan(const char *source, size_t len, const char *display_name,
                                           hpcab_srccheck **out);

/** Reads and scans a file; HPCAB_E_SYSTEM when it cannot be read. */
HPCAB_API hpcab_status hpcab_srccheck_file(const char *path, hpcab_srccheck **out);

/**
 * Scans a shared object (a candidate handed in built): code it runs at load or unload time — DT_INIT
 * or DT_FINI functions of its own, .init_array/.preinit_array/.fini_array entries beyond the one a
 * toolchain's start-up code adds, IFUNC resolvers (IRELATIVE relocations, IFUNC symbols) — as
 * HPCAB_SRC_CONSTRUCTOR findings, and the functions it imports, by the same names as the source
 * check (file I/O, network, sleep, timers, fp-env, ...; an fp-env import is HPCAB_SRC_FORBIDDEN).
 * Findings of an object have line and column 0. A file that is not a 64-bit little-endian ELF object
 * gives no findings. Fails with HPCAB_E_SYSTEM when the file cannot be read, HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_srccheck_object(const char *path, hpcab_srccheck **out);

/**
 * The judge's whole check of a source (or shared object) candidate: builds it as hpcab_build_source
 * does with `opts` (opts->cache_dir is required for sources) and sets *out to the findings of its
 * preprocessed source and of the built object. Returns HPCAB_OK when the candidate built (check the
 * findings for forbidden ones: a refused candidate returns HPCAB_E_REFUSED with *out set, so the
 * refusal's findings can be shown), HPCAB_E_BUILD when it does not compile (*out holds what the
 * preprocessed source gave, or NULL), and the errors of hpcab_build_source otherwise.
 */
struct hpcab_build_options;
HPCAB_API hpcab_status hpcab_srccheck_build(const struct hpcab_build_options *opts, const char *source,
                                            hpcab_srccheck **out);
/** Number of findings, in source order. */
HPCAB_API size_t hpcab_srccheck_count(const hpcab_srccheck *check);

/** Copies finding `index` into *out (out->size must be set); HPCAB_E_INVALID when out of range. */
HPCAB_API hpcab_status hpcab_srccheck_get(const hpcab_srccheck *check, size_t index, hpcab_src_finding *out);

/** Number of findings with severity HPCAB_SRC_FORBIDDEN. */
HPCAB_API size_t hpcab_srccheck_forbidden(const hpcab_srccheck *check);

/** Short stable name of a category ("sleep", "timer", "file-io", ...). */
HPCAB_API const char *hpcab_srccheck_category_name(hpcab_src_category category);

/** Frees the findings (NULL is fine). */
HPCAB_API void hpcab_srccheck_free(hpcab_srccheck *check);

HPCAB_END_DECLS

#endif /* HPCAB_SRCCHECK_H */
